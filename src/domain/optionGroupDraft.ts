import {
  CHOICE_NAME_MAX,
  CHOICE_PRICE_MAX,
  GROUP_CHOICES_MAX,
  GROUP_NAME_MAX,
  type OptionChoice,
  type OptionGroupView,
} from './options';

/*
 * The admin's option group form (docs/product.md, "Customisations"): the same rules the API checks
 * (apiSchemas.ts, optionGroupSchema), found before anything is sent, each where the admin can fix it.
 */

/** One choice row of the form; `id` names a choice the group already has, a new row has none. */
export interface OptionChoiceDraft {
  id?: number;
  name: string;
  /** The name on the Indonesian menu (docs/product.md, "Languages"); empty or absent for none. */
  nameIndonesian?: string;
  /** Whole rupiah; NaN while the field is empty. */
  price: number;
  isDefault: boolean;
  /** Kept as it was: the one-tap sold-out switch changes it, not the form. */
  isSoldOut: boolean;
}

/** The form's values: a name, how many choices a line takes, and the choices in their order. */
export interface OptionGroupDraft {
  name: string;
  /** The name on the Indonesian menu; empty or absent for none (an Indonesian page shows `name`). */
  nameIndonesian?: string;
  /** The fewest choices a line takes: 1 or more makes the group required. */
  min: number;
  /** The most choices a line takes: 1 makes it a single choice. */
  max: number;
  choices: OptionChoiceDraft[];
}

/** Why the form cannot be sent, one kind per message the screen says. */
export type OptionGroupDraftProblem =
  | { kind: 'nameEmpty' }
  | { kind: 'nameTooLong'; max: number }
  | { kind: 'nameIndonesianTooLong'; max: number }
  | { kind: 'minInvalid'; max: number }
  | { kind: 'maxInvalid'; max: number }
  | { kind: 'minAboveMax' }
  | { kind: 'maxAboveChoices'; choices: number }
  | { kind: 'noChoices' }
  | { kind: 'tooManyChoices'; max: number }
  | { kind: 'tooManyDefaults'; max: number }
  | { kind: 'choiceNameEmpty' }
  | { kind: 'choiceNameTooLong'; max: number }
  | { kind: 'choiceNameIndonesianTooLong'; max: number }
  | { kind: 'choiceNameTwice' }
  | { kind: 'priceInvalid' }
  | { kind: 'priceTooHigh'; max: number };

/**
 * The problems by the field they stand under: `name`, `min`, `max`, `choices` (the list as a whole),
 * `nameIndonesian`, `choices.<index>.name`, `choices.<index>.nameIndonesian` and
 * `choices.<index>.price`. Empty when the draft can be sent.
 */
export type OptionGroupDraftErrors = Record<string, OptionGroupDraftProblem>;

/** A new group's starting values: optional, a single choice, one empty row. */
export const EMPTY_OPTION_GROUP: OptionGroupDraft = {
  name: '',
  nameIndonesian: '',
  min: 0,
  max: 1,
  choices: [{ name: '', nameIndonesian: '', price: 0, isDefault: false, isSoldOut: false }],
};

/** An empty choice row, added by "Add a choice". */
export const EMPTY_CHOICE: OptionChoiceDraft = {
  name: '',
  nameIndonesian: '',
  price: 0,
  isDefault: false,
  isSoldOut: false,
};

/** A stored group as the form's starting values. */
export function optionGroupDraftOf(group: OptionGroupView): OptionGroupDraft {
  return {
    name: group.name,
    nameIndonesian: group.nameIndonesian ?? '',
    min: group.min,
    max: group.max,
    choices: group.choices.map(({ id, name, nameIndonesian, price, isDefault, isSoldOut }) => ({
      id,
      name,
      nameIndonesian: nameIndonesian ?? '',
      price,
      isDefault,
      isSoldOut,
    })),
  };
}

const tooLong = (text: string | undefined, max: number) => [...(text ?? '').trim()].length > max;

const isWhole = (value: number, low: number, high: number) => Number.isInteger(value) && value >= low && value <= high;

/** Checks the whole draft; the first problem of each field is kept. */
export function optionGroupDraftErrors(draft: OptionGroupDraft): OptionGroupDraftErrors {
  const errors: OptionGroupDraftErrors = {};
  const add = (field: string, problem: OptionGroupDraftProblem) => {
    errors[field] ??= problem;
  };
  const name = draft.name.trim();
  if (name === '') add('name', { kind: 'nameEmpty' });
  else if ([...name].length > GROUP_NAME_MAX) add('name', { kind: 'nameTooLong', max: GROUP_NAME_MAX });
  // The Indonesian names are optional and as long as the English may be (docs/product.md, "Languages").
  if (tooLong(draft.nameIndonesian, GROUP_NAME_MAX))
    add('nameIndonesian', { kind: 'nameIndonesianTooLong', max: GROUP_NAME_MAX });

  const count = draft.choices.length;
  if (count === 0) add('choices', { kind: 'noChoices' });
  if (count > GROUP_CHOICES_MAX) add('choices', { kind: 'tooManyChoices', max: GROUP_CHOICES_MAX });

  const minOk = isWhole(draft.min, 0, GROUP_CHOICES_MAX);
  const maxOk = isWhole(draft.max, 1, GROUP_CHOICES_MAX);
  if (!minOk) add('min', { kind: 'minInvalid', max: GROUP_CHOICES_MAX });
  if (!maxOk) add('max', { kind: 'maxInvalid', max: GROUP_CHOICES_MAX });
  if (minOk && maxOk && draft.min > draft.max) add('min', { kind: 'minAboveMax' });
  if (maxOk && count > 0 && draft.max > count) add('max', { kind: 'maxAboveChoices', choices: count });

  const defaults = draft.choices.filter((choice) => choice.isDefault).length;
  if (maxOk && defaults > draft.max) add('choices', { kind: 'tooManyDefaults', max: draft.max });

  const seen = new Set<string>();
  draft.choices.forEach((choice, index) => {
    const choiceName = choice.name.trim();
    const key = choiceName.toLocaleLowerCase('en');
    if (choiceName === '') add(`choices.${index}.name`, { kind: 'choiceNameEmpty' });
    else if ([...choiceName].length > CHOICE_NAME_MAX) {
      add(`choices.${index}.name`, { kind: 'choiceNameTooLong', max: CHOICE_NAME_MAX });
    } else if (seen.has(key)) add(`choices.${index}.name`, { kind: 'choiceNameTwice' });
    seen.add(key);
    if (tooLong(choice.nameIndonesian, CHOICE_NAME_MAX))
      add(`choices.${index}.nameIndonesian`, { kind: 'choiceNameIndonesianTooLong', max: CHOICE_NAME_MAX });
    if (!isWhole(choice.price, 0, Number.MAX_SAFE_INTEGER)) add(`choices.${index}.price`, { kind: 'priceInvalid' });
    else if (choice.price > CHOICE_PRICE_MAX)
      add(`choices.${index}.price`, { kind: 'priceTooHigh', max: CHOICE_PRICE_MAX });
  });
  return errors;
}

const indonesianOf = (text: string | undefined) => (text === undefined ? {} : { name_indonesian: text.trim() });

/** The checked draft as the API takes a group: names trimmed, existing choices by their id. */
export function optionGroupBody(draft: OptionGroupDraft): {
  name: string;
  name_indonesian?: string;
  min: number;
  max: number;
  choices: (Omit<OptionChoice, 'id' | 'name_indonesian'> & { id?: number; name_indonesian?: string })[];
} {
  return {
    name: draft.name.trim(),
    // Empty removes the Indonesian name (the API's rule): an Indonesian page then shows the English;
    // a draft without the field leaves the stored one as it is (not sent).
    ...indonesianOf(draft.nameIndonesian),
    min: draft.min,
    max: draft.max,
    choices: draft.choices.map((choice) => ({
      ...(choice.id === undefined ? {} : { id: choice.id }),
      name: choice.name.trim(),
      ...indonesianOf(choice.nameIndonesian),
      price: choice.price,
      is_default: choice.isDefault,
      sold_out: choice.isSoldOut,
    })),
  };
}
