import { randomInt } from 'node:crypto';
import {
  balanceOf,
  CARD_NUMBER_ALPHABET,
  CARD_NUMBER_LENGTH,
  pointsEarned,
  POINTS_PER_REWARD,
  qualifiesForCard,
  type LedgerKind,
} from '../../src/domain/memberCard.ts';
import type { Db, DialectName } from '../db/schema.ts';
import { callName } from '../orders/callName.ts';
import { recordMemberCardEvent } from '../events/orderEvents.ts';
import type { MemberCardEvent } from '../events/shopEvents.ts';

/**
 * The member card's ledger (docs/product.md, "Member card"; docs/architecture.md, "Member card"). Every
 * function here runs inside the transaction that changes the order (paid, checked out, cancelled,
 * refunded), so the points never disagree with the order. A card's balance is the sum of its rows in
 * member_points; at most one row per order and kind (a unique index), written with "insert or ignore",
 * so a repeated notification or cancel changes nothing twice.
 */

/** A new card number: CARD_NUMBER_LENGTH characters drawn with crypto randomness, no personal data. */
export function newCardNumber(): string {
  let number = '';
  for (let index = 0; index < CARD_NUMBER_LENGTH; index++) {
    number += CARD_NUMBER_ALPHABET[randomInt(CARD_NUMBER_ALPHABET.length)];
  }
  return number;
}

export interface CardRow {
  id: number;
  user_id: number;
  number: string;
}

const cardOf = (db: Db, userId: number) =>
  db.selectFrom('member_cards').select(['id', 'user_id', 'number']).where('user_id', '=', userId).executeTakeFirst();

/** The sum of a card's ledger. */
export async function pointsOf(db: Db, cardId: number): Promise<number> {
  const row = await db
    .selectFrom('member_points')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
    .where('card_id', '=', cardId)
    .executeTakeFirst();
  // PostgreSQL's sum of integers reads back as a string (bigint), SQLite's as a number.
  return Number(row?.points ?? 0);
}

/** Writes one ledger row unless the order already has one of that kind; answers whether it wrote. */
async function addRow(db: Db, cardId: number, orderId: number, kind: LedgerKind, points: number, at: string) {
  const written = await db
    .insertInto('member_points')
    .values({ card_id: cardId, order_id: orderId, kind, points, created_at: at })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .executeTakeFirst();
  return (written.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A card issued or its points changed in this transaction: its event is still to be written. */
export interface CardChange {
  card: CardRow;
  issued: boolean;
  at: string;
}

/**
 * Writes the event of a card's change, with the balance after it; null for no change. Called after the
 * order's own event, so subscribers hear both in id order. The ledger's rows are written before the
 * order's event takes the events' lock (server/events/orderEvents.ts): a row naming the customer or the
 * card waits for a checkout holding them, and that checkout never waits for a lock held by a writer
 * stuck behind it (no deadlock on PostgreSQL).
 */
export async function announceCardChange(
  db: Db,
  dialect: DialectName,
  change: CardChange | null,
): Promise<MemberCardEvent | null> {
  if (!change) return null;
  const { card, issued, at } = change;
  return recordMemberCardEvent(db, dialect, card.user_id, {
    number: card.number,
    points: await pointsOf(db, card.id),
    issued,
    at,
  });
}

/** How often a clash of card numbers (about one in 10^17) is met by drawing again. */
const NUMBER_TRIES = 3;

/**
 * Issues the customer's card for this order unless they have one. Two qualifying orders paid at once
 * issue one: the second insert meets the unique user_id and does nothing (on PostgreSQL it waits for
 * the first to commit, then sees its card). Answers the card and whether this call issued it.
 */
async function issueCard(db: Db, userId: number, orderId: number, at: string) {
  for (let tries = 0; tries < NUMBER_TRIES; tries++) {
    const inserted = await db
      .insertInto('member_cards')
      .values({ user_id: userId, number: newCardNumber(), issued_at: at, order_id: orderId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { card: (await cardOf(db, userId))!, issued: true };
    const card = await cardOf(db, userId);
    // No card for this customer: the number was another's, draw again.
    if (card) return { card, issued: false };
  }
  throw new Error('Could not draw an unused member card number');
}

/**
 * A paid order (its money in: a confirm the shop took, a provider's settlement, cash at hand-over):
 * issues the card when its subtotal qualifies and the customer has none, then lets a member earn its
 * points (the qualifying order included). Answers the change to announce, or null.
 */
export async function creditPaidOrder(db: Db, orderId: number, now: Date): Promise<CardChange | null> {
  const at = now.toISOString();
  const order = await db
    .selectFrom('orders')
    .select(['user_id', 'subtotal'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  let card: CardRow | undefined;
  let issued = false;
  if (qualifiesForCard(order.subtotal)) ({ card, issued } = await issueCard(db, order.user_id, orderId, at));
  else card = await cardOf(db, order.user_id);
  if (!card) return null;
  // The free drink costs 0, so the subtotal already leaves it out: a reward line earns nothing.
  const points = pointsEarned(order.subtotal);
  const earned = points > 0 && (await addRow(db, card.id, orderId, 'earned', points, at));
  return issued || earned ? { card, issued, at } : null;
}

/**
 * A cancelled or refunded order gives back what it changed: a `reversed` row takes what it earned
 * (the balance may go negative), a `returned` row gives back the points its free drink took. Each at
 * most once per order. Answers the change to announce, or null.
 */
export async function voidOrderPoints(db: Db, orderId: number, now: Date): Promise<CardChange | null> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('member_points')
    .innerJoin('member_cards', 'member_cards.id', 'member_points.card_id')
    .select([
      'member_points.kind',
      'member_points.points',
      'member_cards.id',
      'member_cards.user_id',
      'member_cards.number',
    ])
    .where('member_points.order_id', '=', orderId)
    .execute();
  const first = rows[0];
  if (!first) return null;
  const card: CardRow = { id: first.id, user_id: first.user_id, number: first.number };
  const sumOf = (kind: LedgerKind) => balanceOf(rows.filter((row) => row.kind === kind));
  const earned = sumOf('earned');
  const redeemed = sumOf('redeemed');
  let changed = false;
  if (earned !== 0) changed = (await addRow(db, card.id, orderId, 'reversed', -earned, at)) || changed;
  if (redeemed !== 0) changed = (await addRow(db, card.id, orderId, 'returned', -redeemed, at)) || changed;
  return changed ? { card, issued: false, at } : null;
}

/**
 * An order's money went back without a cancel (a refund the provider reports): its points are voided
 * unless another payment of the order still holds (money paid twice, one refunded).
 */
export async function voidRefundedOrderPoints(db: Db, orderId: number, now: Date) {
  const holding = await db
    .selectFrom('payment_attempts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', 'in', ['paid', 'due'])
    .limit(1)
    .executeTakeFirst();
  return holding ? null : voidOrderPoints(db, orderId, now);
}

/** The member's card for a checkout that takes a free drink, its row locked, with the balance. */
export async function cardForReward(db: Db, dialect: DialectName, userId: number) {
  let query = db.selectFrom('member_cards').select(['id', 'user_id', 'number']).where('user_id', '=', userId);
  // Two tabs redeeming at once: the second waits for the first's points to be taken, then reads the
  // balance left (checkout also locks the customer's row; SQLite's transactions are one at a time).
  // NO KEY UPDATE rather than UPDATE: a ledger row written meanwhile (its key share on the card) need
  // not wait for this checkout.
  if (dialect === 'postgres') query = query.forNoKeyUpdate();
  const card = await query.executeTakeFirst();
  return card ? { ...card, points: await pointsOf(db, card.id) } : null;
}

/** Takes the free drink's points for this order (the `redeemed` row). */
export async function takeReward(db: Db, card: CardRow, orderId: number, now: Date): Promise<CardChange> {
  const at = now.toISOString();
  await addRow(db, card.id, orderId, 'redeemed', -POINTS_PER_REWARD, at);
  return { card, issued: false, at };
}

/** How many ledger rows `GET user/member-card` lists, newest first; the balance counts them all. */
export const LEDGER_SHOWN = 100;

/** `GET user/member-card`: the owner's card, its balance and its latest ledger rows; null when none. */
export async function memberCardOf(db: Db, userId: number) {
  const card = await db
    .selectFrom('member_cards')
    .select(['id', 'number', 'issued_at', 'order_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!card) return null;
  const ledger = await db
    .selectFrom('member_points')
    .select(['kind', 'points', 'order_id', 'created_at'])
    .where('card_id', '=', card.id)
    .orderBy('id', 'desc')
    .limit(LEDGER_SHOWN)
    .execute();
  return {
    number: card.number,
    issued_at: card.issued_at,
    points: await pointsOf(db, card.id),
    order_id: card.order_id,
    ledger: ledger.map((row) => ({ ...row, kind: row.kind as LedgerKind })),
  };
}

/** `GET member-cards/{number}`: what the counter needs to greet a member; null for an unknown number. */
export async function lookUpCard(db: Db, number: string) {
  const card = await db
    .selectFrom('member_cards')
    .innerJoin('users', 'users.id', 'member_cards.user_id')
    .select(['member_cards.id', 'member_cards.issued_at', 'users.first_name', 'users.username'])
    .where('member_cards.number', '=', number)
    .executeTakeFirst();
  if (!card) return null;
  // The name the counter calls out (never an email): the first name, else the username's first word.
  return {
    first_name: callName(card.first_name, card.username),
    points: await pointsOf(db, card.id),
    issued_at: card.issued_at,
  };
}
