import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isSize, SIZE_SHORT_LABELS } from '../domain/categories';
import type { ReorderInputLine, ReorderLine } from '../domain/reorder';
import { DELIVERY_METHOD_WORDS } from './catalogueWords';

/**
 * What "Order again" says about each line, in the page's language (the facts are the domain's plan,
 * src/domain/reorder.ts). Sizes stay their short marks (R, L, 250g): they are printed on the menu so.
 */

const sizeMark = (size: string) => (isSize(size) ? SIZE_SHORT_LABELS[size] : size);

/** A line as the customer knows it: "Caramel Latte, L". */
export function reorderLineWords(line: Pick<ReorderInputLine, 'name' | 'size'>): string {
  return `${line.name}, ${sizeMark(line.size)}`;
}

/** "R, L and XL" / "R, L dan XL". */
function andList(i18n: I18n, items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items.at(-1)!;
  return i18n._(msg`${head} and ${last}`);
}

function addedWords(i18n: I18n, added: number): string {
  return added > 0 ? i18n._(msg`${added} added`) : i18n._(msg`none added`);
}

/** Why fewer go in: " (1 already in your cart, 2 in other lines of this order)", or nothing. */
function alreadyTaken(i18n: I18n, { inCart, inOrder }: { inCart: number; inOrder: number }): string {
  const notes = [
    ...(inCart > 0 ? [i18n._(msg`${inCart} already in your cart`)] : []),
    ...(inOrder > 0 ? [i18n._(msg`${inOrder} in other lines of this order`)] : []),
  ];
  return notes.length ? ` (${notes.join(', ')})` : '';
}

/** What happened to a line, in plain words: "sold out", "only 3 left, 3 added". */
export function reorderChangeWords(i18n: I18n, line: Pick<ReorderLine, 'qty' | 'size' | 'change'>): string {
  const { change } = line;
  switch (change.kind) {
    case 'unchanged':
      return addedWords(i18n, line.qty);
    case 'gone':
      return i18n._(msg`no longer on the menu`);
    case 'sizeGone': {
      const size = sizeMark(line.size);
      if (!change.offered.length) return i18n._(msg`no longer offered in ${size}`);
      const offered = andList(i18n, change.offered.map(sizeMark));
      return i18n._(msg`no longer offered in ${size} (now ${offered})`);
    }
    case 'notForMethod': {
      const method = i18n._(DELIVERY_METHOD_WORDS[change.method]);
      if (!change.methods.length) return i18n._(msg`no longer sold for ${method}`);
      const methods = andList(
        i18n,
        change.methods.map((one) => i18n._(DELIVERY_METHOD_WORDS[one])),
      );
      return i18n._(msg`no longer sold for ${method} (now ${methods} only)`);
    }
    case 'soldOut':
      return i18n._(msg`sold out`);
    case 'choiceGone': {
      const choice = change.choice;
      return i18n._(msg`${choice} is no longer offered`);
    }
    case 'choiceSoldOut': {
      const choice = change.choice;
      return i18n._(msg`${choice} is sold out`);
    }
    case 'reduced': {
      const left = change.left;
      return i18n._(msg`only ${left} left`) + alreadyTaken(i18n, change) + ', ' + addedWords(i18n, change.added);
    }
    case 'capped': {
      const max = change.max;
      return (
        i18n._(msg`at most ${max} in one size per cart`) +
        alreadyTaken(i18n, change) +
        ', ' +
        addedWords(i18n, change.added)
      );
    }
  }
}
