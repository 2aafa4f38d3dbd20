import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { productHoursShown, type DeliveryTimeProblem, type ProductHours } from '../domain/deliveryChoice';
import { clockTime, DELIVERY_WINDOW, type DeliveryWindow } from '../domain/deliveryWindow';
import { DAY_WORDS } from './dayWords';

/**
 * When home delivery runs, in the page's language: `Delivery only Monday to Friday, 13:00–19:00`,
 * built from the same numbers as the server's sentence (src/domain/deliveryWindow.ts).
 */
export function deliveryWindowWords(i18n: I18n, window: DeliveryWindow = DELIVERY_WINDOW): string {
  const named = window.days.map((day) => i18n._(DAY_WORDS[day]!));
  const first = named[0]!;
  const last = named[named.length - 1]!;
  // Days in a row read as a span (Friday to Sunday); others are named one by one, as the server's sentence does.
  const inARow = window.days.every((day, index) => index === 0 || day === (window.days[index - 1]! + 1) % 7);
  const rest = named.slice(0, -1).join(', ');
  const days = first === last ? first : inARow ? i18n._(msg`${first} to ${last}`) : i18n._(msg`${rest} and ${last}`);
  const hours = `${clockTime(window.startMinute)}–${clockTime(window.endMinute)}`;
  return i18n._(msg`Delivery only ${days}, ${hours}`);
}

/** A product's own hours beside the note: `This product delivers 13:00–17:00`; null when it has none. */
export function productHoursWords(i18n: I18n, product: ProductHours): string | null {
  const shown = productHoursShown(product);
  if (!shown) return null;
  const { from, until } = shown;
  if (from && until) return i18n._(msg`This product delivers ${from}–${until}`);
  return from ? i18n._(msg`This product delivers from ${from}`) : i18n._(msg`This product delivers until ${until}`);
}

/** Why a chosen time cannot be kept, said to the customer next to the field and in the popup. */
export function deliveryTimeProblemWords(
  i18n: I18n,
  problem: DeliveryTimeProblem,
  product: ProductHours,
  window: DeliveryWindow = DELIVERY_WINDOW,
): string {
  if (problem === 'unreadable') return i18n._(msg`Choose a date and time`);
  if (problem === 'passed') return i18n._(msg`That time has passed: choose a later time, or now`);
  if (problem === 'outsideWindow') return deliveryWindowWords(i18n, window);
  return productHoursWords(i18n, product) ?? i18n._(msg`Choose a date and time`);
}
