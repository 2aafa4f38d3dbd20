import { tierPrice } from './pricing';
import type { Size } from './categories';

/*
 * Customisations (docs/product.md, "Customisations"): a drink ordered the way people say it. Option
 * groups (Milk, Sugar, Ice, Extra shot) are shared by products; a line names the choices it wants.
 * One module prices and checks them for the screens and for the server.
 */

/** One choice of a group, as the API sends it. `price` is added to the line's unit price. */
export interface OptionChoice {
  id: number;
  name: string;
  /** The name in Bahasa Indonesia; null or absent: the English one is shown. */
  name_indonesian?: string | null;
  price: number;
  is_default: boolean;
  sold_out: boolean;
}

/** A reusable group: `min ≥ 1` makes it required, `max = 1` a single choice. */
export interface OptionGroup {
  id: number;
  name: string;
  /** The name in Bahasa Indonesia; null or absent: the English one is shown. */
  name_indonesian?: string | null;
  min: number;
  max: number;
  choices: OptionChoice[];
}

/** A line's chosen choice as its order keeps it: later menu changes never alter it. */
export interface ChosenOption {
  group: string;
  name: string;
  price: number;
  /** Whether it was its group's default when ordered: a barista's ticket shows only the others. */
  is_default: boolean;
}

export const NOTE_MAX = 140;
export const GROUP_NAME_MAX = 40;
export const CHOICE_NAME_MAX = 40;
export const CHOICE_PRICE_MAX = 100_000;
/** Bounds that keep one line's work small: a group's choices and a product's groups. */
export const GROUP_CHOICES_MAX = 20;
export const PRODUCT_GROUPS_MAX = 10;

/** Why a line's choices cannot be ordered. */
export type OptionProblem =
  /** Not a choice of any of the product's groups (unknown, or another product's group). */
  | { kind: 'unknown'; choiceId: number }
  /** A required group with no choice and no default. */
  | { kind: 'missing'; group: string }
  | { kind: 'tooMany'; group: string; max: number }
  | { kind: 'soldOut'; group: string; choice: string };

export type ResolvedOptions =
  { ok: true; ids: number[]; chosen: ChosenOption[]; price: number } | { ok: false; problem: OptionProblem };

/** Each group's default choices: what a line that names no choices gets. */
export function defaultChoiceIds(groups: readonly OptionGroup[]): number[] {
  return groups.flatMap((group) => group.choices.filter((choice) => choice.is_default).map((choice) => choice.id));
}

/**
 * Checks a line's choices against the product's groups and prices them. `options` undefined means
 * "as it comes" (the defaults), so a client that knows nothing of choices still orders. The chosen
 * come back in the groups' order, then the choices' order, whatever order they were sent in.
 */
export function resolveOptions(groups: readonly OptionGroup[], options?: readonly number[]): ResolvedOptions {
  const wanted = new Set(options ?? defaultChoiceIds(groups));
  const known = new Set(groups.flatMap((group) => group.choices.map((choice) => choice.id)));
  const stranger = [...wanted].find((id) => !known.has(id));
  if (stranger !== undefined) return { ok: false, problem: { kind: 'unknown', choiceId: stranger } };
  const ids: number[] = [];
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.choices.filter((choice) => wanted.has(choice.id));
    if (picked.length < group.min) return { ok: false, problem: { kind: 'missing', group: group.name } };
    if (picked.length > group.max)
      return { ok: false, problem: { kind: 'tooMany', group: group.name, max: group.max } };
    const soldOut = picked.find((choice) => choice.sold_out);
    if (soldOut) return { ok: false, problem: { kind: 'soldOut', group: group.name, choice: soldOut.name } };
    for (const choice of picked) {
      ids.push(choice.id);
      chosen.push({ group: group.name, name: choice.name, price: choice.price, is_default: choice.is_default });
    }
  }
  return { ok: true, ids, chosen, price: optionsPrice(chosen) };
}

/** What the choices add to one unit. */
export function optionsPrice(chosen: readonly Pick<ChosenOption, 'price'>[]): number {
  return chosen.reduce((sum, choice) => sum + choice.price, 0);
}

/** One unit of a product in a size with its choices. */
export function unitPriceWithOptions(basePrice: number, size: Size, chosen: readonly Pick<ChosenOption, 'price'>[]) {
  return tierPrice(basePrice, size) + optionsPrice(chosen);
}

/** The API's sentence for a refusal, naming the product and the group. */
export function optionProblemText(problem: OptionProblem, product: string): string {
  switch (problem.kind) {
    case 'unknown':
      return `Choice ${problem.choiceId} is not offered for ${product}`;
    case 'missing':
      return `Choose ${problem.group} for ${product}`;
    case 'tooMany':
      return `Choose at most ${problem.max} ${problem.group} for ${product}`;
    case 'soldOut':
      return `${problem.choice} (${problem.group}) is sold out: choose another ${problem.group} for ${product}`;
  }
}

/** A note as it is kept: trimmed; empty is none. */
export function cleanNote(note: string | null | undefined): string {
  return (note ?? '').trim();
}

// Line breaks and other control characters would break a ticket's one line (and a receipt's layout).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const NOTE_TOO_LONG = `A note holds at most ${NOTE_MAX} characters`;
export const NOTE_CONTROL = 'A note is one line of plain text';

/** Why a note cannot be kept, or null. */
export function noteProblem(note: string): string | null {
  if ([...note].length > NOTE_MAX) return NOTE_TOO_LONG;
  if (CONTROL.test(note)) return NOTE_CONTROL;
  return null;
}

/** Two lines are one line when product, size, the sorted choices and the note are equal. */
export function lineKey(line: { product_id: number; size: string; options?: readonly number[]; note?: string }) {
  const options = [...new Set(line.options ?? [])].sort((a, b) => a - b).join(',');
  return `${line.product_id}:${line.size}:${options}:${cleanNote(line.note)}`;
}

/**
 * What a barista reads aloud from a ticket: only the choices that differ from the defaults, in
 * capitals, one after another ("OAT · LESS SUGAR · +1 SHOT"); empty when the drink comes as it comes.
 */
export function ticketOptionWords(chosen: readonly ChosenOption[]): string {
  return chosen
    .filter((choice) => !choice.is_default)
    .map((choice) => choice.name.toLocaleUpperCase('en'))
    .join(' · ');
}

/** The choices in a customer's words: "Oat, Less sugar, +1 shot" (defaults too: it is their drink). */
export function optionSummary(chosen: readonly Pick<ChosenOption, 'name'>[]): string {
  return chosen.map((choice) => choice.name).join(', ');
}

/** Each group's defaults that can still be chosen: where a product page starts, by group id. */
export function startingChoices(groups: readonly OptionGroup[]): Record<number, number[]> {
  return Object.fromEntries(
    groups.map((group) => [
      group.id,
      group.choices.filter((choice) => choice.is_default && !choice.sold_out).map((choice) => choice.id),
    ]),
  );
}

/** The first required group with fewer choices than it needs, or null: what Add to Cart waits for. */
export function unmetGroup(groups: readonly OptionGroup[], ids: readonly number[]): OptionGroup | null {
  const wanted = new Set(ids);
  return groups.find((group) => group.choices.filter((choice) => wanted.has(choice.id)).length < group.min) ?? null;
}

/** An old line's choices found again today: their ids, or the first that cannot be had and why. */
export type ChoicesAgain =
  { ok: true; ids: number[] } | { ok: false; kind: 'choiceGone' | 'choiceSoldOut'; choice: string };

/**
 * A choice an old line kept, by the group and name its order recorded (English, docs/product.md,
 * "Languages"), and the words the customer reads it in when they differ (an Indonesian page).
 */
export interface KeptChoice extends Pick<ChosenOption, 'group' | 'name'> {
  shown?: { group: string; name: string };
}

/**
 * "Order again" for a line's choices: an order keeps them by group and name (its snapshot), so each is
 * looked up by those among the product's groups today. A group the product gained since takes its
 * defaults; a choice renamed or deleted, or a group whose rules changed so the old choices no longer
 * fit, reads as gone (named as the customer reads it), a choice switched off as sold out.
 */
export function choicesAgain(groups: readonly OptionGroup[], kept: readonly KeptChoice[]): ChoicesAgain {
  const ids: number[] = [];
  for (const option of kept) {
    const choice = groups
      .find((group) => group.name === option.group)
      ?.choices.find((candidate) => candidate.name === option.name);
    const said = option.shown?.name ?? option.name;
    if (!choice) return { ok: false, kind: 'choiceGone', choice: said };
    if (choice.sold_out) return { ok: false, kind: 'choiceSoldOut', choice: said };
    ids.push(choice.id);
  }
  const known = new Set(kept.map((option) => option.group));
  const added = groups.filter((group) => !known.has(group.name));
  const resolved = resolveOptions(groups, [...ids, ...defaultChoiceIds(added)]);
  if (resolved.ok) return { ok: true, ids: resolved.ids };
  // Every id is one of these groups', so the refusal names a group (never an unknown id).
  const { group } = resolved.problem as Exclude<OptionProblem, { kind: 'unknown' }>;
  const shown = kept.find((option) => option.group === group)?.shown?.group ?? group;
  return { ok: false, kind: 'choiceGone', choice: shown };
}

/**
 * What a line's choices are, to show and price it, without judging them (a cart line may hold a choice
 * sold out since): the known ids in the groups' order; `options` undefined means the defaults.
 */
export function chosenOptions(groups: readonly OptionGroup[], options?: readonly number[]): ChosenOption[] {
  const wanted = new Set(options ?? defaultChoiceIds(groups));
  return groups.flatMap((group) =>
    group.choices
      .filter((choice) => wanted.has(choice.id))
      .map((choice) => ({ group: group.name, name: choice.name, price: choice.price, is_default: choice.is_default })),
  );
}

/** A choice as the screens take it (camelCase at the screen boundary, docs/architecture.md). */
export interface OptionChoiceView {
  id: number;
  name: string;
  /** The name on the Indonesian menu, null for none (docs/product.md, "Languages"). */
  nameIndonesian?: string | null;
  price: number;
  isDefault: boolean;
  isSoldOut: boolean;
}

/** A group as the screens take it. */
export interface OptionGroupView {
  id: number;
  name: string;
  /** The name on the Indonesian menu, null for none. */
  nameIndonesian?: string | null;
  min: number;
  max: number;
  choices: OptionChoiceView[];
}

/** The API's group as the screens take it. */
export function optionGroupView(group: OptionGroup): OptionGroupView {
  const { id, name, min, max } = group;
  const choices = group.choices.map((c) => ({
    id: c.id,
    name: c.name,
    nameIndonesian: c.name_indonesian ?? null,
    price: c.price,
    isDefault: c.is_default,
    isSoldOut: c.sold_out,
  }));
  return { id, name, nameIndonesian: group.name_indonesian ?? null, min, max, choices };
}

/** A screen's group back in the shape the rules read. */
export function optionGroupOf(group: OptionGroupView): OptionGroup {
  const { id, name, min, max } = group;
  const choices = group.choices.map((c) => ({
    id: c.id,
    name: c.name,
    price: c.price,
    is_default: c.isDefault,
    sold_out: c.isSoldOut,
  }));
  return { id, name, min, max, choices };
}
