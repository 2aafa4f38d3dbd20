import { describe, expect, it } from 'vitest';
import { SHOP_UTC_OFFSET_MINUTES, pad, parseShopTime, shopClock, toShopInputValue } from './shopTime';

const iso = (value: string) => parseShopTime(value)?.toISOString() ?? null;

describe('shop time', () => {
  it('is Asia/Jakarta, UTC+7 all year', () => {
    expect(SHOP_UTC_OFFSET_MINUTES).toBe(420);
  });

  it('pads to two digits', () => {
    expect(pad(0)).toBe('00');
    expect(pad(7)).toBe('07');
    expect(pad(23)).toBe('23');
  });
});

describe('shopClock', () => {
  it('gives wall-clock parts in Jakarta', () => {
    expect(shopClock(new Date('2026-11-23T07:05:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      weekday: 1,
      hour: 14,
      minute: 5,
    });
  });

  it('moves to the next day, weekday and year when Jakarta is already past midnight', () => {
    // Friday 27 November 23:30 UTC is Saturday 28 November 06:30 in Jakarta.
    expect(shopClock(new Date('2026-11-27T23:30:00Z'))).toMatchObject({ day: 28, weekday: 6, hour: 6, minute: 30 });
    expect(shopClock(new Date('2026-12-31T17:00:00Z'))).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0 });
  });
});

describe('toShopInputValue', () => {
  it('gives a datetime-local value in shop time', () => {
    expect(toShopInputValue(new Date('2026-11-23T07:05:00Z'))).toBe('2026-11-23T14:05');
    expect(toShopInputValue(new Date('2026-02-28T20:09:59Z'))).toBe('2026-03-01T03:09');
  });

  it('round-trips through parseShopTime', () => {
    expect(toShopInputValue(parseShopTime('2026-11-23T14:00')!)).toBe('2026-11-23T14:00');
  });
});

describe('parseShopTime', () => {
  it('reads a datetime-local value as shop time', () => {
    expect(iso('2026-11-23T14:00')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T00:30')).toBe('2026-11-22T17:30:00.000Z');
    expect(iso('2026-11-23 14:00')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('  2026-11-23T14:00  ')).toBe('2026-11-23T07:00:00.000Z');
  });

  it('reads seconds and fractions of a second', () => {
    expect(iso('2026-11-23 14:00:30')).toBe('2026-11-23T07:00:30.000Z');
    expect(iso('2026-11-23T14:00:30.250')).toBe('2026-11-23T07:00:30.250Z');
    expect(iso('2026-11-23T14:00:30.5')).toBe('2026-11-23T07:00:30.500Z');
    expect(iso('2026-11-23T14:00:30.123456')).toBe('2026-11-23T07:00:30.123Z');
  });

  it('takes a timestamp with Z or an offset as given', () => {
    expect(iso('2026-11-23T07:00:00Z')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T07:00:00.125Z')).toBe('2026-11-23T07:00:00.125Z');
    expect(iso('2026-11-23T07:00Z')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T14:00:00+07:00')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T14:00+0700')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T14:00+07')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T02:00:00-05:00')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso('2026-11-23T12:30:00+05:30')).toBe('2026-11-23T07:00:00.000Z');
    expect(iso(' 2026-11-23T07:00:00Z ')).toBe('2026-11-23T07:00:00.000Z');
  });

  it('knows leap years', () => {
    expect(iso('2028-02-29T10:00')).toBe('2028-02-29T03:00:00.000Z');
    expect(iso('2026-02-29T10:00')).toBeNull();
  });

  it('refuses dates and times that do not exist, with or without a zone', () => {
    for (const value of [
      '2026-02-31T10:00',
      '2026-02-31T10:00:00Z',
      '2026-02-30T10:00:00+07:00',
      '2026-04-31T10:00',
      '2026-13-01T10:00',
      '2026-00-10T10:00',
      '2026-11-00T10:00',
      '2026-11-23T24:00',
      '2026-11-23T24:00:00Z',
      '2026-11-23T25:00',
      '2026-11-23T23:60',
      '2026-11-23T23:59:60',
      '2026-13-45T99:99Z',
    ]) {
      expect(parseShopTime(value), value).toBeNull();
    }
  });

  it('refuses offsets that do not exist', () => {
    expect(parseShopTime('2026-11-23T14:00+24:00')).toBeNull();
    expect(parseShopTime('2026-11-23T14:00+07:60')).toBeNull();
  });

  it('keeps years before 100 as they are (Date.UTC would read 0026 as 1926)', () => {
    expect(parseShopTime('0026-11-23T14:00')?.getUTCFullYear()).toBe(26);
  });

  it('refuses anything that is not a date and a time', () => {
    for (const value of [
      '',
      'tomorrow',
      '2026-11-23',
      '14:00',
      '23/11/2026 14:00',
      '2026-11-23T14',
      '2026-11-23T14:00Zjunk',
      '2026-11-23T14:00 GMT+0700',
      '2026-11-23t14:00',
    ]) {
      expect(parseShopTime(value), value).toBeNull();
    }
  });
});
