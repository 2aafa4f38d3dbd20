import type { MessageDescriptor } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, SIZE_LABELS } from '../domain/categories';
import { DELIVERY_METHOD_LABELS } from '../domain/delivery';
import { MESSAGES, PAYMENT_MESSAGES, POPUPS } from '../domain/messages';
import { CATEGORY_WORDS, DELIVERY_METHOD_WORDS, SIZE_WORDS } from './catalogueWords';
import { MESSAGE_WORDS, PAYMENT_MESSAGE_WORDS, POPUP_WORDS, SAID_IN_ENGLISH, sayMessage } from './messageWords';

// The fixed texts kept in English in src/domain, as messages (catalogueWords.ts, messageWords.ts):
// each message says its domain text word for word, but the two the English site says in English.

const tables: [string, Record<string, string>, Record<string, MessageDescriptor>][] = [
  ['MESSAGES', MESSAGES, MESSAGE_WORDS],
  ['POPUPS', POPUPS, POPUP_WORDS],
  ['PAYMENT_MESSAGES', PAYMENT_MESSAGES, PAYMENT_MESSAGE_WORDS],
  ['CATEGORY_NAMES', CATEGORY_NAMES, CATEGORY_WORDS],
  ['SIZE_LABELS', SIZE_LABELS, SIZE_WORDS],
  ['DELIVERY_METHOD_LABELS', DELIVERY_METHOD_LABELS, DELIVERY_METHOD_WORDS],
];

describe('the fixed texts as messages', () => {
  it.each(tables)('%s: each message says the English text, word for word', (_name, texts, words) => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(texts).sort());
    for (const [key, text] of Object.entries(texts)) {
      const said = words[key]!.message;
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
