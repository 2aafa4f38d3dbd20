import { create } from 'storybook/theming/create';

/**
 * Docs pages follow the toolbar's theme: the light or the dark docs colours, from the shop's tokens
 * (src/styles/tokens.css, written out because Storybook's theme takes plain values). Before this, a
 * dark theme turned the shop's body text near-white (the `.dark` class on the page) while Storybook's
 * docs stayed white, so guides and tables read near-white on white.
 */
const shared = {
  fontBase: '"Poppins", system-ui, sans-serif',
  fontCode: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  appBorderRadius: 10,
  inputBorderRadius: 10,
} as const;

export const docsThemes = {
  light: create({
    ...shared,
    base: 'light',
    colorPrimary: '#6A4029',
    colorSecondary: '#6A4029',
    appBg: '#F8F8F8',
    appContentBg: '#FFFFFF',
    appPreviewBg: '#FFFFFF',
    appBorderColor: '#DADADA',
    textColor: '#0B132A',
    textMutedColor: '#4F5665',
    barBg: '#FFFFFF',
    barTextColor: '#4F5665',
    barSelectedColor: '#6A4029',
    inputBg: '#FFFFFF',
    inputBorder: '#7A7A7A',
    inputTextColor: '#0B132A',
  }),
  dark: create({
    ...shared,
    base: 'dark',
    colorPrimary: '#E8B48C',
    colorSecondary: '#E8B48C',
    appBg: '#241B16',
    appContentBg: '#1B1410',
    appPreviewBg: '#1B1410',
    appBorderColor: '#6E625A',
    textColor: '#F6EFE9',
    textMutedColor: '#D8CEC6',
    textInverseColor: '#1B1410',
    barBg: '#241B16',
    barTextColor: '#D8CEC6',
    barSelectedColor: '#E8B48C',
    barHoverColor: '#F3DFCF',
    inputBg: '#2D231D',
    inputBorder: '#988B82',
    inputTextColor: '#F6EFE9',
  }),
};

export type DocsTheme = keyof typeof docsThemes;
