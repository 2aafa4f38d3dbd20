import { describe, expect, it } from 'vitest';
import { requestedTimeOf } from './requestedTime';

describe('requestedTimeOf', () => {
  const ordered = '2026-11-24T02:00:00.000Z'; // 09:00 in Jakarta

  it('is null (as soon as possible) without a time, or with the time of checkout itself', () => {
    expect(requestedTimeOf(null, ordered)).toBeNull();
    expect(requestedTimeOf(ordered, ordered)).toBeNull();
    expect(requestedTimeOf('2026-11-24T02:00:30.000Z', ordered)).toBeNull();
    expect(requestedTimeOf('not a time', ordered)).toBeNull();
    expect(requestedTimeOf('2026-11-24T09:00', ordered)).toBeNull();
  });

  it('reads a shop-time value without a zone as shop time, on the day it was ordered', () => {
    expect(requestedTimeOf('2026-11-24T14:00', ordered)).toEqual({
      wanted: new Date('2026-11-24T07:00:00.000Z'),
      sameDay: true,
    });
  });

  it('is not the same day when the order’s own time cannot be read', () => {
    expect(requestedTimeOf('2026-11-24T14:00', 'not a time')?.sameDay).toBe(false);
  });

  it('tells another shop day apart', () => {
    // 23:30 UTC is 06:30 the next day in Jakarta.
    expect(requestedTimeOf('2026-11-24T23:30:00.000Z', ordered)?.sameDay).toBe(false);
  });
});
