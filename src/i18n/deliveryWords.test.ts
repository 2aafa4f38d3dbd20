import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DELIVERY_WINDOW_TEXT } from '../domain/deliveryWindow';
import { messages as en } from '../locales/en.po';
import { messages as id } from '../locales/id.po';
import { deliveryTimeProblemWords, deliveryWindowWords, productHoursWords } from './deliveryWords';

const english = setupI18n({ locale: 'en', messages: { en } });
const indonesian = setupI18n({ locale: 'id', messages: { id } });

describe('the delivery window in words', () => {
  it('says in English exactly what the server says', () => {
    expect(deliveryWindowWords(english)).toBe(DELIVERY_WINDOW_TEXT);
    expect(deliveryWindowWords(english, { days: [6], startMinute: 570, endMinute: 720 })).toBe(
      'Delivery only Saturday, 09:30–12:00',
    );
  });

  it('says it in Indonesian with the same 24-hour times', () => {
    expect(deliveryWindowWords(indonesian)).toBe('Pengantaran hanya Senin sampai Jumat, 13:00–19:00');
  });
});

describe("a product's own hours and a refused time", () => {
  it('names the bounds it has', () => {
    expect(productHoursWords(english, { start: '13:00:00', end: '17:00:00' })).toBe(
      'This product delivers 13:00–17:00',
    );
    expect(productHoursWords(english, { start: '13:00' })).toBe('This product delivers from 13:00');
    expect(productHoursWords(english, { end: '18:30' })).toBe('This product delivers until 18:30');
    expect(productHoursWords(english, {})).toBeNull();
    expect(productHoursWords(indonesian, { end: '18:30' })).toContain('18:30');
  });

  it('says why a time is refused', () => {
    const hours = { start: '13:00', end: '17:00' };
    expect(deliveryTimeProblemWords(english, 'unreadable', hours)).toBe('Choose a date and time');
    expect(deliveryTimeProblemWords(english, 'outsideWindow', hours)).toBe(DELIVERY_WINDOW_TEXT);
    const weekend = { days: [6, 0], startMinute: 10 * 60, endMinute: 16 * 60 };
    expect(deliveryTimeProblemWords(english, 'outsideWindow', hours, weekend)).toBe(
      'Delivery only Saturday to Sunday, 10:00–16:00',
    );
    const apart = { days: [1, 3, 5], startMinute: 10 * 60, endMinute: 16 * 60 };
    expect(deliveryTimeProblemWords(english, 'outsideWindow', hours, apart)).toBe(
      'Delivery only Monday, Wednesday and Friday, 10:00–16:00',
    );
    expect(deliveryTimeProblemWords(english, 'outsideProductHours', hours)).toBe('This product delivers 13:00–17:00');
    expect(deliveryTimeProblemWords(english, 'outsideProductHours', {})).toBe('Choose a date and time');
  });
});
