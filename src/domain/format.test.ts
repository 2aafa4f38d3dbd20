import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatHourMinute, formatIdr, formatLongDate, formatMinutes } from './format';

describe('formatIdr: rupiah with Indonesian grouping', () => {
  it('groups thousands with dots', () => {
    expect(formatIdr(40000)).toBe('IDR\u00a040.000');
    expect(formatIdr(1250000)).toBe('IDR\u00a01.250.000');
    expect(formatIdr(1000)).toBe('IDR\u00a01.000');
    expect(formatIdr(100000)).toBe('IDR\u00a0100.000');
    expect(formatIdr(200000)).toBe('IDR\u00a0200.000');
    expect(formatIdr(1000000000)).toBe('IDR\u00a01.000.000.000');
  });

  it('leaves amounts under a thousand ungrouped', () => {
    expect(formatIdr(0)).toBe('IDR\u00a00');
    expect(formatIdr(5)).toBe('IDR\u00a05');
    expect(formatIdr(999)).toBe('IDR\u00a0999');
  });

  it('puts the minus sign after the currency', () => {
    expect(formatIdr(-15000)).toBe('IDR\u00a0-15.000');
    expect(formatIdr(-500)).toBe('IDR\u00a0-500');
    expect(formatIdr(-1250000)).toBe('IDR\u00a0-1.250.000');
  });

  it('rounds to whole rupiah and never shows -0', () => {
    expect(formatIdr(1999.6)).toBe('IDR\u00a02.000');
    expect(formatIdr(1999.4)).toBe('IDR\u00a01.999');
    expect(formatIdr(-0)).toBe('IDR\u00a00');
    expect(formatIdr(-0.4)).toBe('IDR\u00a00');
  });

  it('writes Rp before the amount in Bahasa Indonesia, with the same grouping', () => {
    expect(formatIdr(40000, 'id')).toBe('Rp40.000');
    expect(formatIdr(1250000, 'id')).toBe('Rp1.250.000');
    expect(formatIdr(-500, 'id')).toBe('Rp-500');
    expect(formatIdr(0, 'id')).toBe('Rp0');
  });

  it('joins the currency and the amount with a no-break space, so a price never wraps', () => {
    const price = formatIdr(25850000);
    expect(price).toContain('\u00a0');
    expect(price).not.toMatch(/ /);
  });
});

describe('formatLongDate: the order list’s date in shop time (UTC+7)', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('reads an ISO instant in Jakarta time', () => {
    expect(formatLongDate('2026-11-22T11:47:00Z')).toBe('November 22, 2026, 18:47');
    expect(formatLongDate('2026-11-22T11:47:00Z', 'id')).toBe('22 November 2026, 18:47');
    expect(formatLongDate('2026-08-05T01:05:00Z', 'id')).toBe('5 Agustus 2026, 08:05');
    expect(formatLongDate('2026-11-22T11:47:00.000Z')).toBe('November 22, 2026, 18:47');
    expect(formatLongDate('2026-01-05T01:02:00Z')).toBe('January 5, 2026, 08:02');
  });

  it('takes Date objects too', () => {
    expect(formatLongDate(new Date('2026-06-15T00:00:00Z'))).toBe('June 15, 2026, 07:00');
  });

  it('shows the next day when the UTC instant is already past midnight in Jakarta', () => {
    // 20:30 UTC on the 22nd is 03:30 on the 23rd in Jakarta.
    expect(formatLongDate(new Date('2026-11-22T20:30:00Z'))).toBe('November 23, 2026, 03:30');
    expect(formatLongDate('2026-11-22T17:00:00Z')).toBe('November 23, 2026, 00:00');
    expect(formatLongDate('2026-11-22T16:59:00Z')).toBe('November 22, 2026, 23:59');
    // … and the next year on New Year's Eve.
    expect(formatLongDate('2026-12-31T17:00:00Z')).toBe('January 1, 2027, 00:00');
  });

  it('reads a zone-less date-time as shop time, whatever the machine’s zone', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(formatLongDate('2026-11-22T18:47')).toBe('November 22, 2026, 18:47');
      expect(formatLongDate('2026-11-22 18:47:00')).toBe('November 22, 2026, 18:47');
    }
  });

  it('reads a timestamp with an offset as that instant', () => {
    expect(formatLongDate('2026-11-22T06:47:00-05:00')).toBe('November 22, 2026, 18:47');
  });

  it('is empty for what is not a real date and time', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('2026-02-31T10:00:00Z')).toBe('');
    expect(formatLongDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatHourMinute: start and end of delivery as hour:minute', () => {
  it('trims a time of day', () => {
    expect(formatHourMinute('13:00:00')).toBe('13:00');
    expect(formatHourMinute('09:05')).toBe('09:05');
  });

  it('takes the wall-clock time of a datetime-local value', () => {
    expect(formatHourMinute('2026-11-23T19:30')).toBe('19:30');
    expect(formatHourMinute('2026-11-23 07:15:00')).toBe('07:15');
  });

  it('shows a zoned timestamp in shop time, not in UTC', () => {
    expect(formatHourMinute('2026-11-23T06:00:00.000Z')).toBe('13:00');
    expect(formatHourMinute('2026-11-23T23:30:00+07:00')).toBe('23:30');
  });

  it('is empty for nothing or for text without a time', () => {
    expect(formatHourMinute('soon')).toBe('');
    expect(formatHourMinute('')).toBe('');
    expect(formatHourMinute(null)).toBe('');
    expect(formatHourMinute(undefined)).toBe('');
  });
});

describe('formatMinutes', () => {
  it('writes minutes with one decimal as each language writes decimals, and a dash for no time', () => {
    expect(formatMinutes(6)).toBe('6\u00a0min');
    expect(formatMinutes(5.5)).toBe('5.5\u00a0min');
    expect(formatMinutes(4.26)).toBe('4.3\u00a0min');
    expect(formatMinutes(0)).toBe('0\u00a0min');
    expect(formatMinutes(5.5, 'id')).toBe('5,5\u00a0mnt');
    expect(formatMinutes(6, 'id')).toBe('6\u00a0mnt');
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(null, 'id')).toBe('—');
  });
});

describe('formatDay: since when someone works the shop, in shop time (UTC+7)', () => {
  it('writes the day as each language does', () => {
    expect(formatDay('2026-10-12T08:30:00Z')).toBe('October 12, 2026');
    expect(formatDay('2026-10-12T08:30:00Z', 'id')).toBe('12 Oktober 2026');
    // 18:00 UTC is already the next day in the shop.
    expect(formatDay(new Date('2026-10-12T18:00:00Z'))).toBe('October 13, 2026');
  });

  it('reads nonsense as nothing', () => {
    expect(formatDay('not a date')).toBe('');
    expect(formatDay(new Date(Number.NaN))).toBe('');
  });
});
