import type { DrawnPageData } from '../../src/domain/catalogueAddress.ts';
import { paths } from '../paths.ts';

export interface DrawnPage {
  /** The page's path, from the route table's paths. */
  path: string;
  /** Its route modules (the layouts and the route, as app/router.tsx imports them), whose chunks the page loads. */
  modules: readonly string[];
  data?: DrawnPageData;
}

const CUSTOMER_LAYOUT = 'app/layouts/CustomerLayout.tsx';

/**
 * The pages the server draws (app/prerender/renderPage.tsx) with their data inlined. The build turns
 * this into `.render/pages.json`, each page with the chunk files of its modules, and fails when a
 * module is not a chunk of the app (scripts/renderedPages.ts); the server reads that file.
 */
export const DRAWN_PAGES: readonly DrawnPage[] = [
  { path: paths.landing, modules: ['app/routes/LandingRoute.tsx'] },
  { path: paths.custProducts, modules: [CUSTOMER_LAYOUT, 'app/routes/CustomerProductsRoute.tsx'], data: 'catalogue' },
  { path: paths.productDetailPage, modules: [CUSTOMER_LAYOUT, 'app/routes/ProductDetailRoute.tsx'], data: 'product' },
];
