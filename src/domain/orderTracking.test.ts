import { describe, expect, it } from 'vitest';
import { statusName, stepName, trackerSteps } from './orderTracking';

const times = {
  paidAt: '2026-11-24T07:00:00.000Z',
  preparingAt: '2026-11-24T07:03:00.000Z',
  readyAt: null,
  doneAt: null,
};

describe('trackerSteps: paid → preparing → ready → collected', () => {
  it('marks the steps passed, the one the order is at, and those to come, with the times reached', () => {
    expect(trackerSteps('preparing', 'dine in', times)).toEqual([
      { status: 'paid', name: 'paid', at: times.paidAt, state: 'reached' },
      { status: 'preparing', name: 'preparing', at: times.preparingAt, state: 'current' },
      { status: 'ready', name: 'ready', at: null, state: 'upcoming' },
      { status: 'done', name: 'collected', at: null, state: 'upcoming' },
    ]);
  });

  it('has no current step before payment, and the last one once collected', () => {
    expect(trackerSteps('new order', 'dine in', times).map((step) => step.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(trackerSteps('done', 'take away', times).map((step) => step.state)).toEqual([
      'reached',
      'reached',
      'reached',
      'current',
    ]);
  });

  it('never shows a time for a step still to come, even if one is stored', () => {
    expect(trackerSteps('paid', 'dine in', times)[1]).toMatchObject({ state: 'upcoming', at: null });
  });

  it('calls a delivered order delivered', () => {
    expect(stepName('done', 'home delivery')).toBe('delivered');
    expect(stepName('done', 'dine in')).toBe('collected');
    expect(stepName('done', null)).toBe('collected');
  });
});

describe('statusName', () => {
  it('names every status as the customer reads it', () => {
    expect(statusName('new order', 'dine in')).toBe('waiting for payment');
    expect(statusName('paid', 'dine in')).toBe('paid');
    expect(statusName('preparing', 'take away')).toBe('preparing');
    expect(statusName('ready', 'take away')).toBe('ready');
    expect(statusName('done', 'take away')).toBe('collected');
    expect(statusName('done', 'home delivery')).toBe('delivered');
    expect(statusName('cancelled', 'home delivery')).toBe('cancelled');
  });
});
