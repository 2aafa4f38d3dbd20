import { describe, expect, it } from 'vitest';
import {
  buildPrepReport,
  busyHours,
  isLate,
  LATE_AFTER_MINUTES,
  percentile,
  prepFigures,
  preparationMs,
  takingsCsv,
  takingsFileName,
  takingsOf,
  type PrepOrder,
} from './prepReport';

// 2026-11-23 shop time (UTC+7): 09:00 shop is 02:00Z.
const at = (shopTime: string) => new Date(`${shopTime}:00+07:00`).toISOString();
const order = (paid: string, readyAfterMinutes: number | null, extra: Partial<PrepOrder> = {}): PrepOrder => ({
  status: readyAfterMinutes === null ? 'paid' : 'ready',
  paidAt: at(paid),
  readyAt:
    readyAfterMinutes === null ? null : new Date(Date.parse(at(paid)) + readyAfterMinutes * 60_000).toISOString(),
  deliveryTime: null,
  total: 10_000,
  paymentMethodId: 1,
  ...extra,
});
const now = new Date(at('2026-11-23T18:00'));

describe('percentile (nearest rank)', () => {
  it('answers a value that occurred', () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile(values, 50)).toBe(5);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([3, 1], 1)).toBe(1);
  });

  it('is null for no values and stays within the values at the edges', () => {
    expect(percentile([], 90)).toBeNull();
    expect(percentile([1, 2], 0)).toBe(1);
    expect(percentile([1, 2], 150)).toBe(2);
  });
});

describe('preparationMs', () => {
  it('measures paid→ready of orders wanted at once', () => {
    expect(preparationMs(order('2026-11-23T09:00', 6))).toBe(6 * 60_000);
    expect(preparationMs(order('2026-11-23T09:00', 0, { deliveryTime: at('2026-11-23T08:00') }))).toBe(0);
  });

  it('leaves out orders not ready, scheduled orders and impossible times', () => {
    expect(preparationMs(order('2026-11-23T09:00', null))).toBeNull();
    expect(preparationMs(order('2026-11-23T09:00', 40, { deliveryTime: at('2026-11-23T09:30') }))).toBeNull();
    expect(preparationMs(order('2026-11-23T09:00', -1))).toBeNull();
  });
});

describe('isLate', () => {
  it(`is ready more than ${LATE_AFTER_MINUTES} minutes after it was due`, () => {
    expect(isLate(order('2026-11-23T09:00', 15), now)).toBe(false);
    expect(isLate(order('2026-11-23T09:00', 15.5), now)).toBe(true);
    // A scheduled order is due at the time asked for.
    const scheduled = { deliveryTime: at('2026-11-23T10:00') };
    expect(isLate(order('2026-11-23T09:00', 70, scheduled), now)).toBe(false);
    expect(isLate(order('2026-11-23T09:00', 80, scheduled), now)).toBe(true);
    // An unreadable delivery time counts as "at once".
    expect(isLate(order('2026-11-23T09:00', 20, { deliveryTime: 'soon' }), now)).toBe(true);
  });

  it('judges an order still being made against now, and not one handed over without a ready time', () => {
    expect(isLate(order('2026-11-23T17:50', null), now)).toBe(false);
    expect(isLate(order('2026-11-23T17:40', null, { status: 'preparing' }), now)).toBe(true);
    expect(isLate(order('2026-11-23T09:00', null, { status: 'done' }), now)).toBe(false);
  });
});

describe('prepFigures', () => {
  it('takes the median and 90th percentile in minutes with one decimal', () => {
    const orders = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((minutes) => order('2026-11-23T09:00', minutes));
    expect(prepFigures([...orders, order('2026-11-23T17:55', null)], now)).toEqual({
      orders: 11,
      measured: 10,
      medianMinutes: 5.5,
      p90Minutes: 9,
      late: 1,
    });
    expect(prepFigures([order('2026-11-23T09:00', 4.26)], now)).toMatchObject({ medianMinutes: 4.3, p90Minutes: 4.3 });
  });

  it('has no times for no measured orders', () => {
    expect(prepFigures([], now)).toEqual({ orders: 0, measured: 0, medianMinutes: null, p90Minutes: null, late: 0 });
  });
});

describe('takingsOf', () => {
  it('adds each paid order to its payment method and to the total', () => {
    const day = takingsOf('2026-11-23', [
      order('2026-11-23T09:00', 5, { total: 10_000, paymentMethodId: 1 }),
      order('2026-11-23T09:10', 5, { total: 20_000, paymentMethodId: 2 }),
      order('2026-11-23T09:20', 5, { total: 30_000, paymentMethodId: 3 }),
      order('2026-11-23T09:30', 5, { total: 5_000, paymentMethodId: 1 }),
      order('2026-11-23T09:40', 5, { total: 7_000, paymentMethodId: null }),
      order('2026-11-23T09:50', 5, { total: 11_000, paymentMethodId: 4 }),
    ]);
    expect(day).toEqual({
      date: '2026-11-23',
      card: 15_000,
      bankAccount: 20_000,
      cash: 30_000,
      qris: 11_000,
      total: 83_000,
      cashDue: 0,
      orders: 6,
    });
  });

  it('keeps cash not yet collected apart from the money that arrived', () => {
    const day = takingsOf('2026-11-23', [
      order('2026-11-23T09:00', 5, { total: 10_000, paymentMethodId: 3 }),
      order('2026-11-23T09:10', 5, { total: 25_000, paymentMethodId: 3, isCashDue: true }),
    ]);
    expect(day).toMatchObject({ cash: 10_000, total: 10_000, cashDue: 25_000, orders: 2 });
  });
});

describe('buildPrepReport', () => {
  it('lists every date and every hour, grouping by the shop-time day and hour of payment', () => {
    const report = buildPrepReport(
      [
        order('2026-11-22T23:50', 10),
        order('2026-11-23T00:10', 4, { paymentMethodId: 3, total: 25_000 }),
        order('2026-11-23T09:05', 20),
        order('2026-11-23T09:45', 6),
        order('2026-11-25T09:00', 6),
      ],
      ['2026-11-22', '2026-11-23', '2026-11-24'],
      now,
    );
    expect(report.lateAfterMinutes).toBe(15);
    expect(report.period).toEqual({ orders: 4, measured: 4, medianMinutes: 8, p90Minutes: 20, late: 1 });
    expect(report.days).toEqual([
      { date: '2026-11-22', orders: 1, measured: 1, medianMinutes: 10, p90Minutes: 10, late: 0 },
      { date: '2026-11-23', orders: 3, measured: 3, medianMinutes: 6, p90Minutes: 20, late: 1 },
      { date: '2026-11-24', orders: 0, measured: 0, medianMinutes: null, p90Minutes: null, late: 0 },
    ]);
    expect(report.hours).toHaveLength(24);
    expect(report.hours[0]).toEqual({ hour: 0, orders: 1, measured: 1, medianMinutes: 4, p90Minutes: 4, late: 0 });
    expect(report.hours[9]).toEqual({ hour: 9, orders: 2, measured: 2, medianMinutes: 13, p90Minutes: 20, late: 1 });
    expect(report.hours[23]).toMatchObject({ hour: 23, orders: 1 });
    expect(report.hours[12]).toMatchObject({ orders: 0, medianMinutes: null });
    expect(report.takings).toEqual([
      { date: '2026-11-22', card: 10_000, bankAccount: 0, cash: 0, qris: 0, total: 10_000, cashDue: 0, orders: 1 },
      { date: '2026-11-23', card: 20_000, bankAccount: 0, cash: 25_000, qris: 0, total: 45_000, cashDue: 0, orders: 3 },
      { date: '2026-11-24', card: 0, bankAccount: 0, cash: 0, qris: 0, total: 0, cashDue: 0, orders: 0 },
    ]);
  });
});

describe('takingsCsv', () => {
  it('writes a header, a row per day and a total row with CRLF line ends', () => {
    expect(
      takingsCsv([
        {
          date: '2026-11-22',
          card: 10_000,
          bankAccount: 0,
          cash: 5_000,
          qris: 0,
          total: 15_000,
          cashDue: 0,
          orders: 2,
        },
        {
          date: '2026-11-23',
          card: 0,
          bankAccount: 40_000,
          cash: 0,
          qris: 8_000,
          total: 48_000,
          cashDue: 9_000,
          orders: 3,
        },
      ]),
    ).toBe(
      'date,card_idr,bank_account_idr,cash_idr,qris_idr,total_idr,cash_due_idr,orders\r\n' +
        '2026-11-22,10000,0,5000,0,15000,0,2\r\n' +
        '2026-11-23,0,40000,0,8000,48000,9000,3\r\n' +
        'total,10000,40000,5000,8000,63000,9000,5\r\n',
    );
  });

  it('names the file after the period', () => {
    expect(takingsFileName('2026-11-17', '2026-11-23')).toBe('coffee-shop-takings-2026-11-17-to-2026-11-23.csv');
  });
});

describe('busyHours', () => {
  it('keeps the span from the first to the last hour with orders', () => {
    const hours = [0, 2, 0, 1, 0].map((orders, hour) => ({ hour, orders }));
    expect(busyHours(hours).map((hour) => hour.hour)).toEqual([1, 2, 3]);
    expect(busyHours([{ orders: 0 }])).toEqual([]);
  });
});
