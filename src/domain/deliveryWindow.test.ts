import { describe, expect, it } from 'vitest';
import {
  DAYS_AHEAD_TEXT,
  DELIVERY_DAYS,
  DELIVERY_END_MINUTE,
  DELIVERY_START_MINUTE,
  DELIVERY_WINDOW,
  DELIVERY_WINDOW_TEXT,
  MAX_DAYS_AHEAD,
  daysAheadError,
  deliveryWindowText,
  deliversToDoor,
  isWithinDaysAhead,
  isWithinDeliveryWindow,
  takesLaterTime,
  windowOfSetting,
} from './deliveryWindow';
import { parseShopTime } from './shopTime';

/** An instant from a shop-time `datetime-local` value (optionally with seconds). */
const at = (local: string) => parseShopTime(local)!;

describe('delivery method rules', () => {
  it('take a later time (and the product’s own hours) for home delivery and take away, not dine in or no method', () => {
    expect(takesLaterTime('home delivery')).toBe(true);
    expect(takesLaterTime('take away')).toBe(true);
    expect(takesLaterTime('dine in')).toBe(false);
    expect(takesLaterTime(null)).toBe(false);
  });

  it('bring only home delivery to the door (the window, the address, cash on delivery)', () => {
    expect(deliversToDoor('home delivery')).toBe(true);
    for (const method of ['dine in', 'take away', null] as const) expect(deliversToDoor(method)).toBe(false);
  });
});

describe('deliveryWindowText: the window in words, from its numbers', () => {
  it('reads the shop’s window word for word', () => {
    expect(deliveryWindowText(DELIVERY_WINDOW)).toBe('Delivery only Monday to Friday, 13:00–19:00');
  });

  it('writes times on the 24-hour clock, minutes kept, and one day alone', () => {
    expect(deliveryWindowText({ days: [6], startMinute: 9 * 60 + 30, endMinute: 12 * 60 })).toBe(
      'Delivery only Saturday, 09:30–12:00',
    );
    expect(deliveryWindowText({ days: [0, 1], startMinute: 0, endMinute: 24 * 60 })).toBe(
      'Delivery only Sunday to Monday, 00:00–24:00',
    );
  });
});

describe('isWithinDeliveryWindow: Monday to Friday, 13:00 to 19:00 shop time', () => {
  it('has the shop’s constants', () => {
    expect(DELIVERY_DAYS).toEqual([1, 2, 3, 4, 5]);
    expect(DELIVERY_START_MINUTE).toBe(13 * 60);
    expect(DELIVERY_END_MINUTE).toBe(19 * 60);
    expect(DELIVERY_WINDOW_TEXT).toBe('Delivery only Monday to Friday, 13:00–19:00');
  });

  it('opens at 13:00 and closes after 19:00', () => {
    // Monday 23 November 2026.
    expect(isWithinDeliveryWindow(at('2026-11-23T12:59'))).toBe(false);
    expect(isWithinDeliveryWindow(at('2026-11-23T12:59:59'))).toBe(false);
    expect(isWithinDeliveryWindow(at('2026-11-23T13:00'))).toBe(true);
    expect(isWithinDeliveryWindow(at('2026-11-23T16:00'))).toBe(true);
    expect(isWithinDeliveryWindow(at('2026-11-23T19:00'))).toBe(true);
    expect(isWithinDeliveryWindow(at('2026-11-23T19:00:59'))).toBe(false);
    expect(isWithinDeliveryWindow(at('2026-11-23T19:01'))).toBe(false);
  });

  it('runs every weekday', () => {
    for (const day of ['23', '24', '25', '26', '27']) {
      expect(isWithinDeliveryWindow(at(`2026-11-${day}T14:00`))).toBe(true);
    }
  });

  it('is closed on Saturday and Sunday', () => {
    expect(isWithinDeliveryWindow(at('2026-11-28T14:00'))).toBe(false);
    expect(isWithinDeliveryWindow(at('2026-11-29T14:00'))).toBe(false);
  });

  it('uses the Jakarta day and hour, not the UTC ones', () => {
    // Friday 23:30 UTC is Saturday 06:30 in Jakarta; Friday 07:00 UTC is Friday 14:00 there.
    expect(isWithinDeliveryWindow(new Date('2026-11-27T23:30:00Z'))).toBe(false);
    expect(isWithinDeliveryWindow(new Date('2026-11-27T07:00:00Z'))).toBe(true);
    // Friday 18:00 UTC (a weekday in UTC, within 13–19 there) is Saturday 01:00 in Jakarta.
    expect(isWithinDeliveryWindow(new Date('2026-11-27T18:00:00Z'))).toBe(false);
    // Sunday 22:00 UTC is Monday 05:00 in Jakarta: a weekday, but before 13:00.
    expect(isWithinDeliveryWindow(new Date('2026-11-29T22:00:00Z'))).toBe(false);
    // Monday 06:00 UTC is Monday 13:00 in Jakarta.
    expect(isWithinDeliveryWindow(new Date('2026-11-30T06:00:00Z'))).toBe(true);
  });
});

describe('the day limit: at most 30 days ahead', () => {
  const now = at('2026-11-23T10:00');

  it('allows up to 30 days later, to the millisecond', () => {
    expect(MAX_DAYS_AHEAD).toBe(30);
    expect(isWithinDaysAhead(at('2026-12-23T10:00'), now)).toBe(true);
    expect(isWithinDaysAhead(new Date(at('2026-12-23T10:00').getTime() + 1), now)).toBe(false);
  });

  it('names the limit at checkout, and leaves "now" and unreadable times to the other checks', () => {
    expect(daysAheadError('2030-01-07T14:00', now)).toBe(DAYS_AHEAD_TEXT);
    expect(DAYS_AHEAD_TEXT).toBe('Orders can be placed at most 30 days ahead');
    expect(daysAheadError('2026-11-24T14:00', now)).toBeNull();
    expect(daysAheadError('', now)).toBeNull();
    expect(daysAheadError('soon', now)).toBeNull();
  });
});

describe('a delivery window from the shop’s settings', () => {
  it('reads days 1–7 (Monday first) and HH:MM times', () => {
    expect(windowOfSetting({ days: [1, 2, 3, 4, 5], start: '13:00', end: '19:00' })).toEqual(DELIVERY_WINDOW_LIKE);
    expect(windowOfSetting({ days: [7, 5, 6], start: '10:00', end: '24:00' })).toEqual({
      days: [5, 6, 0],
      startMinute: 600,
      endMinute: 1440,
    });
  });

  it('says the default window in the same words as before, days in a row as a span, others by name', () => {
    expect(deliveryWindowText(windowOfSetting({ days: [1, 2, 3, 4, 5], start: '13:00', end: '19:00' }))).toBe(
      DELIVERY_WINDOW_TEXT,
    );
    expect(deliveryWindowText(windowOfSetting({ days: [5, 6, 7], start: '10:00', end: '22:00' }))).toBe(
      'Delivery only Friday to Sunday, 10:00–22:00',
    );
    expect(deliveryWindowText(windowOfSetting({ days: [1, 3, 5], start: '10:00', end: '22:00' }))).toBe(
      'Delivery only Monday, Wednesday and Friday, 10:00–22:00',
    );
  });

  it('judges an instant against the given window', () => {
    const weekend = windowOfSetting({ days: [6, 7], start: '10:00', end: '12:00' });
    expect(isWithinDeliveryWindow(parseShopTime('2026-11-28T11:00')!, weekend)).toBe(true);
    expect(isWithinDeliveryWindow(parseShopTime('2026-11-23T11:00')!, weekend)).toBe(false);
    expect(isWithinDeliveryWindow(parseShopTime('2026-11-29T12:01')!, weekend)).toBe(false);
  });
});

const DELIVERY_WINDOW_LIKE = { days: [1, 2, 3, 4, 5], startMinute: 780, endMinute: 1140 };
