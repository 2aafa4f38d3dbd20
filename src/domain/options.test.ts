import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  cleanNote,
  defaultChoiceIds,
  lineKey,
  NOTE_CONTROL,
  NOTE_MAX,
  NOTE_TOO_LONG,
  noteProblem,
  optionGroupOf,
  optionGroupView,
  optionProblemText,
  optionSummary,
  resolveOptions,
  startingChoices,
  ticketOptionWords,
  unitPriceWithOptions,
  unmetGroup,
  type OptionGroup,
} from './options';

const choice = (id: number, name: string, price = 0, isDefault = false, soldOut = false) => ({
  id,
  name,
  price,
  is_default: isDefault,
  sold_out: soldOut,
});

const milk: OptionGroup = {
  id: 1,
  name: 'Milk',
  min: 1,
  max: 1,
  choices: [choice(11, 'Whole milk', 0, true), choice(12, 'Oat', 8000), choice(13, 'Almond', 8000, false, true)],
};
const sugar: OptionGroup = {
  id: 2,
  name: 'Sugar',
  min: 1,
  max: 1,
  choices: [choice(21, 'Normal sugar', 0, true), choice(22, 'Less sugar'), choice(23, 'No sugar')],
};
const shot: OptionGroup = { id: 3, name: 'Extra shot', min: 0, max: 1, choices: [choice(31, '+1 shot', 6000)] };
const syrup: OptionGroup = {
  id: 4,
  name: 'Syrup',
  min: 0,
  max: 2,
  choices: [choice(41, 'Vanilla', 5000), choice(42, 'Caramel', 5000), choice(43, 'Hazelnut', 5000)],
};
const size: OptionGroup = { id: 5, name: 'Cup', min: 1, max: 1, choices: [choice(51, 'Paper'), choice(52, 'Own cup')] };
const latte = [milk, sugar, shot, syrup];

describe('resolveOptions', () => {
  it('gives a line that names no choices each group’s defaults', () => {
    expect(defaultChoiceIds(latte)).toEqual([11, 21]);
    expect(resolveOptions(latte)).toEqual({
      ok: true,
      ids: [11, 21],
      chosen: [
        { group: 'Milk', name: 'Whole milk', price: 0, is_default: true },
        { group: 'Sugar', name: 'Normal sugar', price: 0, is_default: true },
      ],
      price: 0,
    });
  });

  it('prices the choices and keeps the groups’ order whatever the order sent', () => {
    const resolved = resolveOptions(latte, [42, 31, 22, 12, 41]);
    expect(resolved).toMatchObject({ ok: true, ids: [12, 22, 31, 41, 42], price: 8000 + 6000 + 10000 });
  });

  it('counts a choice sent twice once', () => {
    expect(resolveOptions(latte, [12, 12, 21])).toMatchObject({ ok: true, ids: [12, 21], price: 8000 });
  });

  it('refuses a choice the product does not offer', () => {
    expect(resolveOptions(latte, [11, 21, 51])).toEqual({ ok: false, problem: { kind: 'unknown', choiceId: 51 } });
  });

  it('refuses a required group left empty when it has no default', () => {
    expect(resolveOptions([size])).toEqual({ ok: false, problem: { kind: 'missing', group: 'Cup' } });
    expect(resolveOptions(latte, [21])).toEqual({ ok: false, problem: { kind: 'missing', group: 'Milk' } });
  });

  it('refuses more choices than a group takes', () => {
    expect(resolveOptions(latte, [11, 21, 41, 42, 43])).toEqual({
      ok: false,
      problem: { kind: 'tooMany', group: 'Syrup', max: 2 },
    });
  });

  it('refuses a sold-out choice', () => {
    expect(resolveOptions(latte, [13, 21])).toEqual({
      ok: false,
      problem: { kind: 'soldOut', group: 'Milk', choice: 'Almond' },
    });
  });

  it('prices any valid pick as the sum of its choices', () => {
    const pick = fc.record({
      milk: fc.constantFrom(11, 12),
      sugar: fc.constantFrom(21, 22, 23),
      shot: fc.boolean(),
      syrups: fc.subarray([41, 42, 43], { maxLength: 2 }),
    });
    fc.assert(
      fc.property(pick, ({ milk: m, sugar: s, shot: extra, syrups }) => {
        const ids = [m, s, ...(extra ? [31] : []), ...syrups];
        const resolved = resolveOptions(latte, ids);
        const expected = (m === 12 ? 8000 : 0) + (extra ? 6000 : 0) + syrups.length * 5000;
        return (
          resolved.ok &&
          resolved.price === expected &&
          unitPriceWithOptions(20000, 'L', resolved.chosen) === 25000 + expected
        );
      }),
    );
  });
});

describe('optionProblemText', () => {
  it('names the product and the group', () => {
    expect(optionProblemText({ kind: 'missing', group: 'Milk' }, 'Cappuccino')).toBe('Choose Milk for Cappuccino');
    expect(optionProblemText({ kind: 'tooMany', group: 'Syrup', max: 2 }, 'Latte')).toBe(
      'Choose at most 2 Syrup for Latte',
    );
    expect(optionProblemText({ kind: 'soldOut', group: 'Milk', choice: 'Oat' }, 'Latte')).toBe(
      'Oat (Milk) is sold out: choose another Milk for Latte',
    );
    expect(optionProblemText({ kind: 'unknown', choiceId: 9 }, 'Latte')).toBe('Choice 9 is not offered for Latte');
  });
});

describe('notes', () => {
  it('trims, and keeps one line of at most 140 characters', () => {
    expect(cleanNote('  extra hot ')).toBe('extra hot');
    expect(cleanNote(undefined)).toBe('');
    expect(noteProblem('x'.repeat(NOTE_MAX))).toBeNull();
    expect(noteProblem('😀'.repeat(NOTE_MAX))).toBeNull();
    expect(noteProblem('x'.repeat(NOTE_MAX + 1))).toBe(NOTE_TOO_LONG);
    expect(noteProblem('extra\nhot')).toBe(NOTE_CONTROL);
    expect(noteProblem('bell\u0007')).toBe(NOTE_CONTROL);
  });
});

describe('lineKey', () => {
  it('is the same line only when product, size, sorted choices and note are equal', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 })), (ids) => {
        const reversed = [...ids].reverse();
        return (
          lineKey({ product_id: 1, size: 'L', options: ids }) ===
          lineKey({ product_id: 1, size: 'L', options: reversed })
        );
      }),
    );
    expect(lineKey({ product_id: 1, size: 'L', options: [1], note: ' hot ' })).toBe(
      lineKey({ product_id: 1, size: 'L', options: [1], note: 'hot' }),
    );
    expect(lineKey({ product_id: 1, size: 'L', options: [1] })).not.toBe(
      lineKey({ product_id: 1, size: 'L', options: [2] }),
    );
    expect(lineKey({ product_id: 1, size: 'L' })).not.toBe(lineKey({ product_id: 1, size: 'L', note: 'hot' }));
  });
});

describe('words', () => {
  const resolved = resolveOptions(latte, [12, 22, 31]);
  const chosen = resolved.ok ? resolved.chosen : [];

  it('gives the barista only what differs from the defaults, as it is read aloud', () => {
    expect(ticketOptionWords(chosen)).toBe('OAT · LESS SUGAR · +1 SHOT');
    const plain = resolveOptions(latte);
    expect(ticketOptionWords(plain.ok ? plain.chosen : [])).toBe('');
  });

  it('gives the customer every choice of their drink', () => {
    expect(optionSummary(chosen)).toBe('Oat, Less sugar, +1 shot');
  });
});

describe('the product page and the cart', () => {
  it('starts from the defaults that can be chosen', () => {
    const soldOutDefault: OptionGroup = { ...sugar, id: 9, choices: [choice(91, 'Honey', 0, true, true)] };
    expect(startingChoices([milk, sugar, soldOutDefault])).toEqual({ 1: [11], 2: [21], 9: [] });
  });

  it('names the first required group left empty', () => {
    expect(unmetGroup([milk, sugar], [11, 21])).toBeNull();
    expect(unmetGroup([milk, sugar], [11])?.name).toBe('Sugar');
  });

  it('shows and prices the choices without judging them', () => {
    expect(chosenOptions([milk, sugar], [13, 22]).map((c) => [c.name, c.price])).toEqual([
      ['Almond', 8000],
      ['Less sugar', 0],
    ]);
    expect(chosenOptions([milk, sugar]).map((c) => c.name)).toEqual(['Whole milk', 'Normal sugar']);
  });
});

describe('the screen boundary', () => {
  it('turns a group into the screens’ camelCase and back', () => {
    const view = optionGroupView(milk);
    expect(view.choices[2]).toEqual({
      id: 13,
      name: 'Almond',
      nameIndonesian: null,
      price: 8000,
      isDefault: false,
      isSoldOut: true,
    });
    expect(optionGroupOf(view)).toEqual(milk);
  });

  it('carries the Indonesian names to the screens (docs/product.md, "Languages")', () => {
    const view = optionGroupView({
      ...milk,
      name_indonesian: 'Susu',
      choices: milk.choices.map((choice, index) => (index === 1 ? { ...choice, name_indonesian: 'Gandum' } : choice)),
    });
    expect(view.nameIndonesian).toBe('Susu');
    expect(view.choices.map((choice) => choice.nameIndonesian)).toEqual([null, 'Gandum', null]);
  });
});
