import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { grossAmountText, midtransSignature } from '../../payments/midtransSignature.ts';

/** One request as the double received it. */
export interface MidtransRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  overrideNotification: string | undefined;
  body: Record<string, unknown> | null;
}

interface Transaction {
  order_id: string;
  payment_type: string;
  gross_amount: number;
  transaction_status: string;
  transaction_id: string;
  /** The refund made, by its `refund_key`, as Midtrans answers a repeat of the same key. */
  refund?: { refund_key: string; refund_chargeback_id: number; amount: number; reason: string };
}

export interface MidtransDouble {
  /** `http://127.0.0.1:<port>`, for MIDTRANS_API_URL. */
  url: string;
  serverKey: string;
  requests: MidtransRequest[];
  /** The next request is answered with this HTTP status and a Midtrans-shaped error. */
  failNext(status: number): void;
  /** The next request is never answered (the shop's timeout must end it). */
  hangNext(): void;
  /** Moves a transaction as the customer's bank would (`settlement`, `expire`, …). */
  setStatus(orderId: string, transactionStatus: string): void;
  /** The HTTP notification Midtrans would send about a transaction now, signed with this key (or another). */
  notification(orderId: string, key?: string): string;
  close(): Promise<void>;
}

/** The status code Midtrans writes with each transaction status. */
const STATUS_CODES: Record<string, string> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  cancel: '202',
  expire: '407',
  refund: '200',
  partial_refund: '200',
};

/** The Jakarta-time stamp Midtrans writes, `2026-11-23 15:15:00`, for an instant. */
const jakartaTime = (instant: Date) =>
  new Date(instant.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/**
 * Midtrans for tests, speaking its documented shapes: the Core API's charge for QRIS and bank
 * transfers, Snap's transactions for cards, the status call, cancel (a payment not made yet) and refund
 * (`refund_key`, `amount`, `reason`; a repeated key answers the same refund), and signed HTTP notifications. It checks
 * the Basic authorisation with the server key, as Midtrans does.
 */
export async function startMidtransDouble(
  serverKey = 'SB-Mid-server-double-key',
  clock = () => new Date(),
): Promise<MidtransDouble> {
  const requests: MidtransRequest[] = [];
  const transactions = new Map<string, Transaction>();
  let failing: number | null = null;
  let refundCount = 0;
  let hanging = false;
  const expected = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const statusBody = (transaction: Transaction, key = serverKey) => {
    const code = STATUS_CODES[transaction.transaction_status] ?? '200';
    const gross = grossAmountText(transaction.gross_amount);
    return {
      transaction_time: jakartaTime(clock()),
      transaction_status: transaction.transaction_status,
      transaction_id: transaction.transaction_id,
      status_message: 'midtrans payment notification',
      status_code: code,
      signature_key: midtransSignature(transaction.order_id, code, gross, key),
      payment_type: transaction.payment_type,
      order_id: transaction.order_id,
      merchant_id: 'G000000000',
      gross_amount: gross,
      fraud_status: 'accept',
      currency: 'IDR',
    };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const path = (request.url ?? '/').split('?')[0]!;
      requests.push({
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        overrideNotification: request.headers['x-override-notification'] as string | undefined,
        body,
      });
      if (hanging) {
        hanging = false;
        return;
      }
      if (failing !== null) {
        const status = failing;
        failing = null;
        return send(response, status, { status_code: String(status), status_message: 'Midtrans is down (double)' });
      }
      if (request.headers.authorization !== expected) {
        return send(response, 401, {
          status_code: '401',
          status_message: 'Access denied due to unauthorized transaction',
        });
      }
      const details = body?.transaction_details as { order_id: string; gross_amount: number } | undefined;
      const open = (payment_type: string): Transaction | null => {
        if (!details || transactions.has(details.order_id)) return null;
        const transaction = {
          order_id: details.order_id,
          payment_type,
          gross_amount: details.gross_amount,
          transaction_status: 'pending',
          transaction_id: randomUUID(),
        };
        transactions.set(details.order_id, transaction);
        return transaction;
      };
      const duplicate = () =>
        send(response, 406, {
          status_code: '406',
          status_message: 'The request could not be processed (order_id has already been taken)',
        });

      if (request.method === 'POST' && path === '/v2/charge') {
        const type = body?.payment_type as string;
        const transaction = open(type);
        if (!transaction) return duplicate();
        const expiry = jakartaTime(new Date(clock().getTime() + 15 * 60_000));
        const common = { ...statusBody(transaction), status_code: '201', expiry_time: expiry };
        delete (common as { signature_key?: string }).signature_key;
        if (type === 'qris') {
          return send(response, 200, {
            ...common,
            status_message: 'QRIS transaction is created',
            actions: [
              { name: 'generate-qr-code', method: 'GET', url: `${url}/v2/qris/${transaction.transaction_id}/qr-code` },
            ],
            qr_string: `00020101021226double${transaction.order_id}6304ABCD`,
            acquirer: 'gopay',
          });
        }
        const bank = (body?.bank_transfer as { bank: string }).bank;
        return send(response, 200, {
          ...common,
          status_message: 'Success, Bank Transfer transaction is created',
          va_numbers: [{ bank, va_number: `8${String(transactions.size).padStart(10, '0')}` }],
        });
      }
      if (request.method === 'POST' && path === '/snap/v1/transactions') {
        const transaction = open('credit_card');
        if (!transaction) return duplicate();
        const token = randomUUID();
        return send(response, 201, { token, redirect_url: `${url}/snap/v4/redirection/${token}` });
      }
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (request.method === 'GET' && status) {
        const transaction = transactions.get(decodeURIComponent(status[1]!));
        if (!transaction)
          return send(response, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
        return send(response, 200, statusBody(transaction));
      }
      const change = /^\/v2\/([^/]+)\/(cancel|refund)$/.exec(path);
      if (request.method === 'POST' && change) {
        const transaction = transactions.get(decodeURIComponent(change[1]!));
        if (!transaction)
          return send(response, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
        const cannot = () =>
          send(response, 412, {
            status_code: '412',
            status_message: 'Merchant cannot modify the status of the transaction',
          });
        if (change[2] === 'cancel') {
          // Only a payment not made yet can be cancelled (a card's capture too, before settlement).
          if (!['pending', 'capture'].includes(transaction.transaction_status)) return cannot();
          transaction.transaction_status = 'cancel';
          const { signature_key: _signature, ...answer } = statusBody(transaction);
          return send(response, 200, {
            ...answer,
            status_code: '200',
            status_message: 'Success, transaction is canceled',
          });
        }
        const { refund_key, amount, reason } = (body ?? {}) as {
          refund_key?: string;
          amount?: number;
          reason?: string;
        };
        const answerOf = (made: NonNullable<Transaction['refund']>) => {
          const { signature_key: _signature, ...answer } = statusBody(transaction);
          return {
            ...answer,
            status_message: 'Success, refund request is approved',
            refund_chargeback_id: made.refund_chargeback_id,
            refund_amount: grossAmountText(made.amount),
            refund_key: made.refund_key,
          };
        };
        // The same refund_key again answers the refund made, and refunds nothing more.
        if (transaction.refund && transaction.refund.refund_key === refund_key) {
          return send(response, 200, answerOf(transaction.refund));
        }
        if (transaction.transaction_status !== 'settlement' && transaction.transaction_status !== 'capture') {
          return cannot();
        }
        if (typeof amount !== 'number' || amount <= 0 || amount > transaction.gross_amount || !refund_key) {
          return send(response, 400, { status_code: '400', status_message: 'Refund amount or key is not valid' });
        }
        refundCount += 1;
        transaction.refund = { refund_key, refund_chargeback_id: refundCount, amount, reason: reason ?? '' };
        transaction.transaction_status = amount === transaction.gross_amount ? 'refund' : 'partial_refund';
        return send(response, 200, answerOf(transaction.refund));
      }
      return send(response, 404, { status_code: '404', status_message: 'Not found (double)' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    serverKey,
    requests,
    failNext: (status) => (failing = status),
    hangNext: () => (hanging = true),
    setStatus(orderId, transactionStatus) {
      transactions.get(orderId)!.transaction_status = transactionStatus;
    },
    notification: (orderId, key) => JSON.stringify(statusBody(transactions.get(orderId)!, key)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
