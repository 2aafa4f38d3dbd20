import type { OptionGroup } from '../../src/domain/options';

/**
 * The menu's words in the page's language (docs/product.md, "Languages"): on an Indonesian page the
 * shop's Indonesian text when it gave one, else the English, which every product, group and choice
 * has. The one place every view of a product or a choice picks its words, so all fall back alike.
 * A drawn page is drawn in English and hydrated only by a browser in English (app/main.tsx), so the
 * server and the browser pick the same words from the same answer.
 */
export function menuText(language: string, english: string, indonesian: string | null | undefined): string {
  return language === 'id' && indonesian ? indonesian : english;
}

/** A product's option groups with their names and their choices' names in the page's language. */
export function groupsIn(language: string, groups: readonly OptionGroup[]): OptionGroup[] {
  return groups.map((group) => ({
    ...group,
    name: menuText(language, group.name, group.name_indonesian),
    choices: group.choices.map((choice) => ({
      ...choice,
      name: menuText(language, choice.name, choice.name_indonesian),
    })),
  }));
}

/** A choice as an order keeps it: the English words and, when the shop gave them, the Indonesian. */
export interface OrderedChoice {
  group: string;
  name: string;
  group_indonesian?: string | null;
  name_indonesian?: string | null;
}

/**
 * A choice of an order line named in the page's language (docs/product.md, "Languages"): the Indonesian
 * names the order's snapshot kept, else the English (an older order kept none). Only to show: "order
 * again" finds a choice by its English words.
 */
export function orderedChoiceIn(language: string, option: OrderedChoice): { group: string; name: string } {
  return {
    group: menuText(language, option.group, option.group_indonesian),
    name: menuText(language, option.name, option.name_indonesian),
  };
}
