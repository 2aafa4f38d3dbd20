/** Category ids as the API and the database know them. */
export const CATEGORY_IDS = [1, 2, 3] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Every size code the shop sells. Drinks come in R/L/XL, foods by weight in grams. */
export const SIZES = ['R', 'L', 'XL', '250', '300', '500'] as const;
export type Size = (typeof SIZES)[number];

export const CATEGORY_NAMES: Record<CategoryId, string> = {
  1: 'Coffee',
  2: 'Non-coffee',
  3: 'Foods',
};

/** The sizes each category offers, smallest first. */
export const CATEGORY_SIZES: Record<CategoryId, readonly Size[]> = {
  1: ['R', 'L', 'XL'],
  2: ['R', 'L', 'XL'],
  3: ['250', '300', '500'],
};

/** Human labels. 300 is "300 g": the old edit page's "350g" was a mislabel. */
export const SIZE_LABELS: Record<Size, string> = {
  R: 'Regular',
  L: 'Large',
  XL: 'Extra Large',
  '250': '250 g',
  '300': '300 g',
  '500': '500 g',
};

/** Short labels for the round size buttons. */
export const SIZE_SHORT_LABELS: Record<Size, string> = {
  R: 'R',
  L: 'L',
  XL: 'XL',
  '250': '250g',
  '300': '300g',
  '500': '500g',
};

export function isCategoryId(value: unknown): value is CategoryId {
  return CATEGORY_IDS.includes(value as CategoryId);
}

export function isSize(value: unknown): value is Size {
  return SIZES.includes(value as Size);
}

/** Whether a category sells a size (an L coffee yes, an L sandwich no). */
export function categoryOffersSize(categoryId: CategoryId, size: Size): boolean {
  return CATEGORY_SIZES[categoryId].includes(size);
}

/** Parses the API's comma-separated size list, dropping unknown codes and duplicates. */
export function parseSizeList(value: string | null | undefined): Size[] {
  if (!value) return [];
  const seen = new Set<Size>();
  for (const part of value.split(',')) {
    const code = part.trim().toUpperCase();
    if (isSize(code)) seen.add(code);
  }
  return SIZES.filter((size) => seen.has(size));
}

/** Joins sizes into the API's comma list in the canonical order. */
export function formatSizeList(sizes: readonly Size[]): string {
  return SIZES.filter((size) => sizes.includes(size)).join(',');
}
