import { describe, expect, it } from 'vitest';
import { closingTime, isoWeekday, minutesLater, whenInShopTime, type OpeningHours } from './shopStatus';

/** An instant given in shop time. */
const at = (value: string) => new Date(`${value}+07:00`);

const everyDay = (opens: string, closes: string): OpeningHours[] =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, opens, closes }));

describe('days in shop time', () => {
  it('numbers Sunday 7', () => {
    expect(isoWeekday(0)).toBe(7);
    expect(isoWeekday(3)).toBe(3);
  });

  it('gives the instant some minutes later', () => {
    expect(minutesLater(new Date('2026-11-28T08:00:00Z'), 30)).toBe('2026-11-28T08:30:00.000Z');
  });
});

describe('closingTime', () => {
  // 2026-11-28 is a Saturday (6).
  it('says when today’s opening ends', () => {
    expect(closingTime(everyDay('07:00', '22:00'), [], at('2026-11-28T10:00'))).toBe('22:00');
  });

  it('is null outside the hours, on a closed date and on a day without hours', () => {
    expect(closingTime(everyDay('07:00', '22:00'), [], at('2026-11-28T06:59'))).toBeNull();
    expect(closingTime(everyDay('07:00', '22:00'), [], at('2026-11-28T22:00'))).toBeNull();
    expect(closingTime(everyDay('07:00', '22:00'), ['2026-11-28'], at('2026-11-28T10:00'))).toBeNull();
    expect(closingTime([{ day: 1, opens: '07:00', closes: '22:00' }], [], at('2026-11-28T10:00'))).toBeNull();
  });

  it('follows an opening past midnight from the day before', () => {
    const lateFriday: OpeningHours[] = [{ day: 5, opens: '18:00', closes: '02:00' }];
    expect(closingTime(lateFriday, [], at('2026-11-28T01:30'))).toBe('02:00');
    expect(closingTime(lateFriday, [], at('2026-11-27T23:00'))).toBe('02:00');
  });

  it('runs a close at 24:00 into the next day’s opening at 00:00', () => {
    const hours: OpeningHours[] = [
      { day: 6, opens: '08:00', closes: '24:00' },
      { day: 7, opens: '00:00', closes: '03:00' },
    ];
    expect(closingTime(hours, [], at('2026-11-28T21:00'))).toBe('03:00');
    expect(closingTime([{ day: 6, opens: '08:00', closes: '24:00' }], [], at('2026-11-28T21:00'))).toBe('24:00');
  });

  it('never closes when open round the clock all week, and skips unreadable hours', () => {
    expect(closingTime(everyDay('00:00', '24:00'), [], at('2026-11-28T12:00'))).toBe('never');
    expect(closingTime([{ day: 6, opens: '24:00', closes: '10:00' }], [], at('2026-11-28T09:00'))).toBeNull();
    expect(closingTime([{ day: 6, opens: 'soon', closes: '10:00' }], [], at('2026-11-28T09:00'))).toBeNull();
  });
});

describe('whenInShopTime', () => {
  const now = at('2026-11-28T23:00');
  it('says today, tomorrow, a weekday of the coming week, or the date', () => {
    expect(whenInShopTime('2026-11-28T23:30:00+07:00', now)).toEqual({ day: 'today', time: '23:30' });
    expect(whenInShopTime('2026-11-28T16:05:00Z', now)).toEqual({ day: 'today', time: '23:05' });
    expect(whenInShopTime('2026-11-29T00:00:00Z', now)).toEqual({ day: 'tomorrow', time: '07:00' });
    expect(whenInShopTime('2026-11-30T00:00:00Z', now)).toEqual({ day: 'weekday', weekday: 1, time: '07:00' });
    expect(whenInShopTime('2026-12-04T00:00:00Z', now)).toEqual({ day: 'weekday', weekday: 5, time: '07:00' });
    expect(whenInShopTime('2026-12-05T00:00:00Z', now)).toEqual({ day: 'date', date: '2026-12-05', time: '07:00' });
  });

  it('is null for what is not a time', () => {
    expect(whenInShopTime('soon', now)).toBeNull();
  });
});
