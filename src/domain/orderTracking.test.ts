import { describe, expect, it } from 'vitest';
import {
  ordinal,
  queueText,
  readyText,
  readyTitle,
  requestedTimeText,
  statusLabel,
  stepLabel,
  trackerSteps,
} from './orderTracking';

const times = {
  paidAt: '2026-11-24T07:00:00.000Z',
  preparingAt: '2026-11-24T07:03:00.000Z',
  readyAt: null,
  doneAt: null,
};

describe('trackerSteps: paid → preparing → ready → collected', () => {
  it('marks the steps passed, the one the order is at, and those to come, with the times reached', () => {
    expect(trackerSteps('preparing', 'dine in', times)).toEqual([
      { status: 'paid', label: 'Paid', at: times.paidAt, state: 'reached' },
      { status: 'preparing', label: 'Preparing', at: times.preparingAt, state: 'current' },
      { status: 'ready', label: 'Ready', at: null, state: 'upcoming' },
      { status: 'done', label: 'Collected', at: null, state: 'upcoming' },
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
    expect(stepLabel('done', 'home delivery')).toBe('Delivered');
    expect(stepLabel('done', 'dine in')).toBe('Collected');
    expect(stepLabel('done', null)).toBe('Collected');
  });
});

describe('ordinal', () => {
  it('suffixes like English does, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});

describe('queueText', () => {
  it('gives the place and the ready time in shop time (UTC+7)', () => {
    expect(queueText(3, '2026-11-24T07:25:00.000Z')).toBe('3rd in the queue · ready about 14:25');
  });

  it('gives whichever half is known, and nothing without either', () => {
    expect(queueText(1, null)).toBe('1st in the queue');
    expect(queueText(null, '2026-11-24T07:25:00.000Z')).toBe('Ready about 14:25');
    expect(queueText(null, null)).toBe('');
    expect(queueText(0, null)).toBe('');
  });
});

describe('the ready notice', () => {
  it('names the order and tells the customer what to do by delivery method', () => {
    expect(readyTitle(12)).toBe('Order #12 is ready');
    expect(readyText('dine in')).toBe('Your order is ready — collect it at the counter.');
    expect(readyText('take away')).toBe('Your order is ready — collect it at the counter.');
    expect(readyText('home delivery')).toMatch(/on its way/);
  });
});

describe('statusLabel', () => {
  it('names every status as the customer reads it', () => {
    expect(statusLabel('new order', 'dine in')).toBe('Waiting for payment');
    expect(statusLabel('paid', 'dine in')).toBe('Paid');
    expect(statusLabel('preparing', 'take away')).toBe('Preparing');
    expect(statusLabel('ready', 'take away')).toBe('Ready');
    expect(statusLabel('done', 'take away')).toBe('Collected');
    expect(statusLabel('done', 'home delivery')).toBe('Delivered');
  });
});

describe('requestedTimeText', () => {
  const placed = '2026-11-24T07:01:00.000Z';

  it('reads a time at checkout (how the shop stores "now") or none as as soon as possible', () => {
    expect(requestedTimeText(null, placed)).toBe('As soon as possible');
    expect(requestedTimeText('', placed)).toBe('As soon as possible');
    expect(requestedTimeText('2026-11-24T07:01:00.350Z', placed)).toBe('As soon as possible');
    expect(requestedTimeText('2026-11-24T07:03:00.000Z', placed)).toBe('As soon as possible');
    expect(requestedTimeText('not a time', placed)).toBe('As soon as possible');
  });

  it('gives a later time in shop time, whether stored with a zone or as shop time', () => {
    expect(requestedTimeText('2026-11-24T10:30:00.000Z', placed)).toBe('November 24, 2026, 17:30');
    expect(requestedTimeText('2026-11-24T17:30', placed)).toBe('November 24, 2026, 17:30');
  });
});
