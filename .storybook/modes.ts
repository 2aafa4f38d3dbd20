import tokens from '../src/styles/tokens.json';

/** The review widths of the design tokens (`viewport.phone`, `viewport.desktop`), as Chromatic's pixel widths. */
const width = (token: { $value: string }) => Number.parseInt(token.$value, 10);
const phone = width(tokens.viewport.phone);
const desktop = width(tokens.viewport.desktop);

/**
 * Chromatic modes: every story is captured in both themes at a phone's and a desktop's width, each mode with
 * its own baseline. `theme` is the global of @storybook/addon-themes (withThemeByClassName in preview.tsx), so a
 * mode renders exactly what the toolbar's theme switch shows.
 */
export const allModes = {
  'light phone': { theme: 'light', viewport: phone },
  'dark phone': { theme: 'dark', viewport: phone },
  'light desktop': { theme: 'light', viewport: desktop },
  'dark desktop': { theme: 'dark', viewport: desktop },
} as const;
