import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';
import { installVisualBaselines } from './visualBaselines';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A dialog's code loads when it first opens (React Aria's overlays are no longer in the page's first
// load since the shop's button is native, docs/decisions/0029-native-button.md): on a busy CI machine
// that takes more than the testing library's default 1 s, so `findBy…` and `waitFor` wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

installVisualBaselines('light');
