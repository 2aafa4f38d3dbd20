import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import { configFromEnv } from '../config.ts';
import { reconcilePending } from '../payments/reconcilePending.ts';
import { PROVIDER_UNAVAILABLE, SETTLE_AFTER_MS } from '../payments/startPayment.ts';
import { startMidtransDouble, type MidtransDouble } from './support/midtransDouble.ts';
import { checkoutOrder } from './support/orderFlow.ts';
import { referenceOf, writeOpeningAttempt } from './support/paymentRows.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  TEST_SECRET,
  type Account,
  type TestApp,
} from './support/testApp.ts';

describe('payments through Midtrans (against a double of its HTTP calls)', () => {
  let t: TestApp;
  let midtrans: MidtransDouble;
  let customer: Account;
  let productId: number;
  let now = parseShopTime('2026-11-23T15:00')!;

  beforeAll(async () => {
    midtrans = await startMidtransDouble('SB-Mid-server-double-key', () => now);
    t = await createTestApp({
      clock: () => now,
      payments: {
        provider: 'midtrans',
        midtrans: { serverKey: midtrans.serverKey, apiUrl: midtrans.url, timeoutMs: 300 },
      },
    });
    productId = (await insertProduct(t.app, { stock: 10_000, price: 20_000 })).id;
  });
  afterAll(async () => {
    await t.close();
    await midtrans.close();
  });
  beforeEach(async () => {
    customer = await createAccount(t.app);
  });

  const order = () => checkoutOrder(t.app, customer, [{ product_id: productId, qty: 2, size: 'R' }]);
  const confirm = (orderId: number, method: number) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      headers: customer.auth,
      payload: { address: '', customer_phone: '081234567890', payment_method_id: method, order_id: orderId },
    });
  const notify = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/midtrans',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  const statusOf = async (orderId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: customer.auth })).json()
      .data;

  it('charges QRIS through the Core API with the server key, and shows Midtrans’s QR until its expiry', async () => {
    const orderId = await order();
    const response = await confirm(orderId, 4);
    expect(response.statusCode, response.body).toBe(200);
    const { payment } = response.json().data;
    const reference = await referenceOf(t.app, payment.id);

    const charge = midtrans.requests.at(-1)!;
    expect(charge).toMatchObject({
      method: 'POST',
      path: '/v2/charge',
      authorization: `Basic ${Buffer.from(`${midtrans.serverKey}:`).toString('base64')}`,
      overrideNotification: 'http://shop.test/api/payments/notifications/midtrans',
      body: {
        payment_type: 'qris',
        transaction_details: { order_id: reference, gross_amount: 44_000 },
        qris: { acquirer: 'gopay' },
      },
    });
    expect(payment.action).toEqual({ type: 'qr', qr_string: `00020101021226double${reference}6304ABCD` });
    // Midtrans's "2026-11-23 15:15:00" is Jakarta time.
    expect(payment.expires_at).toBe(new Date(now.getTime() + 15 * 60_000).toISOString());
  });

  it('opens a BCA virtual account for a bank transfer, and Snap’s page for a card', async () => {
    const va = (await confirm(await order(), 2)).json().data.payment;
    expect(midtrans.requests.at(-1)!.body).toMatchObject({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
    });
    expect(va.action).toMatchObject({ type: 'va', bank: 'bca' });
    expect(va.action.va_number).toMatch(/^8\d{10}$/);

    customer = await createAccount(t.app);
    const orderId = await order();
    const card = (await confirm(orderId, 1)).json().data.payment;
    expect(midtrans.requests.at(-1)).toMatchObject({
      path: '/snap/v1/transactions',
      body: {
        enabled_payments: ['credit_card'],
        callbacks: { finish: `http://shop.test/cust/order?id=${orderId}` },
      },
    });
    expect(card.action.type).toBe('redirect');
    expect(card.action.url).toMatch(new RegExp(`^${midtrans.url}/snap/v4/redirection/`));
  });

  it('pays the order on Midtrans’s signed settlement, and refuses one signed with another key', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    const reference = await referenceOf(t.app, payment.id);
    midtrans.setStatus(reference, 'settlement');

    expectError(await notify(midtrans.notification(reference, 'SB-Mid-server-forger')), 401, 'invalid signature');
    expect((await statusOf(orderId)).status).toBe('new order');

    const accepted = await notify(midtrans.notification(reference));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.outcome).toBe('paid');
    const detail = await statusOf(orderId);
    expect(detail).toMatchObject({ status: 'paid', payment_method_id: 4, payment: { state: 'paid' } });
  });

  it('tells the customer to retry when Midtrans answers 5xx or does not answer, and charges once on the retry', async () => {
    const orderId = await order();
    midtrans.failNext(503);
    const down = await confirm(orderId, 4);
    expectError(down, 502, PROVIDER_UNAVAILABLE);

    midtrans.hangNext();
    const slow = await confirm(orderId, 4);
    expectError(slow, 502, PROVIDER_UNAVAILABLE);

    const retry = await confirm(orderId, 4);
    expect(retry.statusCode, retry.body).toBe(200);
    const attempts = await t.app.ctx.db
      .selectFrom('payment_attempts')
      .select(['state', 'action'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    // The failed attempts never showed a way to pay; only the last one can take money.
    expect(attempts.map((attempt) => [attempt.state, attempt.action === null])).toEqual([
      ['failed', true],
      ['failed', true],
      ['pending', false],
    ]);
    expect((await statusOf(orderId)).status).toBe('new order');
  });

  it('asks Midtrans about what is pending: a settlement it never notified pays, an unknown reference ends', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    midtrans.setStatus(await referenceOf(t.app, payment.id), 'settlement');
    customer = await createAccount(t.app);
    const lostOrder = await order();
    const lost = await writeOpeningAttempt(t.app, {
      orderId: lostOrder,
      provider: 'midtrans',
      reference: `${lostOrder}-00000000`,
      at: now,
    });

    now = new Date(now.getTime() + SETTLE_AFTER_MS);
    await reconcilePending(t.app.ctx, t.app.ctx.payments.provider!);
    const states = await t.app.ctx.db
      .selectFrom('payment_attempts')
      .select(['id', 'state'])
      .where('id', 'in', [payment.id, lost])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: payment.id, state: 'paid' },
      { id: lost, state: 'failed' },
    ]);
    const paid = await t.app.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
  });
});

describe('a provider slow to answer at start', () => {
  it('does not hold up the start: pending payments are asked about in the background', async () => {
    const t = await createTestApp();
    const slow = await startMidtransDouble();
    try {
      const customer = await createAccount(t.app);
      const productId = (await insertProduct(t.app)).id;
      const orderId = await checkoutOrder(t.app, customer, [{ product_id: productId, qty: 1, size: 'R' }]);
      // Written a minute ago and never answered: the start's round asks the provider about it.
      await writeOpeningAttempt(t.app, {
        orderId,
        provider: 'midtrans',
        reference: `${orderId}-5107f00d`,
        at: new Date(Date.now() - 60_000),
      });
      slow.hangNext();
      const second = await buildApp({
        ...t.config,
        payments: {
          provider: 'midtrans',
          midtrans: { serverKey: slow.serverKey, apiUrl: slow.url, timeoutMs: 60_000 },
        },
      });
      try {
        // The server answers while the provider has not.
        expect((await second.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        await vi.waitFor(() =>
          expect(slow.requests.map((request) => request.path)).toContain(`/v2/${orderId}-5107f00d/status`),
        );
      } finally {
        await slow.close();
        await second.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('Midtrans configuration', () => {
  const base = { DATA_DIR: '/tmp/coffee-config-test', JWT_SECRET: TEST_SECRET };

  it('needs the server key, and takes the sandbox host unless told another', () => {
    expect(() => configFromEnv({ ...base, PAYMENT_PROVIDER: 'midtrans' })).toThrow(/MIDTRANS_SERVER_KEY/);
    const config = configFromEnv({ ...base, PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc' });
    expect(config.app.payments?.midtrans).toEqual({
      serverKey: 'SB-Mid-server-abc',
      apiUrl: 'https://api.sandbox.midtrans.com',
    });
    expect(() =>
      configFromEnv({
        ...base,
        PAYMENT_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc',
        MIDTRANS_API_URL: 'ftp://x',
      }),
    ).toThrow(/MIDTRANS_API_URL must be an http\(s\) URL/);
  });
});
