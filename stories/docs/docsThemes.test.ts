import { describe, expect, it } from 'vitest';
import { docsThemes } from '../../.storybook/docsThemes';
import { contrastRatio } from './contrast';

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** The docs page's own colours (Storybook's blocks: headings, text, links, the props table) in each theme. */
describe.each(['light', 'dark'] as const)('the %s docs theme', (name) => {
  const theme = docsThemes[name];

  it('is the base it claims to be', () => {
    expect(theme.base).toBe(name);
  });

  it.each(['textColor', 'textMutedColor', 'colorSecondary', 'inputTextColor'] as const)(
    '%s passes AA (4.5:1) on the docs page',
    (key) => {
      expect(contrastRatio(rgb(theme[key]!), rgb(theme.appContentBg!))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('matches the page the shop paints in that theme (its surface)', () => {
    expect(theme.appContentBg!.toLowerCase()).toBe(name === 'light' ? '#ffffff' : '#1b1410');
  });
});
