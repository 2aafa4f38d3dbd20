import { isSize, SIZE_SHORT_LABELS } from '../../src/domain/categories.ts';
import { formatIdr, formatLongDate } from '../../src/domain/format.ts';
import type { Language } from '../../src/domain/languages.ts';
import { PAYMENT_METHOD } from '../../src/domain/payments.ts';
import type { Mail } from '../adapters/mailer.ts';
import { mailPage, mailRow, mailTable } from './mailPage.ts';

/** What a receipt shows of an order. */
export interface ReceiptOrder {
  id: number;
  email: string;
  paidAt: string;
  methodId: number;
  deliveryMethod: string;
  /** `options`: the customer's choices in their words ("Oat, Less sugar"); `note` their words for the barista. */
  lines: { name: string; size: string; qty: number; price: number; options: string; note: string | null }[];
  subtotal: number;
  taxFee: number;
  shipping: number;
  total: number;
}

const WORDS = {
  en: {
    subject: (id: number) => `Your Coffee Shop receipt for order ${id}`,
    thanks: 'Thank you! We have your payment.',
    order: 'Order',
    paid: 'Paid',
    method: 'Payment',
    subtotal: 'Subtotal',
    taxFee: 'Tax & Fees',
    shipping: 'Shipping',
    total: 'Total',
    follow: 'Follow your order',
    cashDue: 'Pay in cash when you collect your order.',
    methods: { 1: 'Card', 2: 'Bank transfer (virtual account)', 3: 'Cash', 4: 'QRIS' } as Record<number, string>,
    deliveries: { 'dine in': 'Dine in', 'home delivery': 'Home delivery', 'take away': 'Take away' } as Record<
      string,
      string
    >,
  },
  id: {
    subject: (id: number) => `Struk Coffee Shop untuk pesanan ${id}`,
    thanks: 'Terima kasih! Pembayaranmu sudah kami terima.',
    order: 'Pesanan',
    paid: 'Dibayar',
    method: 'Pembayaran',
    subtotal: 'Subtotal',
    taxFee: 'Pajak & Biaya',
    shipping: 'Ongkos kirim',
    total: 'Total',
    follow: 'Ikuti pesananmu',
    cashDue: 'Bayar tunai saat kamu mengambil pesananmu.',
    methods: { 1: 'Kartu', 2: 'Transfer bank (virtual account)', 3: 'Tunai', 4: 'QRIS' } as Record<number, string>,
    deliveries: {
      'dine in': 'Makan di tempat',
      'home delivery': 'Diantar ke rumah',
      'take away': 'Bawa pulang',
    } as Record<string, string>,
  },
};

/** A line's size as its buttons write it, the same in both languages: `R`, `XL`, `250g`. */
const sizeText = (size: string) => (isSize(size) ? SIZE_SHORT_LABELS[size] : size);

/** A line as the receipt names it: amount, product, size, then its choices and note when it has them. */
const lineText = (line: ReceiptOrder['lines'][number]) =>
  [`${line.qty} × ${line.name} (${sizeText(line.size)})`, line.options, line.note ? `“${line.note}”` : '']
    .filter(Boolean)
    .join(', ');

/**
 * The receipt mailed when an order is paid (docs/product.md, "Payments"), in the customer's language:
 * lines, sizes, totals, method, order number and the tracker's link. Plain tables with inline styles
 * and no pictures, so it reads the same in any mail client with images off; a plain-text part too.
 */
export function receiptMail(order: ReceiptOrder, trackerUrl: string, language: Language): Mail {
  const words = WORDS[language];
  const money = (amount: number) => formatIdr(amount, language);
  const method = words.methods[order.methodId] ?? String(order.methodId);
  const cash = order.methodId === PAYMENT_METHOD.cash;
  const heading = cash ? words.cashDue : words.thanks;
  const totals: [string, number][] = [
    [words.subtotal, order.subtotal],
    [words.taxFee, order.taxFee],
    ...(order.shipping ? ([[words.shipping, order.shipping]] as [string, number][]) : []),
  ];
  const facts: [string, string][] = [
    [words.order, `#${order.id} · ${words.deliveries[order.deliveryMethod] ?? order.deliveryMethod}`],
    [words.paid, formatLongDate(order.paidAt, language)],
    [words.method, method],
  ];

  const text = [
    heading,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...order.lines.map((line) => `${lineText(line)}  ${money(line.price)}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${money(amount)}`),
    `${words.total}: ${money(order.total)}`,
    '',
    `${words.follow}: ${trackerUrl}`,
    '',
  ].join('\n');

  const lines = order.lines.map((line) => mailRow(lineText(line), money(line.price)));
  const sums = [
    ...totals.map(([label, sum]) => mailRow(label, money(sum))),
    mailRow(words.total, money(order.total), true),
  ];
  const html = mailPage({
    language,
    title: words.subject(order.id),
    heading,
    content:
      mailTable(facts.map(([label, value]) => mailRow(label, value)).join('')) +
      mailTable([...lines, ...sums].join(''), false),
    trackerUrl,
    follow: words.follow,
  });
  return { to: order.email, subject: words.subject(order.id), text, html, link: trackerUrl };
}
