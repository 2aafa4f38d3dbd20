/** The shop's name, after every page's own name in the browser tab and history. */
export const SHOP_NAME = 'Coffee Shop';

/** The document title for a page: `Menu · Coffee Shop`, or the shop's name alone. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${SHOP_NAME}` : SHOP_NAME;
}

/**
 * Names the page in the browser tab: React 19 hoists a `<title>` rendered anywhere into the head
 * (ahead of index.html's plain one), and puts the old one back when the route unmounts.
 */
export function PageTitle({ page }: { page?: string }) {
  return <title>{pageTitle(page)}</title>;
}
