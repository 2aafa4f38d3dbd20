import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { installVisualBaselines } from './visualBaselines';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

installVisualBaselines('light');
