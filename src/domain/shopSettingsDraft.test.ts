import { describe, expect, it } from 'vitest';
import {
  checkShopSettings,
  closedDateProblem,
  draftOf,
  withClosedDate,
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
    expect(rows.hours[0]).toEqual({ day: 1, isOpen: true, opens: '07:00', closes: '22:00' });
    expect(rows.hours[2]).toEqual({ day: 3, isOpen: false, opens: '07:00', closes: '22:00' });
    expect(rows.closedDates).toEqual(['2026-12-25', '2026-12-31']);
  });
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
    rows[0] = { ...rows[0]!, opens: '7' };
    rows[1] = { ...rows[1]!, opens: '09:00', closes: '09:00' };
    rows[4] = { ...rows[4]!, opens: '20:00', closes: '09:00' };
    rows[6] = { ...rows[6]!, isOpen: true, opens: '24:00', closes: '10:00' };
    expect(checkShopSettings(draft({ hours: rows }))).toEqual({
      ok: false,
      errors: { 'hours.1': 'time', 'hours.2': 'sameTimes', 'hours.5': 'overlapsNextDay', 'hours.7': 'time' },
    });
  });

  it('lets a close at 24:00 meet an opening at 00:00, and Sunday run into Monday only up to its opening', () => {
    const rows = draftOf(saved).hours;
    rows[6] = { ...rows[6]!, isOpen: true, opens: '00:00', closes: '07:00' };
    expect(checkShopSettings(draft({ hours: rows })).ok).toBe(true);
    rows[6] = { ...rows[6]!, opens: '20:00', closes: '08:00' };
    expect(checkShopSettings(draft({ hours: rows }))).toEqual({ ok: false, errors: { 'hours.7': 'overlapsNextDay' } });
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
