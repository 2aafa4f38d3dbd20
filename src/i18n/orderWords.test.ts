import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as id } from '../locales/id.po';
import { queueLine, readyText, readyTitle, requestedTimeShort, requestedTimeWords, STATUS_WORDS } from './orderWords';

const english = setupI18n({ locale: 'en', messages: { en } });
const indonesian = setupI18n({ locale: 'id', messages: { id } });

describe('queueLine', () => {
  it('gives the place and the ready time in shop time (UTC+7)', () => {
    expect(queueLine(english, 3, '2026-11-24T07:25:00.000Z')).toBe('3rd in the queue · ready about 14:25');
  });

  it('says English ordinals, teens included', () => {
    const places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map((n) => queueLine(english, n, null));
    expect(places.map((place) => place.replace(' in the queue', ''))).toEqual([
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

  it('gives whichever half is known, and nothing without either', () => {
    expect(queueLine(english, 1, null)).toBe('1st in the queue');
    expect(queueLine(english, null, '2026-11-24T07:25:00.000Z')).toBe('Ready about 14:25');
    expect(queueLine(english, null, null)).toBe('');
    expect(queueLine(english, 0, null)).toBe('');
  });

  it('says the place in Indonesian with the same time', () => {
    const line = queueLine(indonesian, 3, '2026-11-24T07:25:00.000Z');
    expect(line).toContain('ke-3');
    expect(line).toContain('14:25');
  });
});

describe('the ready notice', () => {
  it('names the order and tells the customer what to do by delivery method', () => {
    expect(readyTitle(english, 12)).toBe('Order #12 is ready');
    expect(readyText(english, 'dine in')).toBe('Your order is ready — collect it at the counter.');
    expect(readyText(english, 'take away')).toBe('Your order is ready — collect it at the counter.');
    expect(readyText(english, 'home delivery')).toMatch(/on its way/);
    expect(readyTitle(indonesian, 12)).toContain('#12');
    expect(readyTitle(indonesian, 12)).not.toBe('Order #12 is ready');
  });
});

describe('the status names', () => {
  it('are the customer’s words in English and translated in Indonesian', () => {
    expect(english._(STATUS_WORDS['waiting for payment'])).toBe('Waiting for payment');
    expect(english._(STATUS_WORDS.delivered)).toBe('Delivered');
    for (const words of Object.values(STATUS_WORDS)) expect(indonesian._(words)).not.toBe(english._(words));
  });
});

describe('requestedTimeWords: the tracker’s time', () => {
  const placed = '2026-11-24T07:01:00.000Z';

  it('reads a time at checkout (how the shop stores "now") or none as as soon as possible', () => {
    expect(requestedTimeWords(english, null, placed)).toBe('As soon as possible');
    expect(requestedTimeWords(english, '2026-11-24T07:03:00.000Z', placed)).toBe('As soon as possible');
  });

  it('gives a later time in shop time, in the page’s language', () => {
    expect(requestedTimeWords(english, '2026-11-24T10:30:00.000Z', placed)).toBe('November 24, 2026, 17:30');
    expect(requestedTimeWords(english, '2026-11-24T17:30', placed)).toBe('November 24, 2026, 17:30');
    expect(requestedTimeWords(indonesian, '2026-11-24T17:30', placed)).toBe('24 November 2026, 17:30');
  });
});

describe('requestedTimeShort: the staff’s time', () => {
  const ordered = '2026-11-24T02:00:00.000Z'; // 09:00 in Jakarta

  it('reads Now, the time of day on the same shop day, else the long date', () => {
    expect(requestedTimeShort(english, null, ordered)).toBe('Now');
    expect(requestedTimeShort(english, '2026-11-24T14:00', ordered)).toBe('14:00');
    expect(requestedTimeShort(english, '2026-11-24T07:00:00.000Z', ordered)).toBe('14:00');
    expect(requestedTimeShort(english, '2026-11-24T14:00', 'not a time')).toBe('November 24, 2026, 14:00');
    expect(requestedTimeShort(english, '2026-11-24T23:30:00.000Z', ordered)).toBe('November 25, 2026, 06:30');
    expect(requestedTimeShort(indonesian, '2026-11-24T23:30:00.000Z', ordered)).toBe('25 November 2026, 06:30');
  });
});
