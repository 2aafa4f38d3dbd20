import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ReorderLine } from '../domain/reorder';
import { messages as en } from '../locales/en.po';
import { messages as id } from '../locales/id.po';
import { reorderChangeWords, reorderLineWords } from './reorderWords';

const english = setupI18n({ locale: 'en', messages: { en } });
const indonesian = setupI18n({ locale: 'id', messages: { id } });

describe('reorder words in English', () => {
  const text = (change: ReorderLine['change'], size = 'L', qty = 2) =>
    reorderChangeWords(english, { qty, size, change });

  it('labels a line by name and size', () => {
    expect(reorderLineWords({ name: 'Caramel Latte', size: 'L' })).toBe('Caramel Latte, L');
    expect(reorderLineWords({ name: 'Banana Bread', size: '250' })).toBe('Banana Bread, 250g');
    expect(reorderLineWords({ name: 'Old Mocha', size: 'XXL' })).toBe('Old Mocha, XXL');
  });

  it('names a choice that is gone or sold out', () => {
    expect(text({ kind: 'choiceGone', choice: 'Soy' })).toBe('Soy is no longer offered');
    expect(text({ kind: 'choiceSoldOut', choice: 'Almond' })).toBe('Almond is sold out');
  });

  it('says what happened in plain words', () => {
    expect(text({ kind: 'unchanged' })).toBe('2 added');
    expect(text({ kind: 'gone' })).toBe('no longer on the menu');
    expect(text({ kind: 'soldOut' })).toBe('sold out');
    expect(text({ kind: 'sizeGone', offered: ['R', 'L'] }, 'XL')).toBe('no longer offered in XL (now R and L)');
    expect(text({ kind: 'sizeGone', offered: ['250', '300', '500'] }, 'R')).toBe(
      'no longer offered in R (now 250g, 300g and 500g)',
    );
    expect(text({ kind: 'sizeGone', offered: ['R'] }, 'XXL')).toBe('no longer offered in XXL (now R)');
    expect(text({ kind: 'sizeGone', offered: [] }, 'XL')).toBe('no longer offered in XL');
    expect(text({ kind: 'notForMethod', method: 'home delivery', methods: ['dine in', 'take away'] })).toBe(
      'no longer sold for Home Delivery (now Dine In and Pick Up only)',
    );
    expect(text({ kind: 'notForMethod', method: 'dine in', methods: [] })).toBe('no longer sold for Dine In');
    expect(text({ kind: 'reduced', added: 3, left: 3, inCart: 0, inOrder: 0 })).toBe('only 3 left, 3 added');
    expect(text({ kind: 'reduced', added: 1, left: 3, inCart: 2, inOrder: 0 })).toBe(
      'only 3 left (2 already in your cart), 1 added',
    );
    expect(text({ kind: 'reduced', added: 0, left: 4, inCart: 1, inOrder: 3 })).toBe(
      'only 4 left (1 already in your cart, 3 in other lines of this order), none added',
    );
    expect(text({ kind: 'capped', added: 4, max: 99, inCart: 95, inOrder: 0 })).toBe(
      'at most 99 in one size per cart (95 already in your cart), 4 added',
    );
    expect(text({ kind: 'capped', added: 0, max: 99, inCart: 0, inOrder: 99 })).toBe(
      'at most 99 in one size per cart (99 in other lines of this order), none added',
    );
  });
});

describe('reorder words in Bahasa Indonesia', () => {
  const text = (change: ReorderLine['change'], size = 'L', qty = 2) =>
    reorderChangeWords(indonesian, { qty, size, change });

  it('says every change in Indonesian, with the methods in their Indonesian names', () => {
    expect(text({ kind: 'unchanged' })).toBe('2 ditambahkan');
    expect(text({ kind: 'gone' })).toBe('tidak ada lagi di menu');
    expect(text({ kind: 'sizeGone', offered: ['R', 'L'] }, 'XL')).toBe(
      'ukuran XL tidak tersedia lagi (sekarang R dan L)',
    );
    expect(text({ kind: 'choiceSoldOut', choice: 'Almond' })).toBe('Almond sedang habis');
    expect(text({ kind: 'reduced', added: 0, left: 4, inCart: 1, inOrder: 3 })).toBe(
      'tinggal 4 (1 sudah ada di keranjangmu, 3 di baris lain pesanan ini), tidak ada yang ditambahkan',
    );
    const method = text({ kind: 'notForMethod', method: 'home delivery', methods: ['dine in'] });
    expect(method).toMatch(/^tidak lagi dijual untuk .+ \(sekarang hanya .+\)$/);
    expect(method).not.toMatch(/Home Delivery|Dine In/);
  });
});
