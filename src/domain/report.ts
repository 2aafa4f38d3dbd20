import { shopClock, pad } from './shopTime';

/** One order as the dashboard's report lists it. */
export interface ReportOrder {
  id: number;
  createdAt: string;
  /** When it was paid: its shop-time date is the day the income chart counts it. */
  paidAt: string;
  customer: string;
  deliveryMethod: string;
  status: string;
  total: number;
}

/** The shop-time date (`YYYY-MM-DD`) of an instant. */
export function shopDate(instant: Date): string {
  const c = shopClock(instant);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The date `days` before a shop-time date, for a default report period. */
export function shopDateBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day - days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** A spreadsheet cell: quoted when it holds a separator, a quote or a line break; formula starts defused. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV (RFC 4180, CRLF): one row per order and a total row; amounts in whole rupiah. */
export function reportCsv(orders: readonly ReportOrder[]): string {
  const rows: (string | number)[][] = [
    ['order_id', 'created_at', 'paid_at', 'customer', 'delivery_method', 'status', 'total_idr'],
    ...orders.map((order) => [
      order.id,
      order.createdAt,
      order.paidAt,
      order.customer,
      order.deliveryMethod,
      order.status,
      order.total,
    ]),
    ['total', '', '', '', '', '', orders.reduce((sum, order) => sum + order.total, 0)],
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
