import { describe, expect, it } from 'vitest';
import {
  checkShopSettings,
  closedDateProblem,
  draftOf,
  problemPlace,
  withClosedDate,
  type OpeningRow,
  type ShopSettingsDraft,
  type ShopSettingsValue,
} from './shopSettingsDraft';

const saved: ShopSettingsValue = {
  hours: [
    { day: 1, opens: '07:00', closes: '22:00' },
    { day: 2, opens: '07:00', closes: '22:00' },
    { day: 5, opens: '07:00', closes: '02:00' },
    { day: 6, opens: '08:00', closes: '24:00' },
  ],
  closedDates: ['2026-12-31', '2026-12-25'],
  taxRatePercent: 10,
  shippingFee: 10000,
  deliveryWindow: { days: [5, 1, 2], start: '13:00', end: '19:00' },
};

const draft = (change: Partial<ShopSettingsDraft> = {}): ShopSettingsDraft => ({ ...draftOf(saved), ...change });

describe('draftOf', () => {
  it('has a row per weekday, a missing day closed, and the dates sorted', () => {
    const rows = draftOf(saved);
    expect(rows.hours).toHaveLength(7);
    expect(rows.hours[0]).toEqual({ day: 1, isOpen: true, openings: [{ opens: '07:00', closes: '22:00' }] });
    expect(rows.hours[2]).toEqual({ day: 3, isOpen: false, openings: [{ opens: '07:00', closes: '22:00' }] });
    expect(rows.closedDates).toEqual(['2026-12-25', '2026-12-31']);
  });

  it('gives a day with a break its two openings in the order of the day', () => {
    const rows = draftOf({
      ...saved,
      hours: [
        { day: 3, opens: '15:00', closes: '22:00' },
        { day: 3, opens: '07:00', closes: '11:00' },
      ],
    });
    expect(rows.hours[2]!.openings).toEqual([
      { opens: '07:00', closes: '11:00' },
      { opens: '15:00', closes: '22:00' },
    ]);
  });
});

/** A weekday's row with these openings (`HH:MM–HH:MM`). */
const day = (weekday: OpeningRow['day'], ...openings: string[]): OpeningRow => ({
  day: weekday,
  isOpen: true,
  openings: openings.map((range) => {
    const [opens, closes] = range.split('–') as [string, string];
    return { opens, closes };
  }),
});

describe('checkShopSettings', () => {
  it('gives the open days only, the dates and window days sorted', () => {
    const result = checkShopSettings(draft());
    expect(result).toEqual({
      ok: true,
      value: {
        ...saved,
        closedDates: ['2026-12-25', '2026-12-31'],
        deliveryWindow: { days: [1, 2, 5], start: '13:00', end: '19:00' },
      },
    });
  });

  it('refuses unreadable and equal times, and an opening past midnight into the next day’s', () => {
    const rows = draftOf(saved).hours;
    rows[0] = day(1, '7–22:00');
    rows[1] = day(2, '09:00–09:00');
    rows[4] = day(5, '20:00–09:00');
    rows[6] = day(7, '24:00–10:00');
    expect(checkShopSettings(draft({ hours: rows }))).toEqual({
      ok: false,
      errors: { 'hours.1': 'time', 'hours.2': 'sameTimes', 'hours.5': 'overlapsNextDay', 'hours.7': 'time' },
    });
  });

  it('lets a close at 24:00 meet an opening at 00:00, and Sunday run into Monday only up to its opening', () => {
    const rows = draftOf(saved).hours;
    rows[6] = day(7, '00:00–07:00');
    expect(checkShopSettings(draft({ hours: rows })).ok).toBe(true);
    rows[6] = day(7, '20:00–08:00');
    expect(checkShopSettings(draft({ hours: rows }))).toEqual({ ok: false, errors: { 'hours.7': 'overlapsNextDay' } });
  });

  it('takes a day with a break as two ranges of that day, in the order of the day', () => {
    const rows = draftOf(saved).hours;
    rows[0] = day(1, '15:00–22:00', '07:00–11:00');
    const result = checkShopSettings(draft({ hours: rows }));
    expect(result.ok && result.value.hours.filter((range) => range.day === 1)).toEqual([
      { day: 1, opens: '07:00', closes: '11:00' },
      { day: 1, opens: '15:00', closes: '22:00' },
    ]);
  });

  it('refuses a break whose openings overlap, or one left without its times', () => {
    const rows = draftOf(saved).hours;
    rows[0] = day(1, '07:00–12:00', '11:00–22:00');
    rows[1] = day(2, '07:00–11:00', '–');
    rows[2] = day(3, '07:00–11:00', '15:00–15:00');
    expect(checkShopSettings(draft({ hours: rows }))).toEqual({
      ok: false,
      errors: { 'hours.1': 'overlapsSameDay', 'hours.2': 'time', 'hours.3': 'sameTimes' },
    });
  });

  it('runs the later opening of a break past midnight, and only that one meets the next day', () => {
    const rows = draftOf(saved).hours;
    rows[0] = day(1, '18:00–08:00', '07:00–11:00');
    expect(checkShopSettings(draft({ hours: rows }))).toEqual({ ok: false, errors: { 'hours.1': 'overlapsNextDay' } });
    rows[0] = day(1, '07:00–11:00', '18:00–02:00');
    rows[1] = day(2, '02:00–22:00');
    expect(checkShopSettings(draft({ hours: rows })).ok).toBe(true);
  });

  it('refuses a tax rate outside 0–20 and a fee outside whole 0–100.000', () => {
    expect(checkShopSettings(draft({ taxRatePercent: 21, shippingFee: 100001 }))).toEqual({
      ok: false,
      errors: { taxRatePercent: 'taxRange', shippingFee: 'feeRange' },
    });
    expect(checkShopSettings(draft({ taxRatePercent: 10.5, shippingFee: 10.5 }))).toMatchObject({
      errors: { taxRatePercent: 'taxRange', shippingFee: 'feeRange' },
    });
    expect(checkShopSettings(draft({ taxRatePercent: -1, shippingFee: -1 }))).toMatchObject({
      errors: { taxRatePercent: 'taxRange', shippingFee: 'feeRange' },
    });
    expect(checkShopSettings(draft({ taxRatePercent: 0, shippingFee: 0 })).ok).toBe(true);
  });

  it('refuses a delivery window without days, with bad times or its end before its start', () => {
    expect(checkShopSettings(draft({ deliveryWindow: { days: [], start: '19:00', end: '13:00' } }))).toEqual({
      ok: false,
      errors: { 'deliveryWindow.days': 'noDays', 'deliveryWindow.end': 'endBeforeStart' },
    });
    expect(checkShopSettings(draft({ deliveryWindow: { days: [1], start: '24:00', end: 'x' } }))).toEqual({
      ok: false,
      errors: { 'deliveryWindow.start': 'time', 'deliveryWindow.end': 'time' },
    });
    expect(checkShopSettings(draft({ deliveryWindow: { days: [1], start: 'x', end: '10:00' } }))).toEqual({
      ok: false,
      errors: { 'deliveryWindow.start': 'time' },
    });
  });
});

describe('problemPlace', () => {
  it('says a missing or unreadable time at that field, equal times at the close', () => {
    expect(problemPlace(day(1, '7–22:00'), 'time')).toEqual({ index: 0, field: 'opens' });
    expect(problemPlace(day(1, '07:00–11:00', '15:00–'), 'time')).toEqual({ index: 1, field: 'closes' });
    expect(problemPlace(day(1, '07:00–11:00', '15:00–15:00'), 'sameTimes')).toEqual({ index: 1, field: 'closes' });
  });

  it("says an overlap within the day at the break's reopening, the rest at the day's last close", () => {
    expect(problemPlace(day(1, '07:00–12:00', '11:00–22:00'), 'overlapsSameDay')).toEqual({ index: 1, field: 'opens' });
    expect(problemPlace(day(1, '20:00–09:00'), 'overlapsNextDay')).toEqual({ index: 0, field: 'closes' });
    // A problem the row no longer shows (the server's, or an edit since) falls back to the last close.
    expect(problemPlace(day(1, '07:00–22:00'), 'time')).toEqual({ index: 0, field: 'closes' });
    expect(problemPlace(day(1, '07:00–22:00'), 'sameTimes')).toEqual({ index: 0, field: 'closes' });
  });
});

describe('closed dates', () => {
  it('refuses what is not a date, a past date and a date listed twice', () => {
    expect(closedDateProblem('2026-02-30', [], '2026-11-28')).toBe('date');
    expect(closedDateProblem('25/12/2026', [], '2026-11-28')).toBe('date');
    expect(closedDateProblem('2026-11-27', [], '2026-11-28')).toBe('datePast');
    expect(closedDateProblem('2026-12-25', ['2026-12-25'], '2026-11-28')).toBe('dateTwice');
    expect(closedDateProblem('2026-11-28', [], '2026-11-28')).toBeNull();
  });

  it('keeps the list sorted', () => {
    expect(withClosedDate(['2026-12-25', '2027-01-01'], '2026-12-31')).toEqual([
      '2026-12-25',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});
