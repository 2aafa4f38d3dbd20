import { formatIdr, formatLongDate } from '../../src/domain/format.ts';
import type { Language } from '../../src/domain/languages.ts';
import { NOT_PAID_IN_TIME } from '../../src/domain/orderStatus.ts';
import type { Mail } from '../adapters/mailer.ts';
import { escapeHtml } from '../http/escapeHtml.ts';
import { mailPage, mailRow, mailTable } from './mailPage.ts';

/** The reason the server gives when money arrives for an order that no longer waits for it. */
export const LATE_MONEY_CANCELLED = 'the payment arrived after the order was cancelled';
export const LATE_MONEY_PAID_TWICE = 'the order was already paid';

/** What a refund notice shows. */
export interface RefundNotice {
  orderId: number;
  email: string;
  refundedAt: string;
  methodId: number;
  amount: number;
  reason: string;
  /** The shop gives the money back itself (its own terminal, a transfer it makes), not a provider. */
  byShop: boolean;
}

const WORDS = {
  en: {
    subject: (id: number) => `Your Coffee Shop refund for order ${id}`,
    heading: 'We have refunded your payment.',
    order: 'Order',
    refunded: 'Refunded',
    method: 'Paid by',
    reason: 'Reason',
    amount: 'Amount refunded',
    byProvider: 'The money goes back the way you paid; your bank may take a few days to show it.',
    byShop: 'The shop gives the money back to you the way you paid; ask at the counter if you have questions.',
    follow: 'See your order',
    reasons: {
      [NOT_PAID_IN_TIME]: 'The order was not paid in time.',
      [LATE_MONEY_CANCELLED]: 'Your payment arrived after the order was cancelled.',
      [LATE_MONEY_PAID_TWICE]: 'The order had already been paid.',
    } as Record<string, string>,
    methods: { 1: 'Card', 2: 'Bank transfer (virtual account)', 3: 'Cash', 4: 'QRIS' } as Record<number, string>,
  },
  id: {
    subject: (id: number) => `Pengembalian dana Coffee Shop untuk pesanan ${id}`,
    heading: 'Pembayaranmu sudah kami kembalikan.',
    order: 'Pesanan',
    refunded: 'Dikembalikan',
    method: 'Dibayar dengan',
    reason: 'Alasan',
    amount: 'Jumlah dikembalikan',
    byProvider: 'Dananya kembali lewat cara kamu membayar; bankmu mungkin perlu beberapa hari untuk menampilkannya.',
    byShop: 'Toko mengembalikan dananya lewat cara kamu membayar; tanyakan di kasir kalau ada pertanyaan.',
    follow: 'Lihat pesananmu',
    reasons: {
      [NOT_PAID_IN_TIME]: 'Pesanan tidak dibayar tepat waktu.',
      [LATE_MONEY_CANCELLED]: 'Pembayaranmu masuk setelah pesanan dibatalkan.',
      [LATE_MONEY_PAID_TWICE]: 'Pesanan ini sudah dibayar sebelumnya.',
    } as Record<string, string>,
    methods: { 1: 'Kartu', 2: 'Transfer bank (virtual account)', 3: 'Tunai', 4: 'QRIS' } as Record<number, string>,
  },
};

/**
 * The notice mailed when a paid order's money is given back (docs/product.md, "Payments"), in the
 * language the customer paid in. The shop's look, as the receipt (server/payments/receiptMail.ts):
 * plain tables with inline styles and no pictures, so it reads the same with images off; a plain-text
 * part too. The staff's reason is shown as they wrote it; the server's own reasons are translated.
 */
export function refundMail(notice: RefundNotice, trackerUrl: string, language: Language): Mail {
  const words = WORDS[language];
  const reason = words.reasons[notice.reason] ?? notice.reason;
  const facts: [string, string][] = [
    [words.order, `#${notice.orderId}`],
    [words.refunded, formatLongDate(notice.refundedAt, language)],
    [words.method, words.methods[notice.methodId] ?? String(notice.methodId)],
    [words.reason, reason],
  ];
  const amount = formatIdr(notice.amount, language);
  const how = notice.byShop ? words.byShop : words.byProvider;

  const text = [
    words.heading,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    `${words.amount}: ${amount}`,
    '',
    how,
    '',
    `${words.follow}: ${trackerUrl}`,
    '',
  ].join('\n');

  const html = mailPage({
    language,
    title: words.subject(notice.orderId),
    heading: words.heading,
    content:
      mailTable(facts.map(([label, value]) => mailRow(label, value)).join('') + mailRow(words.amount, amount, true)) +
      `\n<p style="margin:16px 0 0;">${escapeHtml(how)}</p>`,
    trackerUrl,
    follow: words.follow,
  });
  return { to: notice.email, subject: words.subject(notice.orderId), text, html, link: trackerUrl };
}
