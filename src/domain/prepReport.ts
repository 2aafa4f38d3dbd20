import { median } from './orderQueue';
import type { OrderStatus } from './orderStatus';
import { csvCell, shopDate } from './report';
import { shopClock } from './shopTime';

/**
 * An order is late when it is ready more than this many minutes after it was due: after it was paid,
 * or, for a scheduled order, after the time the customer asked for (whichever is later). An order not
 * ready yet counts as late once that much time has passed.
 */
export const LATE_AFTER_MINUTES = 15;

/** The payment methods the takings table reconciles (ids as `payment_method_id`). */
export const TAKINGS_METHODS = { 1: 'card', 2: 'bankAccount', 3: 'cash', 4: 'qris' } as const;

/** A paid order as the preparation report reads it; times are ISO 8601 strings. */
export interface PrepOrder {
  status: OrderStatus;
  paidAt: string;
  readyAt: string | null;
  /** When the customer wants it; null (or a time before payment) means at once. */
  deliveryTime: string | null;
  total: number;
  paymentMethodId: number | null;
  /** Cash still to collect at hand-over: sold, but the money has not arrived. */
  isCashDue?: boolean;
}

/** Preparation figures for a group of orders (one day, or one hour of the day). */
export interface PrepFigures {
  /** Paid orders in the group. */
  orders: number;
  /** Orders wanted at once and ready: the ones the median and 90th percentile are taken from. */
  measured: number;
  /** Median paid→ready time in minutes (one decimal); null when none was measured. */
  medianMinutes: number | null;
  /** 90th percentile (nearest rank) of paid→ready in minutes (one decimal); null when none was measured. */
  p90Minutes: number | null;
  /** Orders late by the `LATE_AFTER_MINUTES` rule. */
  late: number;
}

export interface PrepDay extends PrepFigures {
  /** Shop-time date, `YYYY-MM-DD`. */
  date: string;
}

export interface PrepHour extends PrepFigures {
  /** Shop-time hour of payment, 0 to 23. */
  hour: number;
}

/** One day's takings per payment method, in whole rupiah. */
export interface TakingsDay {
  date: string;
  card: number;
  bankAccount: number;
  cash: number;
  qris: number;
  /** The money that arrived, every method: with `cashDue`, the income chart's figure for the day. */
  total: number;
  /** Cash for orders of the day still to be collected at hand-over (not in the methods nor the total). */
  cashDue: number;
  orders: number;
}

export interface PrepReport {
  lateAfterMinutes: number;
  /** The whole period at once (its median is of every order, not a median of the days'). */
  period: PrepFigures;
  days: PrepDay[];
  hours: PrepHour[];
  takings: TakingsDay[];
}

const MINUTE_MS = 60_000;

/** The `p`th percentile (0 < p ≤ 100) by the nearest-rank method: a value that really occurred; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

const toMinutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 6_000) / 10);

/** When the order was due to start: when it was paid, or the later time the customer asked for. */
function dueAt(order: PrepOrder): number {
  const paid = Date.parse(order.paidAt);
  const wanted = order.deliveryTime ? Date.parse(order.deliveryTime) : Number.NaN;
  return Number.isNaN(wanted) ? paid : Math.max(paid, wanted);
}

/** Paid→ready in milliseconds for an order wanted at once and ready; null otherwise (as the queue's estimate learns). */
export function preparationMs(order: PrepOrder): number | null {
  if (!order.readyAt) return null;
  const paid = Date.parse(order.paidAt);
  const ready = Date.parse(order.readyAt);
  if (ready < paid || dueAt(order) > paid) return null;
  return ready - paid;
}

/**
 * Whether the order is late (see `LATE_AFTER_MINUTES`). One still being made is judged against `now`;
 * one handed over without a ready time (`PATCH order/done` straight from paid) is not judged.
 */
export function isLate(order: PrepOrder, now: Date): boolean {
  const limit = dueAt(order) + LATE_AFTER_MINUTES * MINUTE_MS;
  if (order.readyAt) return Date.parse(order.readyAt) > limit;
  if (order.status === 'paid' || order.status === 'preparing') return now.getTime() > limit;
  return false;
}

/** Median, 90th percentile, counts and late orders of a group of orders. */
export function prepFigures(orders: readonly PrepOrder[], now: Date): PrepFigures {
  const samples = orders.map(preparationMs).filter((ms): ms is number => ms !== null);
  return {
    orders: orders.length,
    measured: samples.length,
    medianMinutes: toMinutes(median(samples)),
    p90Minutes: toMinutes(percentile(samples, 90)),
    late: orders.filter((order) => isLate(order, now)).length,
  };
}

function groupBy<K>(orders: readonly PrepOrder[], keys: readonly K[], keyOf: (order: PrepOrder) => K) {
  const groups = new Map<K, PrepOrder[]>(keys.map((key) => [key, []]));
  for (const order of orders) groups.get(keyOf(order))?.push(order);
  return groups;
}

/**
 * The day's takings per payment method from its paid orders: money that arrived (docs/product.md,
 * "Payments"). Cash not yet collected is counted apart; a cancelled order's refunded money is not an
 * order of the day at all.
 */
export function takingsOf(date: string, orders: readonly PrepOrder[]): TakingsDay {
  const day: TakingsDay = {
    date,
    card: 0,
    bankAccount: 0,
    cash: 0,
    qris: 0,
    total: 0,
    cashDue: 0,
    orders: orders.length,
  };
  for (const order of orders) {
    if (order.isCashDue) {
      day.cashDue += order.total;
      continue;
    }
    const method = TAKINGS_METHODS[order.paymentMethodId as keyof typeof TAKINGS_METHODS];
    if (method) day[method] += order.total;
    day.total += order.total;
  }
  return day;
}

/**
 * The dashboard's preparation and takings report for the shop-time `dates` given (every one listed,
 * days without orders included): per day and per hour of day (by when each order was paid, shop time).
 * Orders paid outside the dates are ignored.
 */
export function buildPrepReport(orders: readonly PrepOrder[], dates: readonly string[], now: Date): PrepReport {
  const byDay = groupBy(orders, dates, (order) => shopDate(new Date(order.paidAt)));
  const inPeriod = [...byDay.values()].flat();
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  const byHour = groupBy(inPeriod, hours, (order) => shopClock(new Date(order.paidAt)).hour);
  return {
    lateAfterMinutes: LATE_AFTER_MINUTES,
    period: prepFigures(inPeriod, now),
    days: [...byDay].map(([date, group]) => ({ date, ...prepFigures(group, now) })),
    hours: [...byHour].map(([hour, group]) => ({ hour, ...prepFigures(group, now) })),
    takings: [...byDay].map(([date, group]) => takingsOf(date, group)),
  };
}

/** The takings as CSV (RFC 4180, CRLF) for reconciliation: one row per day and a total row, whole rupiah. */
export function takingsCsv(takings: readonly TakingsDay[]): string {
  const keys = ['card', 'bankAccount', 'cash', 'qris', 'total', 'cashDue', 'orders'] as const;
  const rows: (string | number)[][] = [
    ['date', 'card_idr', 'bank_account_idr', 'cash_idr', 'qris_idr', 'total_idr', 'cash_due_idr', 'orders'],
    ...takings.map((day) => [day.date, ...keys.map((key) => day[key])]),
    ['total', ...keys.map((key) => takings.reduce((total, day) => total + day[key], 0))],
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A takings period's file name: `coffee-shop-takings-2026-11-17-to-2026-11-23.csv`. */
export function takingsFileName(from: string, to: string): string {
  return `coffee-shop-takings-${from}-to-${to}.csv`;
}

/** The hours from the first to the last with orders (none when there are no orders): the day's working span. */
export function busyHours<T extends { orders: number }>(hours: readonly T[]): T[] {
  const first = hours.findIndex((hour) => hour.orders > 0);
  if (first < 0) return [];
  const last = hours.findLastIndex((hour) => hour.orders > 0);
  return hours.slice(first, last + 1);
}
