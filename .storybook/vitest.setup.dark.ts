import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';
import { installVisualBaselines } from './visualBaselines';

// The same stories again in the dark theme, so both themes pass their accessibility checks.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { theme: 'dark' } }]);

installVisualBaselines('dark');

// Dialogs' code loads when they first open: wait for them as the light run does (vitest.setup.light.ts).
configure({ asyncUtilTimeout: 5000 });
