import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES, POPUPS } from '../domain/messages';
import { MESSAGE_WORDS, PAYMENT_MESSAGE_WORDS, POPUP_WORDS, SAID_IN_ENGLISH, sayMessage } from './messageWords';

describe('the fixed texts as messages', () => {
  it.each([
    ['MESSAGES', MESSAGES, MESSAGE_WORDS],
    ['POPUPS', POPUPS, POPUP_WORDS],
    ['PAYMENT_MESSAGES', PAYMENT_MESSAGES, PAYMENT_MESSAGE_WORDS],
  ] as const)('%s: each message says the English text, word for word', (_name, texts, words) => {
    for (const [key, text] of Object.entries(texts)) {
      const said = (words as Record<string, { message?: string }>)[key]!.message;
      if ((SAID_IN_ENGLISH as readonly string[]).includes(key)) expect(said).not.toBe(text);
      else expect(said, key).toBe(text);
    }
  });

  it('says a fixed text in the active language and any other text as it came', () => {
    const i18n = setupI18n({
      locale: 'id',
      messages: { id: { [MESSAGE_WORDS.emailFormat.id!]: 'Format email salah' } },
    });
    expect(sayMessage(i18n, MESSAGES.emailFormat)).toBe('Format email salah');
    expect(sayMessage(i18n, 'Only 3 left in stock')).toBe('Only 3 left in stock');
  });
});
