import { SIZE_LABELS, SIZE_SHORT_LABELS, type Size } from '../domain/categories';

/**
 * A size button's accessible name: what it shows comes first, so a speech-input user saying "click XL"
 * reaches it (WCAG 2.5.3 label in name), then the full label where that says more: `XL (Extra Large)`,
 * `R (Regular)`, but `250g`. `full` is the label in the page's language (English by default).
 */
export function sizeName(size: Size, full: string = SIZE_LABELS[size]): string {
  const short = SIZE_SHORT_LABELS[size];
  return full.replaceAll(' ', '') === short ? short : `${short} (${full})`;
}
