import { describe, expect, it } from 'vitest';
import { optionGroupSchema } from './apiSchemas';
import {
  EMPTY_CHOICE,
  EMPTY_OPTION_GROUP,
  optionGroupBody,
  optionGroupDraftErrors,
  optionGroupDraftOf,
  type OptionChoiceDraft,
  type OptionGroupDraft,
} from './optionGroupDraft';

const row = (
  name: string,
  price = 0,
  isDefault = false,
  extra: Partial<OptionChoiceDraft> = {},
): OptionChoiceDraft => ({
  name,
  price,
  isDefault,
  isSoldOut: false,
  ...extra,
});

const milk: OptionGroupDraft = {
  name: 'Milk',
  nameIndonesian: '',
  min: 1,
  max: 1,
  choices: [
    row('Whole milk', 0, true, { id: 11, nameIndonesian: '' }),
    row('Oat', 8000, false, { id: 12, isSoldOut: true, nameIndonesian: '' }),
  ],
};

describe('the option group form', () => {
  it('starts a new group optional, single choice, with one empty row', () => {
    expect(EMPTY_OPTION_GROUP).toEqual({ name: '', nameIndonesian: '', min: 0, max: 1, choices: [EMPTY_CHOICE] });
    expect(optionGroupDraftErrors(EMPTY_OPTION_GROUP)).toEqual({
      name: { kind: 'nameEmpty' },
      'choices.0.name': { kind: 'choiceNameEmpty' },
    });
  });

  it('starts an edit from the stored group', () => {
    expect(
      optionGroupDraftOf({
        id: 1,
        name: 'Milk',
        min: 1,
        max: 1,
        choices: [
          { id: 11, name: 'Whole milk', price: 0, isDefault: true, isSoldOut: false },
          { id: 12, name: 'Oat', price: 8000, isDefault: false, isSoldOut: true },
        ],
      }),
    ).toEqual(milk);
  });

  it('starts an edit with the stored Indonesian names (docs/product.md, "Languages")', () => {
    const draft = optionGroupDraftOf({
      id: 1,
      name: 'Milk',
      nameIndonesian: 'Susu',
      min: 1,
      max: 1,
      choices: [{ id: 12, name: 'Oat', nameIndonesian: 'Gandum', price: 8000, isDefault: false, isSoldOut: false }],
    });
    expect(draft).toMatchObject({ nameIndonesian: 'Susu', choices: [{ nameIndonesian: 'Gandum' }] });
  });

  it('takes Indonesian names as long as the English may be, and none at all', () => {
    const long = 'x'.repeat(41);
    const choices = [row('Oat', 0, false, { nameIndonesian: long }), row('Soy', 0, false, { nameIndonesian: ' ' })];
    expect(optionGroupDraftErrors({ ...milk, nameIndonesian: long, choices })).toEqual({
      nameIndonesian: { kind: 'nameIndonesianTooLong', max: 40 },
      'choices.0.nameIndonesian': { kind: 'choiceNameIndonesianTooLong', max: 40 },
    });
    const fits = ` ${'x'.repeat(40)} `;
    expect(
      optionGroupDraftErrors({
        ...milk,
        nameIndonesian: fits,
        choices: [row('Oat', 0, true, { nameIndonesian: fits })],
      }),
    ).toEqual({});
  });

  it('accepts a good group', () => {
    expect(optionGroupDraftErrors(milk)).toEqual({});
  });

  it('refuses a group name that is blank or too long', () => {
    expect(optionGroupDraftErrors({ ...milk, name: '   ' })).toEqual({ name: { kind: 'nameEmpty' } });
    expect(optionGroupDraftErrors({ ...milk, name: 'x'.repeat(41) })).toEqual({
      name: { kind: 'nameTooLong', max: 40 },
    });
    expect(optionGroupDraftErrors({ ...milk, name: ` ${'x'.repeat(40)} ` })).toEqual({});
  });

  it('refuses min and max that are not whole numbers in range', () => {
    expect(optionGroupDraftErrors({ ...milk, min: Number.NaN, max: 0 })).toEqual({
      min: { kind: 'minInvalid', max: 20 },
      max: { kind: 'maxInvalid', max: 20 },
    });
    expect(optionGroupDraftErrors({ ...milk, min: 1.5 })).toEqual({ min: { kind: 'minInvalid', max: 20 } });
    expect(optionGroupDraftErrors({ ...milk, max: 21 })).toEqual({ max: { kind: 'maxInvalid', max: 20 } });
  });

  it('refuses min above max, and max above the number of choices', () => {
    expect(optionGroupDraftErrors({ ...milk, min: 2, max: 1 })).toEqual({ min: { kind: 'minAboveMax' } });
    expect(optionGroupDraftErrors({ ...milk, min: 0, max: 3 })).toEqual({
      max: { kind: 'maxAboveChoices', choices: 2 },
    });
    expect(optionGroupDraftErrors({ ...milk, min: 2, max: 2 })).toEqual({});
  });

  it('wants 1 to 20 choices', () => {
    expect(optionGroupDraftErrors({ ...milk, min: 0, choices: [] })).toEqual({ choices: { kind: 'noChoices' } });
    const many = Array.from({ length: 21 }, (_, index) => row(`Syrup ${index}`));
    expect(optionGroupDraftErrors({ ...milk, choices: many })).toEqual({
      choices: { kind: 'tooManyChoices', max: 20 },
    });
    expect(optionGroupDraftErrors({ ...milk, choices: many.slice(0, 20) })).toEqual({});
  });

  it('allows no more defaults than max', () => {
    const both = milk.choices.map((choice) => ({ ...choice, isDefault: true }));
    expect(optionGroupDraftErrors({ ...milk, choices: both })).toEqual({
      choices: { kind: 'tooManyDefaults', max: 1 },
    });
    expect(optionGroupDraftErrors({ ...milk, max: 2, choices: both })).toEqual({});
  });

  it('wants every choice named once, at most 40 characters', () => {
    const choices = [row('Oat'), row(' '), row('x'.repeat(41)), row(' oat ')];
    expect(optionGroupDraftErrors({ ...milk, min: 0, choices })).toEqual({
      'choices.1.name': { kind: 'choiceNameEmpty' },
      'choices.2.name': { kind: 'choiceNameTooLong', max: 40 },
      'choices.3.name': { kind: 'choiceNameTwice' },
    });
  });

  it('wants a price in whole rupiah from 0 to 100.000', () => {
    const choices = [row('A', Number.NaN), row('B', -1), row('C', 500.5), row('D', 100_001), row('E', 100_000)];
    expect(optionGroupDraftErrors({ ...milk, min: 0, choices })).toEqual({
      'choices.0.price': { kind: 'priceInvalid' },
      'choices.1.price': { kind: 'priceInvalid' },
      'choices.2.price': { kind: 'priceInvalid' },
      'choices.3.price': { kind: 'priceTooHigh', max: 100_000 },
    });
  });

  it('sends the checked draft as the API takes it, which the API accepts', () => {
    const body = optionGroupBody({
      ...milk,
      name: ' Milk ',
      nameIndonesian: ' Susu ',
      choices: [...milk.choices, row(' Soy ', 6000, false, { nameIndonesian: ' Kedelai ' })],
    });
    // An empty Indonesian name is sent empty: the API then removes it.
    expect(body).toEqual({
      name: 'Milk',
      name_indonesian: 'Susu',
      min: 1,
      max: 1,
      choices: [
        { id: 11, name: 'Whole milk', name_indonesian: '', price: 0, is_default: true, sold_out: false },
        { id: 12, name: 'Oat', name_indonesian: '', price: 8000, is_default: false, sold_out: true },
        { name: 'Soy', name_indonesian: 'Kedelai', price: 6000, is_default: false, sold_out: false },
      ],
    });
    expect(optionGroupSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out the Indonesian names a draft does not have, so the stored ones stay', () => {
    const body = optionGroupBody({ name: 'Milk', min: 0, max: 1, choices: [row('Oat')] });
    expect(body).not.toHaveProperty('name_indonesian');
    expect(body.choices[0]).not.toHaveProperty('name_indonesian');
  });
});
