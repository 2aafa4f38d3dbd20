import { describe, expect, it } from 'vitest';
import { formatHourMinute, formatIdr, formatLongDate } from './format';
import { parseShopTime, shopClock, toShopInputValue } from './shopTime';

describe('formatIdr', () => {
  it('groups thousands with dots', () => {
    expect(formatIdr(40000)).toBe('IDR 40.000');
    expect(formatIdr(1250000)).toBe('IDR 1.250.000');
    expect(formatIdr(0)).toBe('IDR 0');
    expect(formatIdr(999)).toBe('IDR 999');
    expect(formatIdr(-15000)).toBe('IDR -15.000');
    expect(formatIdr(1999.6)).toBe('IDR 2.000');
  });
});

describe('formatLongDate', () => {
  it('reads in shop time (UTC+7)', () => {
    expect(formatLongDate('2026-11-22T11:47:00Z')).toBe('November 22, 2026, 18:47');
    // 20:30 UTC on the 22nd is already the 23rd in Jakarta.
    expect(formatLongDate(new Date('2026-11-22T20:30:00Z'))).toBe('November 23, 2026, 03:30');
  });
  it('is empty for an invalid date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatHourMinute', () => {
  it('trims times to hour:minute', () => {
    expect(formatHourMinute('13:00:00')).toBe('13:00');
    expect(formatHourMinute('2026-11-23T19:30')).toBe('19:30');
    expect(formatHourMinute('soon')).toBe('');
    expect(formatHourMinute(null)).toBe('');
    expect(formatHourMinute(undefined)).toBe('');
  });
});

describe('shop time', () => {
  it('gives wall-clock parts and datetime-local values in Jakarta', () => {
    const instant = new Date('2026-11-23T07:05:00Z');
    expect(shopClock(instant)).toEqual({ year: 2026, month: 11, day: 23, weekday: 1, hour: 14, minute: 5 });
    expect(toShopInputValue(instant)).toBe('2026-11-23T14:05');
  });
  it('reads datetime-local values as shop time', () => {
    expect(parseShopTime('2026-11-23T14:00')?.toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(parseShopTime('2026-11-23 14:00:30')?.toISOString()).toBe('2026-11-23T07:00:30.000Z');
    expect(parseShopTime('2026-11-23T14:00:30.250')?.toISOString()).toBe('2026-11-23T07:00:30.000Z');
  });
  it('takes zoned timestamps as given', () => {
    expect(parseShopTime('2026-11-23T07:00:00Z')?.toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(parseShopTime('2026-11-23T14:00:00+07:00')?.toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });
  it('rejects what is not a real time', () => {
    expect(parseShopTime('2026-02-31T10:00')).toBeNull();
    expect(parseShopTime('2026-11-23T25:00')).toBeNull();
    expect(parseShopTime('tomorrow')).toBeNull();
    expect(parseShopTime('2026-13-45T99:99Z')).toBeNull();
  });
});
