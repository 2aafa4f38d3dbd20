import { isSize, SIZE_SHORT_LABELS } from '../../src/domain/categories.ts';
import { formatIdr, formatLongDate } from '../../src/domain/format.ts';
import type { Language } from '../../src/domain/languages.ts';
import { PAYMENT_METHOD } from '../../src/domain/payments.ts';
import type { Mail } from '../adapters/mailer.ts';
import { escapeHtml } from '../http/escapeHtml.ts';

/** What a receipt shows of an order. */
export interface ReceiptOrder {
  id: number;
  email: string;
  paidAt: string;
  methodId: number;
  deliveryMethod: string;
  lines: { name: string; size: string; qty: number; price: number }[];
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
    ...order.lines.map((line) => `${line.qty} × ${line.name} (${sizeText(line.size)})  ${money(line.price)}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${money(amount)}`),
    `${words.total}: ${money(order.total)}`,
    '',
    `${words.follow}: ${trackerUrl}`,
    '',
  ].join('\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #e7e0d8;';
  const row = (label: string, value: string, bold = false) =>
    `<tr><td style="${cell}${bold ? 'font-weight:700;' : ''}">${escapeHtml(label)}</td><td style="${cell}text-align:right;${bold ? 'font-weight:700;' : ''}">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject(order.id))}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f1ec;color:#1f1a17;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border-collapse:separate;">
<tr><td>
<p style="margin:0 0 4px;font-size:20px;font-weight:700;color:#4a3b32;">Coffee Shop</p>
<h1 style="margin:0 0 16px;font-size:18px;">${escapeHtml(heading)}</h1>
<table role="presentation" width="100%" style="border-collapse:collapse;">${facts.map(([label, value]) => row(label, value)).join('')}</table>
<table role="presentation" width="100%" style="border-collapse:collapse;margin-top:16px;">${order.lines
    .map((line) => row(`${line.qty} × ${line.name} (${sizeText(line.size)})`, money(line.price)))
    .join(
      '',
    )}${totals.map(([label, amount]) => row(label, money(amount))).join('')}${row(words.total, money(order.total), true)}</table>
<p style="margin:24px 0 0;"><a href="${escapeHtml(trackerUrl)}" style="display:inline-block;padding:12px 20px;background:#4a3b32;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700;">${escapeHtml(words.follow)}</a></p>
<p style="margin:8px 0 0;font-size:14px;color:#5c514a;">${escapeHtml(trackerUrl)}</p>
</td></tr></table>
</body></html>`;
  return { to: order.email, subject: words.subject(order.id), text, html, link: trackerUrl };
}
