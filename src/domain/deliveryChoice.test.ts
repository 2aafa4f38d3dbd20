import { describe, expect, it } from 'vitest';
import { deliveryTimeProblem, paymentMethodsFor, productHoursShown } from './deliveryChoice';
import { deliversToDoor } from './deliveryWindow';

// 2026-11-23 is a Monday, 2026-11-28 a Saturday (shop time).
const NO_HOURS = {};
const AFTERNOON = { start: '13:00:00', end: '17:00:00' };

describe("productHoursShown: the product's own hours beside the note", () => {
  it('shows both bounds as hour:minute', () => {
    expect(productHoursShown(AFTERNOON)).toEqual({ from: '13:00', until: '17:00' });
  });
  it('keeps the date of a full date-time bound', () => {
    expect(productHoursShown({ start: '2026-11-23T13:00', end: null })).toEqual({
      from: '2026-11-23 13:00',
      until: '',
    });
  });
  it('leaves a missing start empty', () => {
    expect(productHoursShown({ end: '18:30' })).toEqual({ from: '', until: '18:30' });
  });
  it('is null without hours', () => {
    expect(productHoursShown(NO_HOURS)).toBeNull();
    expect(productHoursShown({ start: null, end: '' })).toBeNull();
  });
});

describe('deliveryTimeProblem: the time is checked when it is chosen', () => {
  it('accepts now (an empty time) and methods without a schedule', () => {
    expect(deliveryTimeProblem('home delivery', '', AFTERNOON)).toBeNull();
    expect(deliveryTimeProblem('dine in', '2026-11-28T10:00', AFTERNOON)).toBeNull();
    expect(deliveryTimeProblem(null, '2026-11-28T10:00', AFTERNOON)).toBeNull();
  });
  it('refuses a time gone by when it knows the time now, whatever the window says', () => {
    expect(deliveryTimeProblem('home delivery', '2026-11-20T14:00', NO_HOURS, '2026-11-23T10:00')).toBe('passed');
    expect(deliveryTimeProblem('take away', '2026-11-23T09:59', NO_HOURS, '2026-11-23T10:00')).toBeNull();
  });
  it('refuses an unreadable time', () => {
    expect(deliveryTimeProblem('take away', '2026-02-31T10:00', NO_HOURS)).toBe('unreadable');
  });
  it('refuses a Saturday or a morning for home delivery ', () => {
    expect(deliveryTimeProblem('home delivery', '2026-11-28T14:00', NO_HOURS)).toBe('outsideWindow');
    expect(deliveryTimeProblem('home delivery', '2026-11-23T10:00', NO_HOURS)).toBe('outsideWindow');
  });
  it('holds home delivery to the window the shop’s settings give', () => {
    const weekend = { days: [6, 0], startMinute: 10 * 60, endMinute: 16 * 60 };
    expect(deliveryTimeProblem('home delivery', '2026-11-28T10:00', NO_HOURS, undefined, weekend)).toBeNull();
    expect(deliveryTimeProblem('home delivery', '2026-11-23T14:00', NO_HOURS, undefined, weekend)).toBe(
      'outsideWindow',
    );
  });
  it('holds pick up to no shop window', () => {
    expect(deliveryTimeProblem('take away', '2026-11-28T10:00', NO_HOURS)).toBeNull();
  });
  it("refuses a time outside the product's own hours", () => {
    expect(deliveryTimeProblem('home delivery', '2026-11-23T18:00', AFTERNOON)).toBe('outsideProductHours');
    expect(deliveryTimeProblem('take away', '2026-11-28T10:00', AFTERNOON)).toBe('outsideProductHours');
  });
  it('accepts a time inside both windows', () => {
    expect(deliveryTimeProblem('home delivery', '2026-11-23T14:30', AFTERNOON)).toBeNull();
    expect(deliveryTimeProblem('take away', '2026-11-28T15:00', AFTERNOON)).toBeNull();
  });
});

describe('deliversToDoor and paymentMethodsFor: pick up and dine in pay in the shop', () => {
  it('asks an address and offers cash on delivery for home delivery only', () => {
    expect(deliversToDoor('home delivery')).toBe(true);
    expect(paymentMethodsFor('home delivery')).toEqual([1, 2, 3, 4]);
    for (const method of ['dine in', 'take away', null] as const) {
      expect(deliversToDoor(method)).toBe(false);
      expect(paymentMethodsFor(method)).toEqual([1, 2, 4]);
    }
  });
});
