import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, SIZE_LABELS } from '../domain/categories';
import { DELIVERY_METHOD_LABELS } from '../domain/delivery';
import { CATEGORY_WORDS, DELIVERY_METHOD_WORDS, SIZE_WORDS } from './catalogueWords';

describe("the menu's names as messages", () => {
  it.each([
    ['categories', CATEGORY_NAMES, CATEGORY_WORDS],
    ['sizes', SIZE_LABELS, SIZE_WORDS],
    ['delivery methods', DELIVERY_METHOD_LABELS, DELIVERY_METHOD_WORDS],
  ] as const)('%s: each says the English name, word for word', (_name, names, words) => {
    for (const [key, name] of Object.entries(names)) {
      expect((words as Record<string, { message?: string }>)[key]!.message, key).toBe(name);
    }
  });
});
