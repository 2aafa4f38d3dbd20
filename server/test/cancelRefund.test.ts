import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_PAID_IN_TIME } from '../../src/domain/orderStatus.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import { configFromEnv } from '../config.ts';
import { expireUnpaidOrders } from '../orders/expireUnpaid.ts';
import { REFUND_RETRY_AFTER_MS, retryRefunds } from '../payments/refunds.ts';
import { startMidtransDouble, type MidtransDouble } from './support/midtransDouble.ts';
import { checkoutOrder, moveOrderThrough, payOrder } from './support/orderFlow.ts';
import { mailsTo } from './support/outbox.ts';
import { attemptsOf, referenceOf } from './support/paymentRows.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  TEST_SECRET,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** The calls and reads every shop of this file needs. */
function shopHelpers(shop: () => { t: TestApp; productId: number }) {
  const app = () => shop().t.app;
  return {
    order: (customer: Account, qty = 2) =>
      checkoutOrder(app(), customer, [{ product_id: shop().productId, qty, size: 'R' }]),
    confirm: (customer: Account, orderId: number, method: number, language = 'en-US,en;q=0.9') =>
      app().inject({
        method: 'PATCH',
        url: '/api/order/confirm-payment',
        headers: { ...customer.auth, 'accept-language': language },
        payload: { address: '', customer_phone: '081234567890', payment_method_id: method, order_id: orderId },
      }),
    cancel: (who: Account, payload: Record<string, unknown>) =>
      app().inject({ method: 'PATCH', url: '/api/order/cancel', headers: who.auth, payload }),
    detail: async (who: Account, orderId: number) =>
      (await app().inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: who.auth })).json().data,
    stock: async () =>
      (
        await app()
          .ctx.db.selectFrom('products')
          .select('stock')
          .where('id', '=', shop().productId)
          .executeTakeFirstOrThrow()
      ).stock,
    refundsOf: (orderId: number) =>
      app()
        .ctx.db.selectFrom('refunds')
        .select(['attempt_id', 'provider', 'amount', 'reason', 'state', 'provider_reference', 'tries', 'last_error'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
    notesOf: (attemptId: number) =>
      app()
        .ctx.db.selectFrom('payment_notifications')
        .select(['outcome', 'source'])
        .where('attempt_id', '=', attemptId)
        .orderBy('id')
        .execute(),
    statusesOf: async (orderId: number) =>
      (
        await app().ctx.db.selectFrom('events').select('data').where('order_id', '=', orderId).orderBy('id').execute()
      ).map((event) => JSON.parse(event.data).status as string),
  };
}

describe('cancel and refund through the simulator', () => {
  const shop = { t: undefined as unknown as TestApp, productId: 0 };
  let now = parseShopTime('2026-11-23T15:00')!;
  let admin: Account;
  let customer: Account;
  const h = shopHelpers(() => shop);

  beforeAll(async () => {
    shop.t = await createTestApp({ clock: () => now, payments: { provider: 'simulator', simulatorDelayMs: 0 } });
    admin = await createAccount(shop.t.app, 'admin');
    shop.productId = (await insertProduct(shop.t.app, { stock: 1_000, price: 20_000 })).id;
  });
  afterAll(() => shop.t.close());
  beforeEach(async () => {
    customer = await createAccount(shop.t.app);
  });

  const simulated = (reference: string) =>
    shop.t.app.ctx.db
      .selectFrom('simulator_payments')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  const payOnPage = async (orderId: number) => {
    const { payment } = (await h.confirm(customer, orderId, 4)).json().data;
    const reference = await referenceOf(shop.t.app, payment.id);
    await shop.t.app.ctx.payments.simulator!.settle(reference, 'pay');
    await shop.t.app.ctx.payments.simulator!.idle();
    return { attemptId: payment.id as number, reference };
  };

  it('lets the customer cancel their unpaid order: the open payment is cancelled, the stock returns, the tracker hears', async () => {
    const before = await h.stock();
    const orderId = await h.order(customer);
    const { payment } = (await h.confirm(customer, orderId, 4)).json().data;
    expect(await h.stock()).toBe(before - 2);

    const response = await h.cancel(customer, { order_id: orderId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      messages: `Order ${orderId} is cancelled`,
      data: {
        order_id: orderId,
        status: 'cancelled',
        cancelled_at: now.toISOString(),
        cancel_reason: 'cancelled by the customer',
        payment: { id: payment.id, state: 'failed', action: null },
        refund: null,
      },
    });
    expect(await h.stock()).toBe(before);
    expect((await simulated(await referenceOf(shop.t.app, payment.id))).status).toBe('cancel');
    expect(await h.notesOf(payment.id)).toEqual([{ outcome: 'failed', source: 'status' }]);
    expect((await h.statusesOf(orderId)).at(-1)).toBe('cancelled');

    const seen = await h.detail(customer, orderId);
    expect(seen).toMatchObject({ status: 'cancelled', cancelled_at: now.toISOString(), queue_position: null });
    expect(seen.cancel_reason).toBe('cancelled by the customer');
    const mine = (await shop.t.app.inject({ method: 'GET', url: '/api/order/mine', headers: customer.auth })).json()
      .data;
    expect(mine[0]).toMatchObject({ id: orderId, status: 'cancelled', cancelled_at: now.toISOString() });
    const unpaid = (
      await shop.t.app.inject({ method: 'GET', url: '/api/order/unpaid', headers: customer.auth })
    ).json();
    expect(unpaid.data).toBeNull();
    expectError(await h.confirm(customer, orderId, 4), 409, 'This order is cancelled: there is nothing to pay');
    // Nothing left to pay: the customer may check out again.
    await h.order(customer);
  });

  it('keeps a paid order from its customer (409) and another customer’s order from anyone but its owner (404)', async () => {
    const orderId = await h.order(customer);
    const stranger = await createAccount(shop.t.app);
    expectError(await h.cancel(stranger, { order_id: orderId, reason: 'mine now' }), 404, 'Order not found');
    expectError(await h.cancel(customer, { order_id: 99_999_999 }), 404);

    await payOnPage(orderId);
    const before = await h.stock();
    expectError(
      await h.cancel(customer, { order_id: orderId, reason: 'too slow' }),
      409,
      'This order is paid: only the shop can cancel it now, please ask a member of staff',
    );
    expect((await h.detail(customer, orderId)).status).toBe('paid');
    expect(await h.stock()).toBe(before);
  });

  it('lets the shop cancel a paid order with a reason: refunded through the provider, a notice mailed, the queue told', async () => {
    const orderId = await h.order(customer);
    // The receipt and the refund notice come in the language the customer paid in.
    const { payment } = (await h.confirm(customer, orderId, 4, 'id-ID,id;q=0.9')).json().data;
    const reference = await referenceOf(shop.t.app, payment.id);
    await shop.t.app.ctx.payments.simulator!.settle(reference, 'pay');
    await shop.t.app.ctx.payments.simulator!.idle();
    await moveOrderThrough(shop.t.app, admin, orderId, 'preparing');
    const before = await h.stock();

    const response = await h.cancel(admin, { order_id: orderId, reason: 'Out of oat milk' });
    expect(response.statusCode, response.body).toBe(200);
    await shop.t.app.ctx.payments.simulator!.idle();
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Out of oat milk',
      payment: { id: payment.id, state: 'refunded' },
      refund: { state: 'succeeded', amount: 44_000 },
    });
    expect(await h.refundsOf(orderId)).toEqual([
      {
        attempt_id: payment.id,
        provider: 'simulator',
        amount: 44_000,
        reason: 'Out of oat milk',
        state: 'succeeded',
        provider_reference: `simulated-refund-${reference}-refund`,
        tries: 1,
        last_error: null,
      },
    ]);
    expect((await simulated(reference)).status).toBe('refund');
    // Paid by its notification, then refunded once: the shop's own word on the refund and the simulator's
    // refund notification race, and whichever comes first moves the money; the other changes nothing (our
    // own status word is kept only when it changes something).
    const [paidNote, ...refundNotes] = await h.notesOf(payment.id);
    expect(paidNote).toEqual({ outcome: 'paid', source: 'notification' });
    expect([
      [
        { outcome: 'refunded', source: 'status' },
        { outcome: 'no change', source: 'notification' },
      ],
      [{ outcome: 'refunded', source: 'notification' }],
    ]).toContainEqual(refundNotes);
    expect(await h.stock()).toBe(before + 2);
    expect(await h.statusesOf(orderId)).toEqual(['new order', 'paid', 'preparing', 'cancelled']);
    const board = (await shop.t.app.inject({ method: 'GET', url: '/api/order/board' })).json().data;
    expect([...board.preparing, ...board.ready].map((entry: { number: number }) => entry.number)).not.toContain(
      orderId,
    );
    const income = (await shop.t.app.inject({ method: 'GET', url: '/api/order/income/orders', headers: admin.auth }))
      .json()
      .data.map((row: { id: number }) => row.id);
    expect(income).not.toContain(orderId);

    const mails = await mailsTo(shop.t, customer.email);
    const notice = mails.find((mail) => mail.subject.startsWith('Pengembalian dana'))!;
    expect(notice.subject).toBe(`Pengembalian dana Coffee Shop untuk pesanan ${orderId}`);
    expect(notice.text).toContain('Pembayaranmu sudah kami kembalikan.');
    expect(notice.text).toContain('Alasan: Out of oat milk');
    expect(notice.text).toContain('Jumlah dikembalikan: Rp44.000');
    expect(notice.text).toContain(`http://shop.test/cust/order?id=${orderId}`);
    expect(notice.html).toContain('<html lang="id">');
    expect(notice.html).not.toMatch(/<img|background-image/);
  });

  it('ends a cash payment still due when the shop cancels: nothing to refund, nothing mailed', async () => {
    const orderId = await h.order(customer);
    const { payment } = (await h.confirm(customer, orderId, 3)).json().data;
    expect(payment.state).toBe('due');
    const response = await h.cancel(admin, { order_id: orderId, reason: 'Customer called to cancel' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ payment: { state: 'failed' }, refund: null });
    expect(await h.refundsOf(orderId)).toEqual([]);
    expect(await h.notesOf(payment.id)).toEqual([{ outcome: 'failed', source: 'status' }]);
    expect((await mailsTo(shop.t, customer.email)).map((mail) => mail.subject)).toEqual([
      `Your Coffee Shop receipt for order ${orderId}`,
    ]);
  });

  it('asks the shop for a reason, refuses bad input with 400, and changes nothing', async () => {
    const orderId = await h.order(customer);
    await payOrder(shop.t.app, customer, orderId, 3);
    for (const payload of [
      { order_id: orderId },
      { order_id: orderId, reason: '   ' },
      { order_id: orderId, reason: 'x'.repeat(201) },
      { order_id: orderId, reason: 42 },
      { reason: 'no order' },
      { order_id: 'abc', reason: 'bad id' },
      { order_id: -1, reason: 'bad id' },
    ]) {
      expectError(await h.cancel(admin, payload), 400);
    }
    expectError(await h.cancel(admin, { order_id: orderId }), 400, 'Say why the order is cancelled');
    expect((await h.detail(admin, orderId)).status).toBe('paid');
    expect((await attemptsOf(shop.t.app, orderId)).map((attempt) => attempt.state)).toEqual(['due']);
  });

  it('never cancels a ready or done order, nor one twice (409)', async () => {
    const ready = await h.order(customer);
    await payOrder(shop.t.app, customer, ready, 3);
    await moveOrderThrough(shop.t.app, admin, ready, 'preparing', 'ready');
    expectError(await h.cancel(admin, { order_id: ready, reason: 'late' }), 409, /ready order cannot be cancelled/);
    await moveOrderThrough(shop.t.app, admin, ready, 'done');
    expectError(await h.cancel(admin, { order_id: ready, reason: 'late' }), 409, /done order cannot be cancelled/);

    customer = await createAccount(shop.t.app);
    const twice = await h.order(customer);
    expect((await h.cancel(customer, { order_id: twice })).statusCode).toBe(200);
    const stock = await h.stock();
    const again = expectError(await h.cancel(customer, { order_id: twice }), 409, 'This order is already cancelled');
    expect(again.code).toBe('ORDER_ALREADY_CANCELLED');
    expectError(await h.cancel(admin, { order_id: twice, reason: 'again' }), 409, 'This order is already cancelled');
    expect(await h.stock()).toBe(stock);
  });

  it('keeps money and order in agreement when a cancel and the payment race: one refund or none', async () => {
    for (let round = 0; round < 4; round++) {
      customer = await createAccount(shop.t.app);
      const orderId = await h.order(customer);
      const { payment } = (await h.confirm(customer, orderId, 4)).json().data;
      const reference = await referenceOf(shop.t.app, payment.id);
      const simulator = shop.t.app.ctx.payments.simulator!;
      const [paidAtProvider, cancelled] = await Promise.all([
        simulator.settle(reference, 'pay'),
        h.cancel(admin, { order_id: orderId, reason: 'Race' }),
      ]);
      await simulator.idle();
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await h.detail(admin, orderId)).status).toBe('cancelled');
      const [attempt] = await attemptsOf(shop.t.app, orderId);
      const refunds = await h.refundsOf(orderId);
      if (paidAtProvider) {
        // Paid then refunded, or cancelled then the late money refunded: either way one refund, made.
        expect(attempt!.state).toBe('refunded');
        expect(refunds.map((refund) => refund.state)).toEqual(['succeeded']);
        expect((await simulated(reference)).status).toBe('refund');
      } else {
        expect(attempt!.state).toBe('failed');
        expect(refunds).toEqual([]);
        expect((await simulated(reference)).status).toBe('cancel');
      }
    }
  });

  it('cancels an order still unpaid after UNPAID_ORDER_MINUTES: not paid in time, stock back, payment cancelled', async () => {
    const stale = await h.order(customer);
    const { payment } = (await h.confirm(customer, stale, 2)).json().data;
    now = new Date(now.getTime() + 20 * 60_000);
    const other = await createAccount(shop.t.app);
    const fresh = await h.order(other);
    now = new Date(now.getTime() + 11 * 60_000);

    const stockBefore = await h.stock();
    // Every order of this file still unpaid is past its time now, this one among them (2 items each).
    const expired = await expireUnpaidOrders(shop.t.app.ctx, 30);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await h.stock()).toBe(stockBefore + 2 * expired);
    const seen = await h.detail(customer, stale);
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancel_reason: NOT_PAID_IN_TIME,
      cancelled_at: now.toISOString(),
    });
    expect(seen.payment).toMatchObject({ id: payment.id, state: 'failed' });
    expect((await simulated(await referenceOf(shop.t.app, payment.id))).status).toBe('cancel');
    expect((await h.detail(other, fresh)).status).toBe('new order');
    expect((await h.statusesOf(stale)).at(-1)).toBe('cancelled');
    // A second round finds nothing new of this order.
    await expireUnpaidOrders(shop.t.app.ctx, 30);
    expect((await h.statusesOf(stale)).filter((status) => status === 'cancelled')).toHaveLength(1);
  });
});

describe('cancel and refund when the shop takes the money itself (manual)', () => {
  const shop = { t: undefined as unknown as TestApp, productId: 0 };
  const h = shopHelpers(() => shop);
  beforeAll(async () => {
    shop.t = await createTestApp();
    shop.productId = (await insertProduct(shop.t.app, { stock: 100, price: 20_000 })).id;
  });
  afterAll(() => shop.t.close());

  it('records the refund the shop makes itself, marks the payment refunded and mails the notice', async () => {
    const admin = await createAccount(shop.t.app, 'admin');
    const customer = await createAccount(shop.t.app);
    const orderId = await h.order(customer, 1);
    await payOrder(shop.t.app, customer, orderId, 1);
    const response = await h.cancel(admin, { order_id: orderId, reason: 'Machine broken' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      payment: { provider: 'manual', state: 'refunded' },
      refund: { state: 'succeeded', amount: 22_000 },
    });
    expect(await h.refundsOf(orderId)).toMatchObject([
      { provider: 'manual', state: 'succeeded', provider_reference: null, reason: 'Machine broken' },
    ]);
    const notice = (await mailsTo(shop.t, customer.email)).find((mail) => mail.subject.includes('refund'))!;
    expect(notice.subject).toBe(`Your Coffee Shop refund for order ${orderId}`);
    expect(notice.text).toContain('Amount refunded: IDR\u00a022.000');
    expect(notice.text).toContain('The shop gives the money back to you the way you paid');
  });
});

describe('cancel and refund through Midtrans (against a double of its HTTP calls)', () => {
  const shop = { t: undefined as unknown as TestApp, productId: 0 };
  const h = shopHelpers(() => shop);
  let midtrans: MidtransDouble;
  let now = parseShopTime('2026-11-23T15:00')!;
  let admin: Account;
  let customer: Account;

  beforeAll(async () => {
    midtrans = await startMidtransDouble('SB-Mid-server-double-key', () => now);
    shop.t = await createTestApp({
      clock: () => now,
      payments: {
        provider: 'midtrans',
        midtrans: { serverKey: midtrans.serverKey, apiUrl: midtrans.url, timeoutMs: 300 },
      },
    });
    admin = await createAccount(shop.t.app, 'admin');
    shop.productId = (await insertProduct(shop.t.app, { stock: 1_000, price: 20_000 })).id;
  });
  afterAll(async () => {
    await shop.t.close();
    await midtrans.close();
  });
  beforeEach(async () => {
    customer = await createAccount(shop.t.app);
  });

  const notify = (body: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/midtrans',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  const paidOrder = async () => {
    const orderId = await h.order(customer);
    const { payment } = (await h.confirm(customer, orderId, 4)).json().data;
    const reference = await referenceOf(shop.t.app, payment.id);
    midtrans.setStatus(reference, 'settlement');
    expect((await notify(midtrans.notification(reference))).json().data.outcome).toBe('paid');
    return { orderId, attemptId: payment.id as number, reference };
  };

  it('cancels an open payment with POST /v2/{order_id}/cancel when the customer cancels', async () => {
    const orderId = await h.order(customer);
    const { payment } = (await h.confirm(customer, orderId, 2)).json().data;
    const reference = await referenceOf(shop.t.app, payment.id);
    const response = await h.cancel(customer, { order_id: orderId, reason: 'Wrong size' });
    expect(response.statusCode, response.body).toBe(200);
    expect(midtrans.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v2/${reference}/cancel` });
    expect(response.json().data).toMatchObject({ cancel_reason: 'Wrong size', payment: { state: 'failed' } });
  });

  it('refunds a paid order with POST /v2/{order_id}/refund (refund_key, amount, reason)', async () => {
    const { orderId, attemptId, reference } = await paidOrder();
    const response = await h.cancel(admin, { order_id: orderId, reason: 'Kitchen closed early' });
    expect(response.statusCode, response.body).toBe(200);
    expect(midtrans.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/${reference}/refund`,
      body: { refund_key: `${reference}-refund`, amount: 44_000, reason: 'Kitchen closed early' },
    });
    expect(response.json().data).toMatchObject({ payment: { id: attemptId, state: 'refunded' } });
    expect(await h.refundsOf(orderId)).toMatchObject([{ state: 'succeeded', provider_reference: expect.any(String) }]);
    // Midtrans's own refund notification afterwards changes nothing.
    const echo = await notify(midtrans.notification(reference));
    expect(echo.json().data.outcome).toBe('no change');
  });

  it('cancels the order even when Midtrans fails the refund (5xx): the refund is kept as failed and made on a later round', async () => {
    const { orderId, attemptId } = await paidOrder();
    midtrans.failNext(503);
    const response = await h.cancel(admin, { order_id: orderId, reason: 'Spilled' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      messages: `Order ${orderId} is cancelled. The refund could not be made yet: it is tried again in the background`,
      data: { status: 'cancelled', payment: { state: 'paid' }, refund: { state: 'failed' } },
    });
    const [failed] = await h.refundsOf(orderId);
    expect(failed).toMatchObject({ state: 'failed', tries: 1 });
    expect(failed!.last_error).toMatch(/503/);
    expect((await mailsTo(shop.t, customer.email)).filter((mail) => mail.subject.includes('refund'))).toEqual([]);

    // Too soon: a try may still be running.
    expect(await retryRefunds(shop.t.app.ctx)).toBe(0);
    now = new Date(now.getTime() + REFUND_RETRY_AFTER_MS);
    expect(await retryRefunds(shop.t.app.ctx)).toBe(1);
    expect(await h.refundsOf(orderId)).toMatchObject([{ state: 'succeeded', tries: 2, last_error: null }]);
    expect((await h.detail(customer, orderId)).payment).toMatchObject({ id: attemptId, state: 'refunded' });
    expect((await mailsTo(shop.t, customer.email)).filter((mail) => mail.subject.includes('refund'))).toHaveLength(1);
  });

  it('refunds at once money that arrives for an order already cancelled', async () => {
    const orderId = await h.order(customer);
    const { payment } = (await h.confirm(customer, orderId, 4)).json().data;
    const reference = await referenceOf(shop.t.app, payment.id);
    // The cancel does not reach Midtrans: its QR still takes the customer's money.
    midtrans.failNext(500);
    expect((await h.cancel(customer, { order_id: orderId })).statusCode).toBe(200);
    expect((await attemptsOf(shop.t.app, orderId)).map((attempt) => attempt.state)).toEqual(['pending']);

    midtrans.setStatus(reference, 'settlement');
    const late = await notify(midtrans.notification(reference));
    expect(late.statusCode, late.body).toBe(200);
    expect(midtrans.requests.at(-1)).toMatchObject({ path: `/v2/${reference}/refund`, body: { amount: 44_000 } });
    expect(await h.refundsOf(orderId)).toMatchObject([
      { state: 'succeeded', reason: 'the payment arrived after the order was cancelled' },
    ]);
    const seen = await h.detail(customer, orderId);
    expect(seen).toMatchObject({ status: 'cancelled', paid_at: null, payment: { state: 'refunded' } });
    expect(await h.notesOf(payment.id)).toEqual([
      { outcome: 'paid', source: 'notification' },
      { outcome: 'refunded', source: 'status' },
    ]);
    const notice = (await mailsTo(shop.t, customer.email)).find((mail) => mail.subject.includes('refund'))!;
    expect(notice.text).toContain('Reason: Your payment arrived after the order was cancelled.');
  });

  it('refunds, after a cancel, money Midtrans had already taken when asked to cancel', async () => {
    const orderId = await h.order(customer);
    const { payment } = (await h.confirm(customer, orderId, 4)).json().data;
    const reference = await referenceOf(shop.t.app, payment.id);
    // Paid at Midtrans, its notification not here yet: the cancel hears "412" and asks the status.
    midtrans.setStatus(reference, 'settlement');
    const response = await h.cancel(customer, { order_id: orderId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'cancelled', payment: { state: 'refunded' } });
    expect(await h.refundsOf(orderId)).toMatchObject([{ state: 'succeeded' }]);
  });
});

describe('UNPAID_ORDER_MINUTES', () => {
  it('is 30 minutes unless set, and must be a number of minutes', () => {
    const base = { DATA_DIR: '/tmp/coffee-config-test', JWT_SECRET: TEST_SECRET };
    expect(configFromEnv(base).app.unpaidOrderMinutes).toBe(30);
    expect(configFromEnv({ ...base, UNPAID_ORDER_MINUTES: '5' }).app.unpaidOrderMinutes).toBe(5);
    expect(() => configFromEnv({ ...base, UNPAID_ORDER_MINUTES: '0' })).toThrow(/UNPAID_ORDER_MINUTES/);
    expect(() => configFromEnv({ ...base, UNPAID_ORDER_MINUTES: 'soon' })).toThrow(/UNPAID_ORDER_MINUTES/);
  });
});
