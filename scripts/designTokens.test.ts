import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildTheme,
  cssValue,
  cssVariable,
  groupOf,
  groupsOf,
  THEMES,
  tokensOf,
  type TokenFile,
} from './designTokens.ts';

const tokens = JSON.parse(readFileSync(new URL('../src/styles/tokens.json', import.meta.url), 'utf8')) as TokenFile;
const groups = groupsOf(tokens);
const DTCG_TYPES = ['color', 'shadow', 'fontFamily', 'typography', 'dimension', 'duration', 'cubicBezier', 'number'];

describe('tokens.json', () => {
  it('gives every group a DTCG $type and every token a $value', () => {
    for (const [name, group] of groups) {
      expect(DTCG_TYPES, name).toContain(group.$type);
      for (const [tokenName, token] of tokensOf(group)) expect(token.$value, `${name}.${tokenName}`).toBeDefined();
    }
  });

  it('gives every colour and shadow a dark-theme value', () => {
    for (const name of ['color', 'shadow']) {
      for (const [tokenName, token] of tokensOf(groupOf(tokens, name)!)) {
        expect(token.$extensions?.[THEMES]?.dark.$value, `${name}.${tokenName}`).toBeDefined();
      }
    }
  });

  it('holds spacing, motion, z-index and breakpoint tokens', () => {
    for (const name of ['spacing', 'duration', 'easing', 'z-index', 'breakpoint']) {
      expect(tokensOf(groupOf(tokens, name)!).length, name).toBeGreaterThan(0);
    }
  });
});

describe('the CSS forms', () => {
  it('writes shadows, font stacks and curves as CSS', () => {
    const shadow = { color: 'rgba(0, 0, 0, 0.5)', offsetX: '0px', offsetY: '6px', blur: '20px', spread: '0px' };
    expect(cssValue('shadow', shadow)).toBe('0 6px 20px rgba(0, 0, 0, 0.5)');
    expect(cssValue('shadow', { ...shadow, spread: '2px' })).toBe('0 6px 20px 2px rgba(0, 0, 0, 0.5)');
    expect(cssValue('fontFamily', ['Poppins', 'system-ui', 'sans-serif'])).toBe("'Poppins', system-ui, sans-serif");
    expect(cssValue('cubicBezier', [0.2, 0, 0, 1])).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(cssVariable('color', 'primary')).toBe('--cs-primary');
    expect(cssVariable('z-index', 'modal')).toBe('--cs-z-modal');
    expect(cssVariable('text', 'display')).toBeNull();
  });

  it('points Tailwind at the themed variables and keeps the default family as sans', () => {
    const theme = buildTheme(tokens);
    expect(theme.colors?.primary).toBe('var(--cs-primary)');
    expect(theme.fontFamily?.sans).toBe('var(--cs-font-body)');
    expect(theme.borderRadius?.card).toBe('20px');
    expect(theme.fontSize?.display).toEqual(['3rem', { lineHeight: '1.15', fontWeight: '700' }]);
  });
});
