import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  clockOf,
  closedDatesProblem,
  dayName,
  hoursProblem,
  isCalendarDate,
  isOpenAt,
  minuteOfDay,
  NEXT_OPEN_SEARCH_DAYS,
  nextOpenAt,
  openingWords,
  passesMidnight,
  shopDate,
  addDays,
  type OpeningHours,
  type ShopSchedule,
} from './shopHours';
import { parseShopTime } from './shopTime';

/** Shop-time wall clock (2026-11-23 is a Monday). */
const at = (local: string) => parseShopTime(local)!;
const week = (hours: readonly OpeningHours[], closedDates: string[] = []): ShopSchedule => ({ hours, closedDates });
const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

describe('times of the day', () => {
  it('reads HH:MM, and 24:00 only as a closing time', () => {
    expect(minuteOfDay('00:00')).toBe(0);
    expect(minuteOfDay('07:30')).toBe(450);
    expect(minuteOfDay('23:59')).toBe(1439);
    expect(minuteOfDay('24:00')).toBeNull();
    expect(minuteOfDay('24:00', true)).toBe(1440);
    for (const bad of ['7:30', '24:01', '12:60', '', 'noon', '07:00 ']) expect(minuteOfDay(bad, true)).toBeNull();
  });

  it('writes minutes back as HH:MM, and names days', () => {
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(1440)).toBe('24:00');
    expect(dayName(1)).toBe('Monday');
    expect(dayName(7)).toBe('Sunday');
  });

  it('round-trips every minute', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => minuteOfDay(clockOf(minute)) === minute));
  });
});

describe('hoursProblem', () => {
  it('accepts the default week, an empty week, a night past midnight and back-to-back ranges', () => {
    expect(hoursProblem(ALWAYS_OPEN)).toBeNull();
    expect(hoursProblem([])).toBeNull();
    expect(hoursProblem([{ day: 5, opens: '18:00', closes: '02:00' }])).toBeNull();
    expect(
      hoursProblem([
        { day: 1, opens: '07:00', closes: '12:00' },
        { day: 1, opens: '12:00', closes: '22:00' },
        { day: 7, opens: '20:00', closes: '07:00' },
      ]),
    ).toBeNull();
  });

  it('refuses a day that is not 1 to 7 and times that are not times', () => {
    expect(hoursProblem([{ day: 0, opens: '07:00', closes: '09:00' }])).toMatch(/1 \(Monday\) to 7/);
    expect(hoursProblem([{ day: 1.5, opens: '07:00', closes: '09:00' }])).toMatch(/1 \(Monday\) to 7/);
    expect(hoursProblem([{ day: 1, opens: '24:00', closes: '09:00' }])).toBe(
      'hours: Monday opens at 24:00, not a time from 00:00 to 23:59',
    );
    expect(hoursProblem([{ day: 2, opens: '07:00', closes: '25:00' }])).toBe(
      'hours: Tuesday closes at 25:00, not a time from 00:00 to 24:00',
    );
  });

  it('refuses a range that closes when it opens', () => {
    expect(hoursProblem([{ day: 3, opens: '09:00', closes: '09:00' }])).toBe(
      'hours: Wednesday closes when it opens (09:00); a whole day is 00:00 to 24:00',
    );
  });

  it('refuses overlaps on a day, across midnight, and from Sunday night into Monday', () => {
    expect(
      hoursProblem([
        { day: 1, opens: '11:00', closes: '15:00' },
        { day: 1, opens: '07:00', closes: '12:00' },
      ]),
    ).toBe('hours: Monday 07:00–12:00 overlaps Monday 11:00–15:00');
    expect(
      hoursProblem([
        { day: 1, opens: '18:00', closes: '08:00' },
        { day: 2, opens: '07:00', closes: '12:00' },
      ]),
    ).toBe('hours: Monday 18:00–08:00 overlaps Tuesday 07:00–12:00');
    expect(
      hoursProblem([
        { day: 1, opens: '00:00', closes: '05:00' },
        { day: 7, opens: '22:00', closes: '02:00' },
      ]),
    ).toMatch(/overlaps/);
  });

  it('any range of positive length alone is accepted; twice the same range never is', () => {
    const range = fc.record({
      day: fc.integer({ min: 1, max: 7 }),
      opens: fc.integer({ min: 0, max: 1439 }).map(clockOf),
      closes: fc.integer({ min: 1, max: 1440 }).map(clockOf),
    });
    fc.assert(
      fc.property(range, (r) => {
        const equal = minuteOfDay(r.opens) === minuteOfDay(r.closes, true)! % 1440;
        expect(hoursProblem([r]) === null).toBe(!equal || (r.opens === '00:00' && r.closes === '24:00'));
        if (hoursProblem([r]) === null) expect(hoursProblem([r, r])).toMatch(/overlaps/);
      }),
    );
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2026-12-25')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(isCalendarDate('25/12/2026')).toBe(false);
  });

  it('dates an instant in shop time: 23:30 UTC is the next day in Jakarta', () => {
    expect(shopDate(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(shopDate(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses a closed date gone by or not a date, and allows today', () => {
    const now = at('2026-11-23T10:00');
    expect(closedDatesProblem(['2026-11-23', '2026-12-25'], now)).toBeNull();
    expect(closedDatesProblem(['2026-11-22'], now)).toBe('closed_dates: 2026-11-22 has passed');
    expect(closedDatesProblem(['christmas'], now)).toBe('closed_dates: christmas is not a date like 2026-12-25');
  });
});

describe('isOpenAt', () => {
  const shop = week([...weekdays('07:00', '22:00'), { day: 6, opens: '08:00', closes: '24:00' }]);

  it('is open from the opening minute up to, not including, the closing minute', () => {
    expect(isOpenAt(shop, at('2026-11-23T06:59:59'))).toBe(false);
    expect(isOpenAt(shop, at('2026-11-23T07:00'))).toBe(true);
    expect(isOpenAt(shop, at('2026-11-23T21:59:59'))).toBe(true);
    expect(isOpenAt(shop, at('2026-11-23T22:00'))).toBe(false);
    expect(isOpenAt(shop, at('2026-11-23T22:00:01'))).toBe(false);
  });

  it('a day missing from the hours is closed; 24:00 closes at the end of the day', () => {
    expect(isOpenAt(shop, at('2026-11-29T12:00'))).toBe(false);
    expect(isOpenAt(shop, at('2026-11-28T23:59:59'))).toBe(true);
    expect(isOpenAt(shop, at('2026-11-29T00:00'))).toBe(false);
  });

  it('a night past midnight is open in the next day’s small hours', () => {
    const bar = week([{ day: 5, opens: '18:00', closes: '02:00' }]);
    expect(isOpenAt(bar, at('2026-11-27T17:59'))).toBe(false);
    expect(isOpenAt(bar, at('2026-11-27T23:00'))).toBe(true);
    expect(isOpenAt(bar, at('2026-11-28T01:59:59'))).toBe(true);
    expect(isOpenAt(bar, at('2026-11-28T02:00'))).toBe(false);
    // Friday's small hours belong to Thursday night, which is closed.
    expect(isOpenAt(bar, at('2026-11-27T01:00'))).toBe(false);
  });

  it('a closed date closes what opens that day, not the night that began the day before', () => {
    const bar = week([{ day: 5, opens: '18:00', closes: '02:00' }], ['2026-11-28']);
    expect(isOpenAt(bar, at('2026-11-28T01:00'))).toBe(true);
    const closedFriday = week([{ day: 5, opens: '18:00', closes: '02:00' }], ['2026-11-27']);
    expect(isOpenAt(closedFriday, at('2026-11-27T20:00'))).toBe(false);
    expect(isOpenAt(closedFriday, at('2026-11-28T01:00'))).toBe(false);
  });

  it('judges in shop time whatever the instant’s zone: always open is open at every instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) =>
        isOpenAt(week(ALWAYS_OPEN), d),
      ),
    );
  });
});

describe('nextOpenAt', () => {
  const shop = week([...weekdays('07:00', '22:00'), { day: 6, opens: '08:00', closes: '23:00' }]);

  it('is now when open, else the next opening', () => {
    const now = at('2026-11-23T10:00');
    expect(nextOpenAt(shop, now)).toEqual(now);
    expect(nextOpenAt(shop, at('2026-11-23T05:00'))).toEqual(at('2026-11-23T07:00'));
    expect(nextOpenAt(shop, at('2026-11-23T22:00'))).toEqual(at('2026-11-24T07:00'));
    // Saturday night: Sunday is closed, Monday opens.
    expect(nextOpenAt(shop, at('2026-11-28T23:30'))).toEqual(at('2026-11-30T07:00'));
  });

  it('skips closed dates, and takes the earliest of two ranges', () => {
    const split = week(
      [
        { day: 1, opens: '15:00', closes: '20:00' },
        { day: 1, opens: '07:00', closes: '11:00' },
      ],
      ['2026-11-23'],
    );
    expect(nextOpenAt(split, at('2026-11-23T06:00'))).toEqual(at('2026-11-30T07:00'));
    expect(nextOpenAt(split, at('2026-11-30T12:00'))).toEqual(at('2026-11-30T15:00'));
  });

  it('is null when the shop never opens', () => {
    expect(nextOpenAt(week([]), at('2026-11-23T10:00'))).toBeNull();
    const everyDayClosed = Array.from({ length: NEXT_OPEN_SEARCH_DAYS + 1 }, (_, index) =>
      shopDate(new Date(at('2026-11-23T12:00').getTime() + index * 86_400_000)),
    );
    expect(nextOpenAt(week(ALWAYS_OPEN, everyDayClosed), at('2026-11-23T10:00'))).toBeNull();
  });

  it('for any week and instant: the answer is open, not before the instant, and nothing earlier is', () => {
    const range = fc.record({
      day: fc.integer({ min: 1, max: 7 }),
      opens: fc.integer({ min: 0, max: 47 }).map((half) => clockOf(half * 30)),
      closes: fc.integer({ min: 1, max: 48 }).map((half) => clockOf(half * 30)),
    });
    fc.assert(
      fc.property(fc.array(range, { maxLength: 4 }), fc.integer({ min: 0, max: 14 * 48 }), (hours, halfHours) => {
        fc.pre(hoursProblem(hours) === null);
        const schedule = week(hours);
        const from = new Date(at('2026-11-23T00:00').getTime() + halfHours * 30 * 60_000 + 60_000);
        const next = nextOpenAt(schedule, from);
        if (hours.length === 0) return next === null;
        expect(next).not.toBeNull();
        expect(next!.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(isOpenAt(schedule, next!)).toBe(true);
        // A minute before the answer (and after the instant) the shop was closed.
        const before = new Date(next!.getTime() - 60_000);
        if (before.getTime() >= from.getTime()) expect(isOpenAt(schedule, before)).toBe(false);
        return true;
      }),
    );
  });

  it('passesMidnight tells a night from a day', () => {
    expect(passesMidnight({ day: 5, opens: '18:00', closes: '02:00' })).toBe(true);
    expect(passesMidnight({ day: 5, opens: '18:00', closes: '24:00' })).toBe(false);
  });
});

describe('openingWords', () => {
  const now = at('2026-11-23T23:00');
  it('says the time today, tomorrow, or the day and date', () => {
    expect(openingWords(at('2026-11-23T23:30'), now)).toBe('at 23:30');
    expect(openingWords(at('2026-11-24T07:00'), now)).toBe('tomorrow at 07:00');
    expect(openingWords(at('2026-12-01T07:00'), now)).toBe('on Tuesday 1 December at 07:00');
  });
});
