import { describe, expect, it } from 'vitest';
import { requestedTimeLabel } from './requestedTime';

describe('requestedTimeLabel', () => {
  const ordered = '2026-11-24T02:00:00.000Z'; // 09:00 in Jakarta

  it('reads as Now without a time, or with the time of checkout itself', () => {
    expect(requestedTimeLabel(null, ordered)).toBe('Now');
    expect(requestedTimeLabel(ordered, ordered)).toBe('Now');
    expect(requestedTimeLabel('2026-11-24T02:00:30.000Z', ordered)).toBe('Now');
    expect(requestedTimeLabel('not a time', ordered)).toBe('Now');
    expect(requestedTimeLabel('2026-11-24T09:00', ordered)).toBe('Now');
  });

  it('reads a shop-time value without a zone as shop time', () => {
    expect(requestedTimeLabel('2026-11-24T14:00', ordered)).toBe('14:00');
  });

  it('shows a later time on the same shop day as hour:minute, in shop time', () => {
    expect(requestedTimeLabel('2026-11-24T07:00:00.000Z', ordered)).toBe('14:00');
  });

  it('shows the date too when the order’s own time cannot be read', () => {
    expect(requestedTimeLabel('2026-11-24T14:00', 'not a time')).toBe('November 24, 2026, 14:00');
  });

  it('shows a time on another shop day with its date', () => {
    // 23:30 UTC is 06:30 the next day in Jakarta.
    expect(requestedTimeLabel('2026-11-24T23:30:00.000Z', ordered)).toBe('November 25, 2026, 06:30');
  });
});
