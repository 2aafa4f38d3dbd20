import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateParts,
  dayChoices,
  daysInMonth,
  joinDateParts,
  monthName,
  NO_DATE,
  shortDayName,
  splitDateTime,
  TIME_STEP_MINUTES,
  timeChoices,
  timeSlots,
  withDatePart,
  withDay,
  withValue,
  yearChoices,
} from './dateChoices';
import { isCalendarDate, minuteOfDay } from './shopHours';

/** Any calendar date from 1990 to 2090, as `YYYY-MM-DD`. */
const calendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('shortDayName', () => {
  it('names a day weekday first, in each language', () => {
    expect(shortDayName('2026-11-30', 'en')).toBe('Mon 30 Nov');
    expect(shortDayName('2026-11-30', 'id')).toBe('Sen 30 Nov');
    expect(shortDayName('2026-08-09', 'id')).toBe('Min 9 Agu');
    expect(shortDayName('2026-12-05', 'en')).toBe('Sat 5 Dec');
  });
});

describe('monthName', () => {
  it('names a month in full in each language', () => {
    expect(monthName(8, 'en')).toBe('August');
    expect(monthName(8, 'id')).toBe('Agustus');
  });
});

describe('dayChoices', () => {
  it('counts days on from the first, across a month and a year', () => {
    expect(dayChoices('2026-12-30', 3)).toEqual([
      { date: '2026-12-30', offset: 0 },
      { date: '2026-12-31', offset: 1 },
      { date: '2027-01-01', offset: 2 },
    ]);
  });

  it('gives calendar dates one day apart, in order', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 1, max: 40 }), (first, count) => {
        const days = dayChoices(first, count);
        expect(days).toHaveLength(count);
        expect(days[0]!.date).toBe(first);
        days.forEach((day, index) => {
          expect(isCalendarDate(day.date)).toBe(true);
          if (index > 0) expect(day.date > days[index - 1]!.date).toBe(true);
        });
      }),
    );
  });
});

describe('timeSlots', () => {
  it('offers every quarter of the day, 24-hour', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots[0]).toBe('00:00');
    expect(slots[53]).toBe('13:15');
    expect(slots.at(-1)).toBe('23:45');
  });

  it('starts at the next quarter and can end at midnight', () => {
    expect(timeSlots(13 * 60 + 1, 14 * 60)).toEqual(['13:15', '13:30', '13:45', '14:00']);
    expect(timeSlots(-5, 15)).toEqual(['00:00', '00:15']);
    expect(timeSlots(23 * 60 + 50, 24 * 60)).toEqual(['24:00']);
    expect(timeSlots(24 * 60)).toEqual([]);
  });

  it('gives only quarter hours, at or after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), (from) => {
        for (const slot of timeSlots(from)) {
          const minute = minuteOfDay(slot)!;
          expect(minute % TIME_STEP_MINUTES).toBe(0);
          expect(minute).toBeGreaterThanOrEqual(from);
          expect(minute - from).toBeLessThan(TIME_STEP_MINUTES + 24 * 60);
        }
      }),
    );
  });
});

describe('splitDateTime', () => {
  it('reads the date and the time of a value, dropping seconds', () => {
    expect(splitDateTime('2026-11-23T14:05')).toEqual({ date: '2026-11-23', time: '14:05' });
    expect(splitDateTime('2026-11-23T14:05:30')).toEqual({ date: '2026-11-23', time: '14:05' });
  });

  it('gives nothing for what is not a date and time', () => {
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
    expect(splitDateTime('2026-02-30T10:00')).toEqual({ date: '', time: '' });
    expect(splitDateTime('2026-11-23T25:00')).toEqual({ date: '', time: '' });
    expect(splitDateTime('2026-11-23')).toEqual({ date: '', time: '' });
  });
});

describe('timeChoices', () => {
  const now = '2026-11-23T13:07';

  it('offers today from the next quarter on', () => {
    const times = timeChoices('2026-11-23', now);
    expect(times[0]).toBe('13:15');
    expect(times.at(-1)).toBe('23:45');
  });

  it('offers a later day whole, and an earlier day nothing', () => {
    expect(timeChoices('2026-11-24', now)).toHaveLength(96);
    expect(timeChoices('2026-11-22', now)).toEqual([]);
    expect(timeChoices('2026-11-22', '')).toHaveLength(96);
  });

  it('keeps the time the field holds, in order', () => {
    expect(timeChoices('2026-11-23', now, '13:07').slice(0, 2)).toEqual(['13:07', '13:15']);
    expect(timeChoices('2026-11-23', now, '14:00')).toEqual(timeChoices('2026-11-23', now));
  });
});

describe('withValue', () => {
  it('adds a time not on a step, and nothing for none', () => {
    expect(withValue(['07:00', '07:15'], '07:05')).toEqual(['07:00', '07:05', '07:15']);
    expect(withValue(['07:00'], '')).toEqual(['07:00']);
    expect(withValue(['07:00'], '07:00')).toEqual(['07:00']);
  });
});

describe('withDay', () => {
  const now = '2026-11-23T13:07';

  it('keeps the time when the new day offers it', () => {
    expect(withDay('2026-11-24T09:00', '2026-11-25', now)).toBe('2026-11-25T09:00');
  });

  it("takes the day's first time when it does not", () => {
    expect(withDay('2026-11-24T09:00', '2026-11-23', now)).toBe('2026-11-23T13:15');
    expect(withDay('', '2026-11-24', now)).toBe('2026-11-24T00:00');
  });

  it('gives nothing for a day with no time left', () => {
    expect(withDay('2026-11-24T09:00', '2026-11-23', '2026-11-23T23:50')).toBe('');
  });
});

describe('date parts', () => {
  it('splits and joins a date', () => {
    expect(dateParts('2026-03-09')).toEqual({ year: '2026', month: '3', day: '9' });
    expect(joinDateParts({ year: '2026', month: '3', day: '9' })).toBe('2026-03-09');
    expect(dateParts('2026-02-30')).toEqual(NO_DATE);
    expect(dateParts('')).toEqual(NO_DATE);
  });

  it('joins nothing until every part is chosen', () => {
    expect(joinDateParts({ year: '2026', month: '', day: '9' })).toBe('');
    expect(joinDateParts({ year: '', month: '3', day: '9' })).toBe('');
    expect(joinDateParts({ year: '2026', month: '3', day: '' })).toBe('');
  });

  it('knows the length of each month, leap years included', () => {
    expect(daysInMonth('2026', '2')).toBe(28);
    expect(daysInMonth('2028', '2')).toBe(29);
    expect(daysInMonth('2026', '4')).toBe(30);
    expect(daysInMonth('', '4')).toBe(31);
    expect(daysInMonth('2026', '')).toBe(31);
  });

  it("moves a day past the month's end back to its last day", () => {
    const parts = dateParts('2026-01-31');
    expect(withDatePart(parts, 'month', '4')).toEqual({ year: '2026', month: '4', day: '30' });
    expect(withDatePart(withDatePart(parts, 'month', '2'), 'year', '2028')).toEqual({
      year: '2028',
      month: '2',
      day: '28',
    });
    expect(withDatePart(NO_DATE, 'day', '31')).toEqual({ year: '', month: '', day: '31' });
  });

  it('always joins a calendar date once every part is chosen', () => {
    fc.assert(
      fc.property(
        calendarDate,
        fc.constantFrom<'year' | 'month' | 'day'>('year', 'month', 'day'),
        fc.integer({ min: 1, max: 31 }),
        (date, part, number) => {
          const value =
            part === 'year'
              ? String(1990 + number)
              : part === 'month'
                ? String(((number - 1) % 12) + 1)
                : String(number);
          expect(joinDateParts(dateParts(date))).toBe(date);
          expect(isCalendarDate(joinDateParts(withDatePart(dateParts(date), part, value)))).toBe(true);
        },
      ),
    );
  });
});

describe('yearChoices', () => {
  it('lists the years, with the value’s own added in order', () => {
    expect(yearChoices(2026, 2028)).toEqual([2026, 2027, 2028]);
    expect(yearChoices(2026, 2027, '2020')).toEqual([2020, 2026, 2027]);
    expect(yearChoices(2026, 2027, '2027')).toEqual([2026, 2027]);
    expect(yearChoices(2027, 2026)).toEqual([]);
  });
});
