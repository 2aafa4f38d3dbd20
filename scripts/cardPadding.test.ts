import { describe, expect, it } from 'vitest';
import { CARD_LADDER, describeViolation, findViolations, ladderByRem, shopSources, shopTokens } from './cardPadding.ts';

const tokens = shopTokens();
const sources = shopSources();
const found = (files: Record<string, string>) => findViolations(files, tokens).map(describeViolation);

describe('card padding comes from the card ladder (docs/architecture.md#design-tokens)', () => {
  it('finds a number on a card, however the card is written, with the token to use', () => {
    expect(found({ 'a.tsx': `<div className="rounded-card bg-surface p-4 sm:px-6" />` })).toEqual([
      'a.tsx:1: p-4 on a card: use p-tile',
      'a.tsx:1: sm:px-6 on a card: use sm:px-card',
    ]);
    // Through the shared card class, imported or local, and in a tv() base given as an array.
    const shared = `export const CARD_CLASS = 'rounded-card bg-surface shadow-soft';`;
    const user = `import { CARD_CLASS } from './cardStyles';\nconst a = cn(CARD_CLASS, 'flex', isWide && 'py-10');`;
    expect(found({ 'cardStyles.ts': shared, 'user.tsx': user })).toEqual(['user.tsx:2: py-10 on a card: use py-roomy']);
    expect(found({ 't.ts': `const t = tv({ base: ['rounded-card', 'p-[14px]'] });` })).toEqual([
      't.ts:1: p-[14px] on a card: no card-ladder token has this value',
    ]);
  });

  it('leaves controls, the ladder, zero and what is not a card alone', () => {
    const files = {
      'b.tsx': [
        `<a className="inline-flex min-h-11 items-center rounded-card bg-accent px-6" />`,
        `<div className="rounded-card p-tile pt-0 sm:p-card" />`,
        `<div className="rounded-chip p-4" />`,
        `<a className="p-2 after:absolute after:rounded-card" />`,
        `const b = cn('flex p-4', className);`,
      ].join('\n'),
    };
    expect(found(files)).toEqual([]);
  });

  it('has every step of the ladder in tokens.json, each with its own value', () => {
    expect([...ladderByRem(tokens).values()].sort()).toEqual([...CARD_LADDER].sort());
  });

  // Parsing some seventy files takes a few seconds on a busy machine (the compiler warms up on the first).
  it('keeps every card of the shop on the ladder', () => {
    expect(found(sources)).toEqual([]);
  }, 30_000);

  it('uses every step of the ladder on some card, so no step is left unused', () => {
    const text = Object.values(sources).join('\n');
    const unused = CARD_LADDER.filter((name) => !new RegExp(`[\\s'"\`:]p[xy]?-${name}[\\s'"\`]`).test(text));
    expect(unused).toEqual([]);
  });
});
