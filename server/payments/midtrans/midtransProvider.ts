import { PAYMENT_EXPIRY_MINUTES, PAYMENT_METHOD, type PaymentAction } from '../../../src/domain/payments.ts';
import { verifyMidtransBody } from '../midtransSignature.ts';
import {
  ProviderUnavailable,
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderReport,
  type RefundReceipt,
  type RefundRequest,
} from '../paymentProvider.ts';

export interface MidtransOptions {
  serverKey: string;
  /** The base of every call: Midtrans's sandbox or production host, or a local double. */
  apiUrl: string;
  /** Where Midtrans sends its notifications for our payments (`X-Override-Notification`). */
  notificationUrl: string;
  /** How long a call may take before the customer is told to retry. */
  timeoutMs?: number;
  clock: () => Date;
}

/** Midtrans writes times in Jakarta time without a zone: `2026-11-27 12:34:56`. */
function fromJakartaTime(text: unknown): string | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  return new Date(`${text.replace(' ', 'T')}+07:00`).toISOString();
}

type Body = Record<string, unknown>;

/**
 * Midtrans through its documented HTTP calls (docs/architecture.md, "Payments"): the Core API's charge
 * for QRIS and bank transfers, Snap's page for cards, the status call, cancel and refund. A small fetch client: the
 * official SDK does not let the base URL be set, which the tests' double needs.
 */
export function createMidtrans(options: MidtransOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: Body): Promise<{ status: number; body: Body }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
          'x-override-notification': options.notificationUrl,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Midtrans ${method} ${path} did not answer: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await response.text();
    let parsed: Body;
    try {
      parsed = JSON.parse(text) as Body;
    } catch {
      throw new ProviderUnavailable(`Midtrans ${method} ${path} answered ${response.status} without JSON`);
    }
    if (response.status >= 500) throw new ProviderUnavailable(`Midtrans ${method} ${path} answered ${response.status}`);
    return { status: response.status, body: parsed };
  }

  const expiryOf = (body: Body) =>
    fromJakartaTime(body.expiry_time) ??
    new Date(options.clock().getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString();

  const refused = (what: string, body: Body) =>
    new ProviderUnavailable(
      `Midtrans refused ${what}: ${String(body.status_code)} ${String(body.status_message ?? '')}`,
    );

  return {
    name: 'midtrans',

    async charge(request: ChargeRequest): Promise<Charge> {
      const transaction_details = { order_id: request.reference, gross_amount: request.amount };
      const customer_details = {
        first_name: request.customer.name,
        email: request.customer.email,
        phone: request.customer.phone,
      };
      if (request.method === PAYMENT_METHOD.card) {
        // Cards go through Snap's page, so card numbers never touch the shop.
        const { status, body } = await call('POST', '/snap/v1/transactions', {
          transaction_details,
          customer_details,
          enabled_payments: ['credit_card'],
          credit_card: { secure: true },
          callbacks: { finish: request.finishUrl },
          expiry: { unit: 'minutes', duration: PAYMENT_EXPIRY_MINUTES },
        });
        if (status !== 201 || typeof body.redirect_url !== 'string') throw refused('the card payment', body);
        const expiresAt = new Date(options.clock().getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString();
        return { action: { type: 'redirect', url: body.redirect_url }, expiresAt };
      }
      const qris = request.method === PAYMENT_METHOD.qris;
      const { body } = await call('POST', '/v2/charge', {
        payment_type: qris ? 'qris' : 'bank_transfer',
        transaction_details,
        customer_details,
        ...(qris ? { qris: { acquirer: 'gopay' } } : { bank_transfer: { bank: 'bca' } }),
        custom_expiry: { expiry_duration: PAYMENT_EXPIRY_MINUTES, unit: 'minute' },
      });
      if (body.status_code !== '201') throw refused('the charge', body);
      let action: PaymentAction | null = null;
      if (qris && typeof body.qr_string === 'string') action = { type: 'qr', qr_string: body.qr_string };
      const account = Array.isArray(body.va_numbers) ? (body.va_numbers[0] as Body | undefined) : undefined;
      if (!qris && account && typeof account.va_number === 'string') {
        action = { type: 'va', bank: String(account.bank), va_number: account.va_number };
      }
      if (!action) throw refused('the charge (no QR or account in the answer)', body);
      return { action, expiresAt: expiryOf(body) };
    },

    verify: (raw) => verifyMidtransBody(raw, options.serverKey),

    status,

    async cancel(reference): Promise<ProviderReport | null> {
      const answer = await call('POST', `/v2/${encodeURIComponent(reference)}/cancel`);
      if (isNotFound(answer)) return null;
      // 412: the payment already ended (paid, expired): its status says how.
      if (answer.body.status_code === '412') return status(reference);
      if (answer.body.status_code !== '200') throw refused('the cancel', answer.body);
      return reportOf(reference, answer.body, 'the cancel');
    },

    async refund(request: RefundRequest): Promise<RefundReceipt> {
      const { body } = await call('POST', `/v2/${encodeURIComponent(request.reference)}/refund`, {
        refund_key: request.refundKey,
        amount: request.amount,
        reason: request.reason,
      });
      const done = body.transaction_status === 'refund' || body.transaction_status === 'partial_refund';
      if (body.status_code !== '200' || !done) throw refused('the refund', body);
      const id = body.refund_chargeback_id ?? body.refund_key;
      return { providerReference: id === undefined || id === null ? null : String(id) };
    },
  };

  async function status(reference: string): Promise<ProviderReport | null> {
    const answer = await call('GET', `/v2/${encodeURIComponent(reference)}/status`);
    if (isNotFound(answer)) return null;
    return reportOf(reference, answer.body, 'the status question');
  }

  function reportOf(reference: string, body: Body, what: string): ProviderReport {
    if (typeof body.transaction_status !== 'string') throw refused(what, body);
    return {
      reference,
      transactionStatus: body.transaction_status,
      ...(typeof body.fraud_status === 'string' ? { fraudStatus: body.fraud_status } : {}),
      amount: Number(body.gross_amount),
    };
  }
}

/** Midtrans says "not found" in the body's status code, sometimes with HTTP 200. */
const isNotFound = (answer: { status: number; body: Body }) =>
  answer.status === 404 || answer.body.status_code === '404';
