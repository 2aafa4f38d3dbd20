import type { CategoryId, Size } from '../../src/domain/categories.ts';
import { POINTS_PER_REWARD, rewardProblem, type RewardProblem } from '../../src/domain/memberCard.ts';
import { badRequest } from '../errors.ts';

/** Refusals of a free drink at checkout (docs/product.md, "Member card"): each names what is wrong. */
export const ONE_REWARD_LINE = 'Only one line of an order can be the free drink';
export const REWARD_NEEDS_CARD = 'Only members take a free drink: a paid order of IDR 200.000 or more brings the card';

/** The sentence for a line the rules refuse, naming the product and, for points, the balance. */
export function rewardProblemText(problem: RewardProblem, product: string, points: number): string {
  switch (problem) {
    case 'not-a-regular-drink':
      return `${product} cannot be the free drink: it must be a Regular (R) coffee or non-coffee`;
    case 'one-only':
      return `The free drink is one ${product}: set its qty to 1`;
    case 'not-enough-points':
      return `A free drink takes ${POINTS_PER_REWARD} points; your card has ${points}`;
  }
}

/** A checkout line that asks to be the free drink, with what the rules read of it. */
export interface RewardLine {
  name: string;
  categoryId: CategoryId;
  size: Size;
  qty: number;
}

/** Refuses (400 REWARD_REFUSED) a free drink the member may not take; the card is null for a customer without one. */
export function checkRewardLine(line: RewardLine, card: { points: number } | null): void {
  if (!card) throw badRequest(REWARD_NEEDS_CARD, 'REWARD_REFUSED');
  const problem = rewardProblem(line, card.points);
  if (problem) throw badRequest(rewardProblemText(problem, line.name, card.points), 'REWARD_REFUSED');
}
