import { describe, expect, it } from 'vitest';
import {
  checkThresholds,
  DEFAULT_THRESHOLDS,
  isDueOnBoard,
  isOnBoard,
  msUntilNextDue,
  nextStatus,
  parseThresholds,
  previousStatus,
  ticketAgeMs,
  urgency,
} from './kitchenTickets';

const now = new Date('2026-11-23T08:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('moves', () => {
  it('advances each column one step and undoes one step back', () => {
    expect([nextStatus('paid'), nextStatus('preparing'), nextStatus('ready')]).toEqual(['preparing', 'ready', 'done']);
    expect([
      previousStatus('paid'),
      previousStatus('preparing'),
      previousStatus('ready'),
      previousStatus('done'),
    ]).toEqual([null, 'paid', 'preparing', 'ready']);
  });
});

describe('age and urgency', () => {
  it('measures age from the time given, never negative, zero without one', () => {
    expect(ticketAgeMs(minutesAgo(3), now)).toBe(3 * 60_000);
    expect(ticketAgeMs(minutesAgo(-2), now)).toBe(0);
    expect(ticketAgeMs(null, now)).toBe(0);
    expect(ticketAgeMs('not a time', now)).toBe(0);
  });

  it('turns late and critical when the thresholds are reached', () => {
    const at = (minutes: number) => urgency(minutes * 60_000, DEFAULT_THRESHOLDS);
    expect([at(0), at(4.9), at(5), at(9.9), at(10), at(60)]).toEqual([
      'fresh',
      'fresh',
      'late',
      'late',
      'critical',
      'critical',
    ]);
    expect(urgency(3 * 60_000, { lateMinutes: 2, criticalMinutes: 3 })).toBe('critical');
  });
});

describe('scheduled orders', () => {
  it('show once due', () => {
    expect(isDueOnBoard(minutesAgo(1), now)).toBe(true);
    expect(isDueOnBoard(now.toISOString(), now)).toBe(true);
    expect(isDueOnBoard(minutesAgo(-1), now)).toBe(false);
  });

  it('wait only when scheduled: an order for now shows at once, whatever the board’s clock', () => {
    const soon = minutesAgo(-1);
    expect(isOnBoard({ paidAt: soon, dueAt: soon }, now)).toBe(true);
    expect(isOnBoard({ paidAt: minutesAgo(30), dueAt: soon }, now)).toBe(false);
    expect(isOnBoard({ paidAt: minutesAgo(30), dueAt: minutesAgo(1) }, now)).toBe(true);
    expect(isOnBoard({ paidAt: null, dueAt: soon }, now)).toBe(false);
  });

  it('says when the next hidden one is due', () => {
    expect(msUntilNextDue([], now)).toBeNull();
    expect(msUntilNextDue([minutesAgo(1)], now)).toBeNull();
    expect(msUntilNextDue([minutesAgo(-5), minutesAgo(-2), minutesAgo(-9), minutesAgo(3)], now)).toBe(2 * 60_000);
  });
});

describe('thresholds', () => {
  it('accepts whole minutes with critical after late', () => {
    expect(checkThresholds({ late: ' 4 ', critical: '8' })).toEqual({
      ok: true,
      value: { lateMinutes: 4, criticalMinutes: 8 },
    });
  });

  it('names each field that is not valid', () => {
    expect(checkThresholds({ late: '', critical: '0' })).toEqual({
      ok: false,
      errors: {
        late: 'outOfRange',
        critical: 'outOfRange',
      },
    });
    expect(checkThresholds({ late: '2.5', critical: '721' })).toEqual({
      ok: false,
      errors: {
        late: 'outOfRange',
        critical: 'outOfRange',
      },
    });
    expect(checkThresholds({ late: '10', critical: '10' })).toEqual({
      ok: false,
      errors: { critical: 'notAfterLate' },
    });
    expect(checkThresholds({ late: 'x', critical: '10' })).toEqual({
      ok: false,
      errors: { late: 'outOfRange' },
    });
  });

  it('reads stored thresholds, falling back to the defaults', () => {
    expect(parseThresholds({ lateMinutes: 3, criticalMinutes: 7 })).toEqual({ lateMinutes: 3, criticalMinutes: 7 });
    expect(parseThresholds({ lateMinutes: 7, criticalMinutes: 3 })).toEqual(DEFAULT_THRESHOLDS);
    expect(parseThresholds(null)).toEqual(DEFAULT_THRESHOLDS);
    expect(parseThresholds('5')).toEqual(DEFAULT_THRESHOLDS);
  });
});
