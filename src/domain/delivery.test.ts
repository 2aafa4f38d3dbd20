import { describe, expect, it } from 'vitest';
import {
  DELIVERY_DAYS,
  DELIVERY_END_MINUTE,
  DELIVERY_METHODS,
  DELIVERY_METHOD_LABELS,
  DELIVERY_START_MINUTE,
  DELIVERY_WINDOW_TEXT,
  canChooseLater,
  capitaliseWords,
  hasDeliverySchedule,
  isWithinDeliveryWindow,
  isWithinProductWindow,
  productDeliveryMethod,
} from './delivery';
import { parseShopTime } from './shopTime';

/** An instant from a shop-time `datetime-local` value (optionally with seconds). */
const at = (local: string) => parseShopTime(local)!;

describe('delivery methods', () => {
  it('are dine in, home delivery and take away, shown as Dine In, Home Delivery, Pick Up', () => {
    expect(DELIVERY_METHODS).toEqual(['dine in', 'home delivery', 'take away']);
    expect(DELIVERY_METHOD_LABELS).toEqual({
      'dine in': 'Dine In',
      'home delivery': 'Home Delivery',
      'take away': 'Pick Up',
    });
  });

  it('read in capitalised words on the order list', () => {
    expect(DELIVERY_METHODS.map(capitaliseWords)).toEqual(['Dine In', 'Home Delivery', 'Take Away']);
    expect(capitaliseWords('')).toBe('');
    expect(capitaliseWords('élan  vital')).toBe('Élan  Vital');
  });
});

describe('productDeliveryMethod: a product’s single method from the methods it lists', () => {
  it('is the one method listed', () => {
    for (const method of DELIVERY_METHODS) expect(productDeliveryMethod([method])).toBe(method);
  });

  it('is null when none is listed', () => {
    expect(productDeliveryMethod([])).toBeNull();
  });

  it('prefers dine in, then home delivery, for old products listed for several', () => {
    expect(productDeliveryMethod(['take away', 'home delivery', 'dine in'])).toBe('dine in');
    expect(productDeliveryMethod(['take away', 'home delivery'])).toBe('home delivery');
  });
});

describe('delivery time choices', () => {
  it('schedule home delivery and take away, not dine in or no method', () => {
    expect(hasDeliverySchedule('home delivery')).toBe(true);
    expect(hasDeliverySchedule('take away')).toBe(true);
    expect(hasDeliverySchedule('dine in')).toBe(false);
    expect(hasDeliverySchedule(null)).toBe(false);
  });

  it('let every method but dine in choose a later time', () => {
    expect(canChooseLater('dine in')).toBe(false);
    expect(canChooseLater('home delivery')).toBe(true);
    expect(canChooseLater('take away')).toBe(true);
    expect(canChooseLater(null)).toBe(true);
  });
});

describe('isWithinDeliveryWindow: Monday to Friday, 13:00 to 19:00 shop time', () => {
  it('has the shop’s constants', () => {
    expect(DELIVERY_DAYS).toEqual([1, 2, 3, 4, 5]);
    expect(DELIVERY_START_MINUTE).toBe(13 * 60);
    expect(DELIVERY_END_MINUTE).toBe(19 * 60);
    expect(DELIVERY_WINDOW_TEXT).toBe('Delivery only Monday to Friday, 1–7 pm');
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

describe('isWithinProductWindow: a product’s own delivery start and end', () => {
  const instant = at('2026-11-23T15:30');

  it('compares times of day, both bounds included', () => {
    expect(isWithinProductWindow(instant, '13:00', '19:00:00')).toBe(true);
    expect(isWithinProductWindow(instant, '15:30', '15:30')).toBe(true);
    expect(isWithinProductWindow(instant, '15:31', '19:00')).toBe(false);
    expect(isWithinProductWindow(instant, '13:00', '15:29')).toBe(false);
    expect(isWithinProductWindow(instant, '9:00', '16:00')).toBe(true);
  });

  it('counts seconds of a time of day', () => {
    expect(isWithinProductWindow(at('2026-11-23T19:00:30'), '13:00', '19:00')).toBe(false);
    expect(isWithinProductWindow(at('2026-11-23T19:00:30'), '13:00', '19:00:30')).toBe(true);
    expect(isWithinProductWindow(at('2026-11-23T13:00:10'), '13:00:20', null)).toBe(false);
  });

  it('compares times of day in shop time, not UTC', () => {
    // 08:30 UTC is 15:30 in Jakarta.
    expect(isWithinProductWindow(new Date('2026-11-23T08:30:00Z'), '15:00', '16:00')).toBe(true);
    expect(isWithinProductWindow(new Date('2026-11-23T08:30:00Z'), '08:00', '09:00')).toBe(false);
  });

  it('spans midnight when the start is after the end', () => {
    expect(isWithinProductWindow(at('2026-11-23T22:00'), '20:00', '02:00')).toBe(true);
    expect(isWithinProductWindow(at('2026-11-23T01:00'), '20:00', '02:00')).toBe(true);
    expect(isWithinProductWindow(at('2026-11-23T20:00'), '20:00', '02:00')).toBe(true);
    expect(isWithinProductWindow(at('2026-11-23T02:00'), '20:00', '02:00')).toBe(true);
    expect(isWithinProductWindow(at('2026-11-23T12:00'), '20:00', '02:00')).toBe(false);
  });

  it('compares full date-times as instants', () => {
    expect(isWithinProductWindow(instant, '2026-11-23T13:00', '2026-11-24T13:00')).toBe(true);
    expect(isWithinProductWindow(instant, '2026-11-23T15:30', '2026-11-23T15:30')).toBe(true);
    expect(isWithinProductWindow(instant, '2026-11-24T13:00', null)).toBe(false);
    expect(isWithinProductWindow(instant, null, '2026-11-23T15:29')).toBe(false);
    expect(isWithinProductWindow(instant, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z')).toBe(true);
    // A start date-time after an end time of day is not a midnight span: both must hold.
    expect(isWithinProductWindow(instant, '2026-11-20T20:00', '16:00')).toBe(true);
    expect(isWithinProductWindow(instant, '2026-11-24T20:00', '16:00')).toBe(false);
  });

  it('does not limit on a missing bound', () => {
    expect(isWithinProductWindow(instant, null, null)).toBe(true);
    expect(isWithinProductWindow(instant, '', '')).toBe(true);
    expect(isWithinProductWindow(instant, '13:00', null)).toBe(true);
    expect(isWithinProductWindow(instant, null, '16:00')).toBe(true);
    expect(isWithinProductWindow(instant, null, '15:00')).toBe(false);
  });

  it('does not limit on an unreadable bound', () => {
    expect(isWithinProductWindow(instant, 'whenever', 'later')).toBe(true);
    expect(isWithinProductWindow(instant, '25:00', '13:75')).toBe(true);
    expect(isWithinProductWindow(instant, '13:00:75', null)).toBe(true);
    expect(isWithinProductWindow(instant, '2026-02-31T10:00', '16:00')).toBe(true);
  });
});
