import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/**
 * The shop's own look for the Storybook frame a designer reviews in: the brand brown and accent
 * yellow of the design tokens, Poppins and Rubik, and the shop's mark. Values are the light theme's
 * tokens (src/styles/tokens.css), written out because the manager does not load the shop's CSS.
 */
const theme = create({
  base: 'light',
  brandTitle: 'Coffee Shop design system',
  brandImage: './favicon.svg',
  brandTarget: '_self',
  colorPrimary: '#6A4029',
  colorSecondary: '#6A4029',
  appBg: '#F8F8F8',
  appContentBg: '#FFFFFF',
  appBorderColor: '#DADADA',
  appBorderRadius: 10,
  textColor: '#0B132A',
  textMutedColor: '#4F5665',
  barSelectedColor: '#6A4029',
  barHoverColor: '#895537',
  fontBase: '"Poppins", system-ui, sans-serif',
});

addons.setConfig({ theme });
