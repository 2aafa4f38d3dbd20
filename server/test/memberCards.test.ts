import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, CARD_NUMBER_ALPHABET, CARD_NUMBER_LENGTH } from '../../src/domain/memberCard.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import { newCardNumber, voidOrderPoints } from '../memberCards/memberCards.ts';
import { CARD_NOT_FOUND, CARD_NUMBER_MALFORMED, NO_MEMBER_CARD } from '../memberCards/memberCardRoutes.ts';
import { ONE_REWARD_LINE, REWARD_NEEDS_CARD } from '../memberCards/rewardLine.ts';
import { grossAmountText, midtransSignature } from '../payments/midtransSignature.ts';
import { simulatorKey } from '../payments/simulator/simulatorProvider.ts';
import { checkoutOrder, payOrder, type CheckoutLine } from './support/orderFlow.ts';
import { referenceOf } from './support/paymentRows.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  TEST_SECRET,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** The member card (docs/product.md, "Member card"): issuing, earning, losing, the free drink, the look-up. */

interface LedgerRow {
  kind: string;
  points: number;
  order_id: number;
  created_at: string;
}
interface Card {
  number: string;
  issued_at: string;
  points: number;
  order_id: number;
  ledger: LedgerRow[];
}

/** A latte at 50.000: four of them are a qualifying subtotal (200.000, 20 points). */
const LATTE_PRICE = 50_000;

describe('the member card with the shop’s own payments', () => {
  let t: TestApp;
  let admin: Account;
  let barista: Account;
  let latte: number;
  let latteName: string;
  let tea: number;
  let cheapLatte: number;
  let croissant: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => parseShopTime('2026-11-23T15:00')! });
    admin = await createAccount(t.app, 'admin');
    barista = await createAccount(t.app, 'staff', 'barista');
    const product = await insertProduct(t.app, { price: LATTE_PRICE, stock: 10_000 });
    latte = product.id;
    latteName = product.name;
    tea = (await insertProduct(t.app, { price: 30_000, stock: 10_000, category_id: 2 })).id;
    cheapLatte = (await insertProduct(t.app, { price: 49_999, stock: 10_000 })).id;
    croissant = (await insertProduct(t.app, { price: 25_000, stock: 10_000, category_id: 3, size: 'R' })).id;
  });
  afterAll(() => t.close());

  const myCard = (who: Account) => t.app.inject({ method: 'GET', url: '/api/user/member-card', headers: who.auth });
  const cardOf = async (who: Account): Promise<Card> => {
    const response = await myCard(who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Card;
  };
  const lookUp = (number: string, who: Account = barista) =>
    t.app.inject({ method: 'GET', url: `/api/member-cards/${encodeURIComponent(number)}`, headers: who.auth });
  const checkout = (who: Account, products: (CheckoutLine & { redeem?: boolean })[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: who.auth,
      payload: { delivery_method: 'dine in', delivery_time: '', products },
    });
  const cancel = (orderId: number, who: Account = admin, reason = 'Out of milk') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/order/cancel',
      headers: who.auth,
      payload: { order_id: orderId, reason },
    });
  const ledgerSum = async (who: Account) => {
    const rows = await t.app.ctx.db
      .selectFrom('member_points')
      .innerJoin('member_cards', 'member_cards.id', 'member_points.card_id')
      .select('member_points.points')
      .where('member_cards.user_id', '=', who.id)
      .execute();
    return balanceOf(rows);
  };
  /** A customer who paid one qualifying order (four lattes): a card with 20 points. */
  const member = async () => {
    const customer = await createAccount(t.app);
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 4, size: 'R' }]);
    await payOrder(t.app, customer, orderId);
    return { customer, orderId };
  };
  /** A customer with a card and exactly these points, written as the ledger would (to reach odd balances). */
  const memberWith = async (points: number) => {
    const { customer, orderId } = await member();
    const card = await t.app.ctx.db
      .selectFrom('member_cards')
      .select('id')
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    // The qualifying order's 20 points, less what this test wants gone, as a cancelled order's reversal.
    const other = await t.app.ctx.db
      .insertInto('orders')
      .values({
        user_id: customer.id,
        status: 'cancelled',
        delivery_method: 'dine in',
        delivery_time: null,
        address: null,
        customer_phone: null,
        payment_method_id: 1,
        subtotal: 0,
        tax_fee: 0,
        shipping: 0,
        total: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        paid_at: null,
        preparing_at: null,
        ready_at: null,
        done_at: null,
        cancelled_at: null,
        cancel_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .insertInto('member_points')
      .values({ card_id: card.id, order_id: other.id, kind: 'reversed', points: points - 20, created_at: '' })
      .execute();
    expect((await cardOf(customer)).points).toBe(points);
    return { customer, orderId };
  };

  it('issues the card when a paid order reaches 200.000 (manual confirm), with its points and an event', async () => {
    const customer = await createAccount(t.app);
    expectError(await myCard(customer), 404, NO_MEMBER_CARD);
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 4, size: 'R' }]);
    expectError(await myCard(customer), 404, NO_MEMBER_CARD);
    await payOrder(t.app, customer, orderId);

    const card = await cardOf(customer);
    expect(card).toMatchObject({ points: 20, order_id: orderId, issued_at: '2026-11-23T08:00:00.000Z' });
    expect(card.number).toHaveLength(CARD_NUMBER_LENGTH);
    for (const character of card.number) expect(CARD_NUMBER_ALPHABET).toContain(character);
    expect(card.ledger).toEqual([
      { kind: 'earned', points: 20, order_id: orderId, created_at: '2026-11-23T08:00:00.000Z' },
    ]);
    const events = await t.app.ctx.db
      .selectFrom('events')
      .select('data')
      .where('user_id', '=', customer.id)
      .where('type', '=', 'member_card')
      .execute();
    expect(events.map((event) => JSON.parse(event.data))).toEqual([
      { number: card.number, points: 20, issued: true, at: '2026-11-23T08:00:00.000Z' },
    ]);
  });

  it('issues no card under 200.000, and a non-member earns no points', async () => {
    const customer = await createAccount(t.app);
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: cheapLatte, qty: 4, size: 'R' }]);
    await payOrder(t.app, customer, orderId);
    expectError(await myCard(customer), 404, NO_MEMBER_CARD);
    const rows = await t.app.ctx.db.selectFrom('member_points').select('id').where('order_id', '=', orderId).execute();
    expect(rows).toEqual([]);
  });

  it('lets a member earn a point per 10.000 of every paid order, the balance being the ledger’s sum', async () => {
    const { customer, orderId } = await member();
    const second = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 1, size: 'L' }]);
    await payOrder(t.app, customer, second);
    const card = await cardOf(customer);
    // 55.000: five points; the card stays the first order's.
    expect(card.points).toBe(25);
    expect(card.order_id).toBe(orderId);
    expect(card.ledger.map((row) => [row.kind, row.points, row.order_id])).toEqual([
      ['earned', 5, second],
      ['earned', 20, orderId],
    ]);
    expect(balanceOf(card.ledger)).toBe(card.points);
    expect(await ledgerSum(customer)).toBe(card.points);
  });

  it('issues the card for cash when the cash is collected, at the hand-over', async () => {
    const customer = await createAccount(t.app);
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 4, size: 'R' }]);
    await payOrder(t.app, customer, orderId, 3);
    expectError(await myCard(customer), 404, NO_MEMBER_CARD);
    const done = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/done',
      headers: admin.auth,
      payload: { order_id: orderId },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await cardOf(customer)).toMatchObject({ points: 20, order_id: orderId });
  });

  it('issues one card when two qualifying orders are paid at once, and both earn', async () => {
    const customer = await createAccount(t.app);
    // One unpaid order at a time: two cash orders wait in the queue, then are handed over at once.
    const first = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 4, size: 'R' }]);
    await payOrder(t.app, customer, first, 3);
    const second = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 4, size: 'R' }]);
    await payOrder(t.app, customer, second, 3);
    const handOver = (orderId: number) =>
      t.app.inject({ method: 'PATCH', url: '/api/order/done', headers: admin.auth, payload: { order_id: orderId } });
    const answers = await Promise.all([handOver(first), handOver(second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const cards = await t.app.ctx.db
      .selectFrom('member_cards')
      .selectAll()
      .where('user_id', '=', customer.id)
      .execute();
    expect(cards).toHaveLength(1);
    const card = await cardOf(customer);
    expect(card.points).toBe(40);
    expect(card.ledger.map((row) => row.order_id).sort()).toEqual([first, second].sort());
  });

  it('keeps the card when the qualifying order is refunded, takes its points (negative possible), once', async () => {
    const { customer, orderId } = await member();
    // The free drink alone: the order costs nothing and earns nothing.
    const reward = await checkoutOrder(t.app, customer, [
      { product_id: latte, qty: 1, size: 'R', redeem: true } as CheckoutLine,
    ]);
    await payOrder(t.app, customer, reward);
    expect((await cardOf(customer)).points).toBe(10);

    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refund).toMatchObject({ state: 'succeeded' });
    const card = await cardOf(customer);
    expect(card.order_id).toBe(orderId);
    expect(card.points).toBe(-10);
    expect(card.ledger.map((row) => [row.kind, row.points, row.order_id])).toEqual([
      ['reversed', -20, orderId],
      ['redeemed', -10, reward],
      ['earned', 20, orderId],
    ]);
    expect(await ledgerSum(customer)).toBe(-10);

    // A repeated cancel is refused, and taking the points back again changes nothing.
    expect((await cancel(orderId)).statusCode).toBe(409);
    expect(await t.app.ctx.db.transaction().execute((trx) => voidOrderPoints(trx, orderId, new Date()))).toBeNull();
    expect((await cardOf(customer)).points).toBe(-10);
  });

  it('gives the free drink’s points back when its order is cancelled', async () => {
    const { customer } = await member();
    const response = await checkout(customer, [
      { product_id: tea, qty: 1, size: 'R', redeem: true },
      { product_id: latte, qty: 1, size: 'R' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json().data.order_id as number;
    // The tea is free: only the latte is charged.
    expect(response.json().data.subtotal).toBe(LATTE_PRICE);
    expect((await cardOf(customer)).points).toBe(10);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: customer.auth })
    ).json().data;
    expect(
      detail.order_details.map((line: { is_reward: boolean; price: number }) => [line.is_reward, line.price]),
    ).toEqual([
      [true, 0],
      [false, LATTE_PRICE],
    ]);

    expect((await cancel(orderId, customer, '')).statusCode).toBe(200);
    const card = await cardOf(customer);
    expect(card.points).toBe(20);
    expect(card.ledger[0]).toMatchObject({ kind: 'returned', points: 10, order_id: orderId });
  });

  it('refuses a free drink with nine points, of size L, a food, qty 2, twice, or without a card, writing nothing', async () => {
    const { customer } = await memberWith(9);
    const orders = async () =>
      (await t.app.ctx.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute()).length;
    const before = await orders();
    expectError(
      await checkout(customer, [{ product_id: latte, qty: 1, size: 'R', redeem: true }]),
      400,
      'A free drink takes 10 points; your card has 9',
    );

    const rich = (await memberWith(30)).customer;
    const refused = [
      [{ product_id: latte, qty: 1, size: 'L', redeem: true }],
      [{ product_id: croissant, qty: 1, size: 'R', redeem: true }],
      [{ product_id: latte, qty: 2, size: 'R', redeem: true }],
    ];
    const texts = [
      `${latteName} cannot be the free drink: it must be a Regular (R) coffee or non-coffee`,
      'cannot be the free drink: it must be a Regular (R) coffee or non-coffee',
      `The free drink is one ${latteName}: set its qty to 1`,
    ];
    for (const [index, lines] of refused.entries()) {
      const answer = await checkout(rich, lines);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'REWARD_REFUSED' });
      expect(answer.json().messages).toContain(texts[index]);
    }
    expectError(
      await checkout(rich, [
        { product_id: latte, qty: 1, size: 'R', redeem: true },
        { product_id: tea, qty: 1, size: 'R', redeem: true },
      ]),
      400,
      ONE_REWARD_LINE,
    );
    expectError(
      await checkout(await createAccount(t.app), [{ product_id: latte, qty: 1, size: 'R', redeem: true }]),
      400,
      REWARD_NEEDS_CARD,
    );
    expect(await orders()).toBe(before);
    expect((await cardOf(customer)).points).toBe(9);
    expect((await cardOf(rich)).points).toBe(30);
  });

  it('gives one free drink when two tabs redeem at once', async () => {
    const { customer } = await memberWith(15);
    const line = { product_id: latte, qty: 1, size: 'R', redeem: true };
    const answers = await Promise.all([checkout(customer, [line]), checkout(customer, [{ ...line, product_id: tea }])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const card = await cardOf(customer);
    expect(card.points).toBe(5);
    expect(card.ledger.filter((row) => row.kind === 'redeemed')).toHaveLength(1);
  });

  it('lets staff and admins look a card up by its number, typed loosely; customers may not', async () => {
    const { customer } = await member();
    await t.app.ctx.db.updateTable('users').set({ first_name: 'Sari Dewi' }).where('id', '=', customer.id).execute();
    const card = await cardOf(customer);
    const typed = `${card.number.slice(0, 4).toLowerCase()}-${card.number.slice(4, 8)} ${card.number.slice(8)}`;
    for (const who of [barista, admin]) {
      const answer = await lookUp(typed, who);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({ first_name: 'Sari', points: 20, issued_at: card.issued_at });
    }
    expectError(await lookUp('ABC'), 400, CARD_NUMBER_MALFORMED);
    expectError(await lookUp('0000IIII1111'), 400, CARD_NUMBER_MALFORMED);
    let unknown = newCardNumber();
    while (unknown === card.number) unknown = newCardNumber();
    expectError(await lookUp(unknown), 404, CARD_NOT_FOUND);
    expect((await lookUp(card.number, customer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/member-cards/${card.number}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the member card with a payment provider', () => {
  let t: TestApp;
  let latte: number;
  const key = simulatorKey(TEST_SECRET);

  beforeAll(async () => {
    t = await createTestApp({ payments: { provider: 'simulator', simulatorDelayMs: 0 } });
    latte = (await insertProduct(t.app, { price: LATTE_PRICE, stock: 10_000 })).id;
  });
  afterAll(() => t.close());

  const notify = (reference: string, status: string, code: string, amount: number) => {
    const gross = grossAmountText(amount);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/simulator',
      payload: {
        transaction_status: status,
        status_code: code,
        order_id: reference,
        gross_amount: gross,
        fraud_status: 'accept',
        signature_key: midtransSignature(reference, code, gross, key),
      },
    });
  };

  it('issues the card on the settlement’s notification, once, and takes the points on a refund', async () => {
    const customer = await createAccount(t.app);
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: latte, qty: 4, size: 'R' }]);
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      headers: customer.auth,
      payload: { address: '', customer_phone: '', payment_method_id: 4, order_id: orderId },
    });
    const { payment } = confirmed.json().data;
    const reference = await referenceOf(t.app, payment.id);
    const myCard = () => t.app.inject({ method: 'GET', url: '/api/user/member-card', headers: customer.auth });
    expect((await myCard()).statusCode).toBe(404);

    for (let twice = 0; twice < 2; twice++) {
      expect((await notify(reference, 'settlement', '200', payment.amount)).statusCode).toBe(200);
    }
    const card = (await myCard()).json().data as Card;
    expect(card).toMatchObject({ points: 20, order_id: orderId });
    expect(card.ledger).toHaveLength(1);

    expect((await notify(reference, 'refund', '200', payment.amount)).statusCode).toBe(200);
    expect((await notify(reference, 'refund', '200', payment.amount)).statusCode).toBe(200);
    const after = (await myCard()).json().data as Card;
    expect(after.number).toBe(card.number);
    expect(after.points).toBe(0);
    expect(after.ledger.map((row) => [row.kind, row.points])).toEqual([
      ['reversed', -20],
      ['earned', 20],
    ]);
  });
});
