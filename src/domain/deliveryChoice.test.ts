import { describe, expect, it } from 'vitest';
import { deliveryTimeError, paymentMethodsFor, productHoursText } from './deliveryChoice';
import { deliversToDoor } from './deliveryWindow';

// 2026-11-23 is a Monday, 2026-11-28 a Saturday (shop time).
const NO_HOURS = {};
const AFTERNOON = { start: '13:00:00', end: '17:00:00' };

describe("productHoursText: the product's own hours beside the note", () => {
  it('shows both bounds as hour:minute', () => {
    expect(productHoursText(AFTERNOON)).toBe('This product delivers 13:00–17:00');
  });
  it('keeps the date of a full date-time bound', () => {
    expect(productHoursText({ start: '2026-11-23T13:00', end: null })).toBe(
      'This product delivers from 2026-11-23 13:00',
    );
  });
  it('says until for an end alone', () => {
    expect(productHoursText({ end: '18:30' })).toBe('This product delivers until 18:30');
  });
  it('is null without hours', () => {
    expect(productHoursText(NO_HOURS)).toBeNull();
    expect(productHoursText({ start: null, end: '' })).toBeNull();
  });
});

describe('deliveryTimeError: the time is checked when it is chosen', () => {
  it('accepts now (an empty time) and methods without a schedule', () => {
    expect(deliveryTimeError('home delivery', '', AFTERNOON)).toBeNull();
    expect(deliveryTimeError('dine in', '2026-11-28T10:00', AFTERNOON)).toBeNull();
    expect(deliveryTimeError(null, '2026-11-28T10:00', AFTERNOON)).toBeNull();
  });
  it('refuses an unreadable time', () => {
    expect(deliveryTimeError('take away', '2026-02-31T10:00', NO_HOURS)).toBe('Failed: Choose a date and time');
  });
  it('refuses a Saturday or a morning for home delivery with the window text', () => {
    expect(deliveryTimeError('home delivery', '2026-11-28T14:00', NO_HOURS)).toBe(
      'Failed: Delivery only Monday to Friday, 1–7 pm',
    );
    expect(deliveryTimeError('home delivery', '2026-11-23T10:00', NO_HOURS)).toBe(
      'Failed: Delivery only Monday to Friday, 1–7 pm',
    );
  });
  it('holds pick up to no shop window', () => {
    expect(deliveryTimeError('take away', '2026-11-28T10:00', NO_HOURS)).toBeNull();
  });
  it("refuses a time outside the product's own hours, naming them", () => {
    expect(deliveryTimeError('home delivery', '2026-11-23T18:00', AFTERNOON)).toBe(
      'Failed: This product delivers 13:00–17:00',
    );
    expect(deliveryTimeError('take away', '2026-11-28T10:00', AFTERNOON)).toBe(
      'Failed: This product delivers 13:00–17:00',
    );
  });
  it('accepts a time inside both windows', () => {
    expect(deliveryTimeError('home delivery', '2026-11-23T14:30', AFTERNOON)).toBeNull();
    expect(deliveryTimeError('take away', '2026-11-28T15:00', AFTERNOON)).toBeNull();
  });
});

describe('deliversToDoor and paymentMethodsFor: pick up and dine in pay in the shop', () => {
  it('asks an address and offers cash on delivery for home delivery only', () => {
    expect(deliversToDoor('home delivery')).toBe(true);
    expect(paymentMethodsFor('home delivery')).toEqual([1, 2, 3]);
    for (const method of ['dine in', 'take away', null] as const) {
      expect(deliversToDoor(method)).toBe(false);
      expect(paymentMethodsFor(method)).toEqual([1, 2]);
    }
  });
});
