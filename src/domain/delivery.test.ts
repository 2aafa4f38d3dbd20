import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  DELIVERY_METHOD_LABELS,
  capitaliseWords,
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
