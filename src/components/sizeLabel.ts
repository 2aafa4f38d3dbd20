import { SIZE_LABELS, SIZE_SHORT_LABELS, isSize, type Size } from '../domain/categories';

/** The human label of a size code as orders and history send it; an unknown code shows as is. */
export function sizeLabel(size: string): string {
  return isSize(size) ? SIZE_LABELS[size] : size;
}

/**
 * A size button's accessible name: what it shows comes first, so a speech-input user saying "click XL"
 * reaches it (WCAG 2.5.3 label in name), then the full label where that says more: `XL (Extra Large)`,
 * `R (Regular)`, but `250g`. `full` is the label in the page's language (English by default).
 */
export function sizeName(size: Size, full: string = SIZE_LABELS[size]): string {
  const short = SIZE_SHORT_LABELS[size];
  return full.replaceAll(' ', '') === short ? short : `${short} (${full})`;
}
