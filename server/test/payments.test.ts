import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import { ConfigError, configFromEnv } from '../config.ts';
import { grossAmountText, midtransSignature } from '../payments/midtransSignature.ts';
import { reconcilePending } from '../payments/reconcilePending.ts';
import { SETTLE_AFTER_MS } from '../payments/startPayment.ts';
import { receiptMail } from '../payments/receiptMail.ts';
import { crc16 } from '../payments/simulator/qrisPayload.ts';
import { simulatorKey } from '../payments/simulator/simulatorProvider.ts';
import { checkoutOrder, payOrder } from './support/orderFlow.ts';
import { mailsTo } from './support/outbox.ts';
import { attemptsOf, referenceOf, writeOpeningAttempt } from './support/paymentRows.ts';
import {
  createAccount,
  createTestApp,
  expectError,
  insertProduct,
  TEST_SECRET,
  type Account,
  type TestApp,
} from './support/testApp.ts';

const KEY = simulatorKey(TEST_SECRET);

/** A Midtrans-shaped notification as the simulator (or a forger) would send it. */
function notification(reference: string, status: string, code: string, amount: number, key = KEY) {
  const gross = grossAmountText(amount);
  return {
    transaction_status: status,
    status_code: code,
    order_id: reference,
    gross_amount: gross,
    fraud_status: 'accept',
    signature_key: midtransSignature(reference, code, gross, key),
  };
}

describe('payments through the simulator', () => {
  let t: TestApp;
  let customer: Account;
  let admin: Account;
  let productId: number;
  let now = parseShopTime('2026-11-23T15:00')!;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, payments: { provider: 'simulator', simulatorDelayMs: 0 } });
    admin = await createAccount(t.app, 'admin');
    productId = (await insertProduct(t.app, { stock: 10_000, price: 20_000 })).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // One unpaid order at a time per customer: each test starts with a new one.
    customer = await createAccount(t.app);
  });

  const order = () => checkoutOrder(t.app, customer, [{ product_id: productId, qty: 2, size: 'R' }]);
  const confirm = (orderId: number, method: number, who = customer, language = 'en-US,en;q=0.9') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/order/confirm-payment',
      headers: { ...who.auth, 'accept-language': language },
      payload: { address: '', customer_phone: '', payment_method_id: method, order_id: orderId },
    });
  const detail = async (orderId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: customer.auth })).json()
      .data;
  const notify = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/simulator',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const notificationsOf = (attemptId: number) =>
    t.app.ctx.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'source'])
      .where('attempt_id', '=', attemptId)
      .orderBy('id')
      .execute();
  const settleOnPage = async (reference: string, fields: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    await t.app.ctx.payments.simulator!.idle();
    return response;
  };

  it('opens a QRIS payment: a well-formed QR for the order’s total, and the order waits for the money', async () => {
    const orderId = await order();
    const response = await confirm(orderId, 4);
    expect(response.statusCode, response.body).toBe(200);
    const { data, messages } = response.json();
    expect(messages).toBe('Complete your payment');
    expect(data).toMatchObject({ order_id: orderId, status: 'new order' });
    // 2 × 20,000 + 10 % tax.
    expect(data.payment).toMatchObject({ method_id: 4, provider: 'simulator', state: 'pending', amount: 44_000 });
    expect(data.payment.action.type).toBe('qr');
    // No real wallet can pay the simulator's QR: the demo customer pays on its page instead.
    const testPage = await t.app.inject({ method: 'GET', url: data.payment.test_page });
    expect(testPage.statusCode).toBe(200);
    expect(testPage.body).toContain('IDR 44.000');
    const qr: string = data.payment.action.qr_string;
    expect(qr.startsWith('000201010212')).toBe(true);
    expect(qr).toContain('540544000');
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    expect(new Date(data.payment.expires_at).getTime() - now.getTime()).toBe(15 * 60_000);

    const seen = await detail(orderId);
    expect(seen.status).toBe('new order');
    expect(seen.paid_at).toBeNull();
    expect(seen.payment).toEqual(data.payment);
  });

  it('opens a virtual account for a bank transfer, and a page for a card', async () => {
    const va = (await confirm(await order(), 2)).json().data.payment;
    expect(va.action).toMatchObject({ type: 'va', bank: 'bca' });
    expect(va.action.va_number).toMatch(/^70012\d{11}$/);

    customer = await createAccount(t.app);
    const card = (await confirm(await order(), 1)).json().data.payment;
    expect(card.action.type).toBe('redirect');
    const url = new URL(card.action.url);
    expect(url.origin).toBe('http://shop.test');
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('IDR 44.000');
    // 15:00 shop time now, 15 minutes to pay.
    expect(page.body).toContain('Waiting for payment until 15:15 WIB (shop time).');
    expect(page.body).toMatch(/<button name="outcome" value="pay"/);
  });

  it('pays the order when the simulator’s page is paid: a signed notification, the paid time and an event', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    const reference = await referenceOf(t.app, payment.id);

    const back = await settleOnPage(reference, { outcome: 'pay' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://shop.test/cust/order?id=${orderId}`);

    const seen = await detail(orderId);
    expect(seen.status).toBe('paid');
    expect(seen.paid_at).toBe(now.toISOString());
    expect(seen.payment_method_id).toBe(4);
    expect(seen.payment).toMatchObject({ id: payment.id, state: 'paid', action: null });
    expect(await notificationsOf(payment.id)).toEqual([{ outcome: 'paid', source: 'notification' }]);
    const events = await t.app.ctx.db.selectFrom('events').select('data').where('order_id', '=', orderId).execute();
    expect(events.map((event) => JSON.parse(event.data).status)).toContain('paid');
  });

  it('changes nothing the second time, nor for a late “pending” after the settlement', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    const reference = await referenceOf(t.app, payment.id);
    await settleOnPage(reference, { outcome: 'pay', twice: 'on', out_of_order: 'on' });

    const seen = await detail(orderId);
    expect(seen.status).toBe('paid');
    expect(seen.payment.state).toBe('paid');
    expect(await notificationsOf(payment.id)).toEqual([
      { outcome: 'paid', source: 'notification' },
      { outcome: 'no change', source: 'notification' },
      { outcome: 'no change', source: 'notification' },
    ]);
    const paidEvents = (
      await t.app.ctx.db.selectFrom('events').select('data').where('order_id', '=', orderId).execute()
    ).filter((event) => JSON.parse(event.data).status === 'paid');
    expect(paidEvents).toHaveLength(1);
  });

  it('mails the receipt once the money arrives, in the language the customer paid in, readable with images off', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4, customer, 'id-ID,id;q=0.9')).json().data;
    expect(await mailsTo(t, customer.email)).toEqual([]);
    await settleOnPage(await referenceOf(t.app, payment.id), { outcome: 'pay', twice: 'on' });

    const mails = await mailsTo(t, customer.email);
    expect(mails).toHaveLength(1);
    const [receipt] = mails;
    expect(receipt!.subject).toBe(`Struk Coffee Shop untuk pesanan ${orderId}`);
    expect(receipt!.text).toContain('Terima kasih! Pembayaranmu sudah kami terima.');
    expect(receipt!.text).toContain('Pembayaran: QRIS');
    expect(receipt!.text).toMatch(/2 × Test Latte \w+ \(R\)\s+Rp40\.000/);
    expect(receipt!.text).toContain('Pajak & Biaya: Rp4.000');
    expect(receipt!.text).toContain('Total: Rp44.000');
    expect(receipt!.text).toContain(`http://shop.test/cust/order?id=${orderId}`);
    expect(receipt!.html).toContain('<html lang="id">');
    expect(receipt!.html).toContain(`href="http://shop.test/cust/order?id=${orderId}"`);
    expect(receipt!.html).not.toMatch(/<img|background-image/);
  });

  it('keeps a failed payment’s order unpaid, and a new confirm opens a new attempt', async () => {
    const orderId = await order();
    const first = (await confirm(orderId, 4)).json().data.payment;
    const reference = await referenceOf(t.app, first.id);
    await settleOnPage(reference, { outcome: 'fail' });
    const seen = await detail(orderId);
    expect(seen.status).toBe('new order');
    expect(seen.payment).toMatchObject({ id: first.id, state: 'failed', action: null });
    // The customer's page hears of it: an event of the order, still waiting, after the checkout's own.
    const events = await t.app.ctx.db.selectFrom('events').select('data').where('order_id', '=', orderId).execute();
    expect(events.map((event) => JSON.parse(event.data).status)).toEqual(['new order', 'new order']);

    const second = (await confirm(orderId, 4)).json().data.payment;
    expect(second.id).not.toBe(first.id);
    expect(second.state).toBe('pending');
  });

  it('answers the open attempt to a second confirm, and opens one attempt for two confirms at once', async () => {
    const orderId = await order();
    const [a, b] = await Promise.all([confirm(orderId, 4), confirm(orderId, 4)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.payment.id).toBe(b.json().data.payment.id);
    const again = (await confirm(orderId, 4)).json().data.payment;
    expect(again.id).toBe(a.json().data.payment.id);
    expect(await attemptsOf(t.app, orderId)).toHaveLength(1);
  });

  it('answers the attempt another device is still opening, whatever method this confirm chose', async () => {
    const orderId = await order();
    // The other device's attempt: written, its provider not answered yet.
    const opening = await writeOpeningAttempt(t.app, {
      orderId,
      provider: 'simulator',
      reference: `${orderId}-0pen1ng0`,
      at: now,
    });
    const answer = (await confirm(orderId, 2)).json().data.payment;
    expect(answer).toMatchObject({ id: opening, state: 'pending', action: null });
    expect(await attemptsOf(t.app, orderId)).toHaveLength(1);
  });

  it('ends the open attempt when the customer chooses another method', async () => {
    const orderId = await order();
    const qr = (await confirm(orderId, 4)).json().data.payment;
    const va = (await confirm(orderId, 2)).json().data.payment;
    expect(va.id).not.toBe(qr.id);
    expect(await attemptsOf(t.app, orderId)).toEqual([
      { id: qr.id, state: 'failed' },
      { id: va.id, state: 'pending' },
    ]);
    expect(await notificationsOf(qr.id)).toEqual([{ outcome: 'failed', source: 'status' }]);
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    const reference = await referenceOf(t.app, payment.id);
    const forged = notification(reference, 'settlement', '200', 44_000, 'not-the-key');
    expectError(await notify(forged), 401, 'invalid signature');
    const { signature_key: _dropped, ...unsigned } = notification(reference, 'settlement', '200', 44_000);
    expectError(await notify(unsigned), 401, 'invalid signature');
    // Signed, then altered on the way: the signature no longer covers what arrived.
    const altered = {
      ...notification(reference, 'deny', '202', 44_000),
      transaction_status: 'settlement',
      status_code: '200',
    };
    expectError(await notify(altered), 401, 'invalid signature');
    expectError(await notify('{not json'), 401, 'invalid signature');

    expect((await detail(orderId)).status).toBe('new order');
    expect((await detail(orderId)).payment.state).toBe('pending');
    expect(await notificationsOf(payment.id)).toEqual([]);
  });

  it('ignores a signed notification whose amount is not the attempt’s, and says so', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    const reference = await referenceOf(t.app, payment.id);
    expectError(await notify(notification(reference, 'settlement', '200', 1_000)), 400, /amount does not match/);
    expect((await detail(orderId)).status).toBe('new order');
    expect(await notificationsOf(payment.id)).toEqual([{ outcome: 'amount mismatch', source: 'notification' }]);
  });

  it('answers 404 for a signed notification of no attempt of ours, and keeps it', async () => {
    expectError(await notify(notification('999999-deadbeef', 'settlement', '200', 44_000)), 404);
    const kept = await t.app.ctx.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'attempt_id'])
      .where('reference', '=', '999999-deadbeef')
      .execute();
    expect(kept).toEqual([{ outcome: 'unknown payment', attempt_id: null }]);
  });

  it('takes cash without the provider: the order joins the queue with the cash due until it is handed over', async () => {
    const orderId = await order();
    const response = await confirm(orderId, 3);
    expect(response.json().data).toMatchObject({
      status: 'paid',
      payment: { provider: 'manual', state: 'due', method_id: 3, action: null },
    });
    const [receipt] = await mailsTo(t, customer.email);
    expect(receipt!.subject).toBe(`Your Coffee Shop receipt for order ${orderId}`);
    expect(receipt!.text).toContain('Pay in cash when you collect your order.');
    expect(receipt!.text).toContain('Payment: Cash');
    expect(receipt!.text).toContain('Total: IDR\u00a044.000');
    const done = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/done',
      headers: admin.auth,
      payload: { order_id: orderId },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await detail(orderId)).payment.state).toBe('paid');
  });

  it('settles at start and on a timer what no notification settled: an expired QR, a crash before our write', async () => {
    const orderId = await order();
    const { payment } = (await confirm(orderId, 4)).json().data;
    // The crash case: an attempt written, the provider never asked.
    customer = await createAccount(t.app);
    const lost = await order();
    const orphan = await writeOpeningAttempt(t.app, {
      orderId: lost,
      provider: 'simulator',
      reference: `${lost}-0badc0de`,
      at: now,
    });

    const states = () =>
      t.app.ctx.db
        .selectFrom('payment_attempts')
        .select(['id', 'state'])
        .where('id', 'in', [payment.id, orphan])
        .orderBy('id')
        .execute();
    // Too young to ask about: a confirm may still be waiting for the provider.
    await reconcilePending(t.app.ctx, t.app.ctx.payments.provider!);
    expect((await states()).map((attempt) => attempt.state)).toEqual(['pending', 'pending']);
    now = new Date(now.getTime() + 16 * 60_000 + SETTLE_AFTER_MS);
    // Every attempt of this file's shop is past its time now, these two among them.
    expect(await reconcilePending(t.app.ctx, t.app.ctx.payments.provider!)).toBeGreaterThanOrEqual(2);

    expect(await states()).toEqual([
      { id: payment.id, state: 'expired' },
      { id: orphan, state: 'failed' },
    ]);
    expect(await notificationsOf(payment.id)).toEqual([{ outcome: 'expired', source: 'status' }]);
    expect(await reconcilePending(t.app.ctx, t.app.ctx.payments.provider!)).toBe(0);
  });
});

describe('payments the shop takes itself (manual, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks a card payment paid at once and keeps it as an attempt', async () => {
    const customer = await createAccount(t.app);
    const productId = (await insertProduct(t.app)).id;
    const orderId = await checkoutOrder(t.app, customer, [{ product_id: productId, qty: 1, size: 'R' }]);
    await payOrder(t.app, customer, orderId, 1);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/order/detail-order/${orderId}`, headers: customer.auth })
    ).json().data;
    expect(detail.status).toBe('paid');
    expect(detail.payment).toMatchObject({ provider: 'manual', state: 'paid', method_id: 1, amount: 22_000 });
    const [receipt] = await mailsTo(t, customer.email);
    expect(receipt!.subject).toBe(`Your Coffee Shop receipt for order ${orderId}`);
    expect(receipt!.text).toContain('Thank you! We have your payment.');
    expect(receipt!.text).toContain('Payment: Card');
  });

  it('has no notification call for a provider it does not use', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/simulator',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(notification('1-00000000', 'settlement', '200', 22_000)),
    });
    expectError(response, 404);
  });
});

describe('the receipt', () => {
  it('writes food sizes in grams, as the size buttons do, and a line’s choices and note', () => {
    const mail = receiptMail(
      {
        id: 7,
        email: 'rina@shop.test',
        paidAt: '2026-11-23T08:00:00Z',
        methodId: 4,
        deliveryMethod: 'take away',
        lines: [
          { name: 'Croissant', size: '250', qty: 1, price: 25_000, options: '', note: null },
          { name: 'Caffe Latte', size: 'L', qty: 1, price: 33_000, options: 'Oat, Less sugar', note: 'extra hot' },
        ],
        subtotal: 58_000,
        taxFee: 5_800,
        shipping: 0,
        total: 63_800,
      },
      'http://shop.test/cust/order?id=7',
      'en',
    );
    expect(mail.text).toContain('1 × Croissant (250g)  IDR\u00a025.000');
    expect(mail.text).toContain('1 × Caffe Latte (L), Oat, Less sugar, “extra hot”  IDR\u00a033.000');
    expect(mail.html).toContain('1 × Caffe Latte (L), Oat, Less sugar, “extra hot”');
    expect(mail.text).toContain('Order: #7 · Take away');
    expect(mail.text).toContain('Paid: November 23, 2026, 15:00');
  });
});

describe('payment configuration', () => {
  it('uses the shop’s own payments unless told otherwise, and the simulator when asked', () => {
    expect(configFromEnv({ DATA_DIR: '/tmp/coffee-config-test', JWT_SECRET: TEST_SECRET }).app.payments).toEqual({
      provider: 'manual',
      simulatorDelayMs: 1500,
    });
    const simulated = configFromEnv({
      DATA_DIR: '/tmp/coffee-config-test',
      JWT_SECRET: TEST_SECRET,
      PAYMENT_PROVIDER: 'simulator',
      PAYMENT_SIMULATOR_DELAY_MS: '0',
    });
    expect(simulated.app.payments).toEqual({ provider: 'simulator', simulatorDelayMs: 0 });
    // `npm start`'s demo shop pays through the simulator unless told otherwise.
    const demo = { DATA_DIR: '/tmp/coffee-config-test', JWT_SECRET: TEST_SECRET };
    expect(configFromEnv(demo, { demo: true }).app.payments?.provider).toBe('simulator');
    expect(configFromEnv({ ...demo, PAYMENT_PROVIDER: 'manual' }, { demo: true }).app.payments?.provider).toBe(
      'manual',
    );
    expect(configFromEnv({ ...demo, SEED_DEMO: 'false' }, { demo: true }).app.payments?.provider).toBe('manual');
  });

  it('refuses an unknown provider, and the simulator in production unless allowed', () => {
    const base = { DATA_DIR: '/tmp/coffee-config-test', JWT_SECRET: TEST_SECRET };
    expect(() => configFromEnv({ ...base, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be one of/);
    expect(() => configFromEnv({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' })).toThrow(
      ConfigError,
    );
    expect(() => configFromEnv({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' })).toThrow(
      /ALLOW_PAYMENT_SIMULATOR/,
    );
    expect(
      configFromEnv({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator', ALLOW_PAYMENT_SIMULATOR: 'true' })
        .app.payments?.provider,
    ).toBe('simulator');
  });
});
