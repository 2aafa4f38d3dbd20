import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  CARD_NUMBER_ALPHABET,
  CARD_NUMBER_LENGTH,
  groupedCardNumber,
  lineTotalsWithReward,
  normaliseCardNumber,
  pointsEarned,
  qualifiesForCard,
  rewardProblem,
  rewardProgress,
  signedPoints,
} from './memberCard';

describe('the member card', () => {
  it('is earned by a subtotal of IDR 200.000 or more', () => {
    expect(qualifiesForCard(199_999)).toBe(false);
    expect(qualifiesForCard(200_000)).toBe(true);
  });

  it('earns a point per whole IDR 10.000', () => {
    expect(pointsEarned(0)).toBe(0);
    expect(pointsEarned(9_999)).toBe(0);
    expect(pointsEarned(250_000)).toBe(25);
    expect(pointsEarned(19_999)).toBe(1);
  });

  it('reads a typed number in any case, with spaces or dashes, and refuses what cannot be one', () => {
    expect(normaliseCardNumber('abcd-efgh 2345')).toBe('ABCDEFGH2345');
    expect(normaliseCardNumber('ABCDEFGH234')).toBeNull();
    expect(normaliseCardNumber('ABCDEFGH2340')).toBeNull();
    expect(normaliseCardNumber('<script>abc')).toBeNull();
  });

  it('groups a number by four, and every generated number reads back as itself', () => {
    expect(groupedCardNumber('ABCDEFGH2345')).toBe('ABCD EFGH 2345');
    const number = fc.string({
      unit: fc.constantFrom(...CARD_NUMBER_ALPHABET),
      minLength: CARD_NUMBER_LENGTH,
      maxLength: CARD_NUMBER_LENGTH,
    });
    fc.assert(fc.property(number, (n) => normaliseCardNumber(groupedCardNumber(n).toLowerCase()) === n));
  });

  it('gives a free drink only for one Regular coffee or non-coffee, with ten points', () => {
    expect(rewardProblem({ categoryId: 1, size: 'R', qty: 1 }, 10)).toBeNull();
    expect(rewardProblem({ categoryId: 2, size: 'R', qty: 1 }, 12)).toBeNull();
    expect(rewardProblem({ categoryId: 1, size: 'L', qty: 1 }, 10)).toBe('not-a-regular-drink');
    expect(rewardProblem({ categoryId: 3, size: '250', qty: 1 }, 10)).toBe('not-a-regular-drink');
    expect(rewardProblem({ categoryId: 1, size: 'R', qty: 2 }, 10)).toBe('one-only');
    expect(rewardProblem({ categoryId: 1, size: 'R', qty: 1 }, 9)).toBe('not-enough-points');
  });

  it('shows the way to the next free drink, from below zero too', () => {
    expect(rewardProgress(0)).toEqual({ toward: 0, needed: 10, rewards: 0 });
    expect(rewardProgress(7)).toEqual({ toward: 7, needed: 3, rewards: 0 });
    expect(rewardProgress(10)).toEqual({ toward: 0, needed: 10, rewards: 1 });
    expect(rewardProgress(23)).toEqual({ toward: 3, needed: 7, rewards: 2 });
    expect(rewardProgress(-4)).toEqual({ toward: 0, needed: 14, rewards: 0 });
  });

  it('has a balance that is the sum of its rows', () => {
    expect(balanceOf([])).toBe(0);
    expect(balanceOf([{ points: 25 }, { points: -10 }, { points: -25 }])).toBe(-10);
  });

  it('prices the free line at 0 and every other line as it is', () => {
    const lines = [
      { key: '1:R::', total: 25_000 },
      { key: '2:L::', total: 30_000 },
    ];
    expect(lineTotalsWithReward(lines, '1:R::')).toEqual([0, 30_000]);
    expect(lineTotalsWithReward(lines, null)).toEqual([25_000, 30_000]);
    expect(lineTotalsWithReward(lines, 'gone')).toEqual([25_000, 30_000]);
  });

  it('writes a change of points with its sign', () => {
    expect(signedPoints(25)).toBe('+25');
    expect(signedPoints(-10)).toBe('-10');
    expect(signedPoints(0)).toBe('0');
  });
});
