import type { CategoryId, Size } from './categories';
import { MEMBER_CARD_MINIMUM } from './limits';

/**
 * The member card's rules (docs/product.md, "Member card"), shared by the server that keeps the ledger
 * and the screens that explain it, so both count the same way.
 */

/** One point per this much of a paid order's subtotal, rounded down. */
export const IDR_PER_POINT = 10_000;
/** Points one free drink costs. */
export const POINTS_PER_REWARD = 10;
/** A card number: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so it can be typed from a screen. */
export const CARD_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CARD_NUMBER_LENGTH = 12;

/** Where the profile shows the card, for the tracker's announcement to link to (`/cust/profile#member-card`). */
export const MEMBER_CARD_ANCHOR = 'member-card';

/** Whether a paid order's subtotal earns the card. */
export function qualifiesForCard(subtotal: number): boolean {
  return subtotal >= MEMBER_CARD_MINIMUM;
}

/** Points a paid order earns: whole IDR 10.000s of its subtotal (a reward line costs 0, so earns nothing). */
export function pointsEarned(subtotal: number): number {
  return Math.max(0, Math.floor(subtotal / IDR_PER_POINT));
}

/**
 * A typed or scanned number, normalised: spaces and dashes dropped, upper case. Null when it cannot be a
 * card number, so "unknown" (a well-formed number no card has) and "malformed" are told apart.
 */
export function normaliseCardNumber(typed: string): string | null {
  const number = typed.replace(/[\s-]/g, '').toUpperCase();
  if (number.length !== CARD_NUMBER_LENGTH) return null;
  for (const character of number) if (!CARD_NUMBER_ALPHABET.includes(character)) return null;
  return number;
}

/** The number in groups of four, as printed on the card and read aloud at the counter: "ABCD EFGH JKMN". */
export function groupedCardNumber(number: string): string {
  return number.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a line must be to be taken as the free drink: a Regular coffee or non-coffee, one of it. */
export interface RewardCandidate {
  categoryId: CategoryId;
  size: Size;
  qty: number;
}

export type RewardProblem = 'not-a-regular-drink' | 'one-only' | 'not-enough-points';

/** Why a line cannot be the free drink for a member with `points`, or null when it can. */
export function rewardProblem(line: RewardCandidate, points: number): RewardProblem | null {
  if ((line.categoryId !== 1 && line.categoryId !== 2) || line.size !== 'R') return 'not-a-regular-drink';
  if (line.qty !== 1) return 'one-only';
  if (points < POINTS_PER_REWARD) return 'not-enough-points';
  return null;
}

/** Progress to the next free drink: points towards it (0–9 once past a reward; 0 while negative) and how many more it needs. */
export function rewardProgress(points: number): { toward: number; needed: number; rewards: number } {
  if (points <= 0) return { toward: 0, needed: POINTS_PER_REWARD - points, rewards: 0 };
  return {
    toward: points % POINTS_PER_REWARD,
    needed: POINTS_PER_REWARD - (points % POINTS_PER_REWARD),
    rewards: Math.floor(points / POINTS_PER_REWARD),
  };
}

/** One row of the card's ledger: every change of points, with the order it came from. */
export type LedgerKind = 'earned' | 'redeemed' | 'reversed' | 'returned';
export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed: earned and returned add, redeemed and reversed take away. */
  points: number;
  orderId: number;
  at: string;
}

/** The balance a ledger explains: the sum of its rows, nothing kept beside it. */
export function balanceOf(entries: readonly Pick<LedgerEntry, 'points'>[]): number {
  return entries.reduce((sum, entry) => sum + entry.points, 0);
}

/**
 * What each line costs once the free drink is on the line keyed `rewardKey` (that line costs 0, as the
 * checkout prices it): the input of `orderTotals`, so the subtotal, tax and total leave the free line out.
 */
export function lineTotalsWithReward(
  lines: readonly { key: string; total: number }[],
  rewardKey: string | null,
): number[] {
  return lines.map((line) => (line.key === rewardKey ? 0 : line.total));
}

/** A change of points as the ledger shows it: "+25", "-10", "0". */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
