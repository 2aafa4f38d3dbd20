import { describe, expect, it } from 'vitest';
import {
  canChooseLater,
  capitaliseWords,
  choiceForMethod,
  flagsForMethod,
  hasDeliverySchedule,
  isDeliveryMethod,
  isWithinDeliveryWindow,
  isWithinProductWindow,
  methodForChoice,
  nowDeliveryTime,
  productDeliveryMethod,
} from './delivery';
import { parseShopTime } from './shopTime';

const at = (local: string) => parseShopTime(local)!;

describe('delivery methods', () => {
  it('derives a product’s single method from its flags', () => {
    expect(productDeliveryMethod({ is_dine_in: 1, is_home_delivery: 0, is_pick_up: 0 })).toBe('dine in');
    expect(productDeliveryMethod({ is_dine_in: 0, is_home_delivery: true, is_pick_up: 0 })).toBe('home delivery');
    expect(productDeliveryMethod({ is_dine_in: false, is_home_delivery: 0, is_pick_up: 1 })).toBe('take away');
    expect(productDeliveryMethod({ is_dine_in: 0, is_home_delivery: 0, is_pick_up: 0 })).toBeNull();
  });
  it('maps a single choice to flags, resetting the others', () => {
    expect(flagsForMethod('take away')).toEqual({ is_dine_in: 0, is_home_delivery: 0, is_pick_up: 1 });
    expect(flagsForMethod('dine in')).toEqual({ is_dine_in: 1, is_home_delivery: 0, is_pick_up: 0 });
    expect(flagsForMethod('home delivery')).toEqual({ is_dine_in: 0, is_home_delivery: 1, is_pick_up: 0 });
    expect(methodForChoice('door')).toBe('home delivery');
    expect(choiceForMethod('take away')).toBe('pick');
  });
  it('knows which methods have a schedule and a later time', () => {
    expect(hasDeliverySchedule('home delivery')).toBe(true);
    expect(hasDeliverySchedule('take away')).toBe(true);
    expect(hasDeliverySchedule('dine in')).toBe(false);
    expect(hasDeliverySchedule(null)).toBe(false);
    expect(canChooseLater('dine in')).toBe(false);
    expect(canChooseLater('home delivery')).toBe(true);
  });
  it('recognises methods and capitalises them', () => {
    expect(isDeliveryMethod('take away')).toBe(true);
    expect(isDeliveryMethod('drive through')).toBe(false);
    expect(capitaliseWords('home delivery')).toBe('Home Delivery');
  });
});

describe('delivery window: Monday to Friday, 13:00 to 19:00 shop time', () => {
  it('opens at 13:00 and closes after 19:00', () => {
    expect(isWithinDeliveryWindow(at('2026-11-23T12:59'))).toBe(false);
    expect(isWithinDeliveryWindow(at('2026-11-23T13:00'))).toBe(true);
    expect(isWithinDeliveryWindow(at('2026-11-27T19:00'))).toBe(true);
    expect(isWithinDeliveryWindow(at('2026-11-27T19:01'))).toBe(false);
  });
  it('is closed at the weekend', () => {
    expect(isWithinDeliveryWindow(at('2026-11-28T14:00'))).toBe(false);
    expect(isWithinDeliveryWindow(at('2026-11-29T14:00'))).toBe(false);
  });
  it('uses the Jakarta day, not the UTC day', () => {
    // Friday 23:30 UTC is Saturday 06:30 in Jakarta; Friday 07:00 UTC is Friday 14:00 there.
    expect(isWithinDeliveryWindow(new Date('2026-11-27T23:30:00Z'))).toBe(false);
    expect(isWithinDeliveryWindow(new Date('2026-11-27T07:00:00Z'))).toBe(true);
  });
});

describe('a product’s own delivery window', () => {
  const instant = at('2026-11-23T15:30');
  it('compares times of day', () => {
    expect(isWithinProductWindow(instant, '13:00', '19:00:00')).toBe(true);
    expect(isWithinProductWindow(instant, '16:00', '19:00')).toBe(false);
    expect(isWithinProductWindow(instant, '13:00', '15:00')).toBe(false);
  });
  it('compares full date-times', () => {
    expect(isWithinProductWindow(instant, '2026-11-23T13:00', '2026-11-24T13:00')).toBe(true);
    expect(isWithinProductWindow(instant, '2026-11-24T13:00', null)).toBe(false);
  });
  it('does not limit on a missing or unreadable bound', () => {
    expect(isWithinProductWindow(instant, null, null)).toBe(true);
    expect(isWithinProductWindow(instant, 'whenever', '')).toBe(true);
  });
});

describe('now', () => {
  it('gives the injected clock’s time as a datetime-local value in shop time', () => {
    expect(nowDeliveryTime(() => new Date('2026-11-23T07:05:00Z'))).toBe('2026-11-23T14:05');
  });
});
