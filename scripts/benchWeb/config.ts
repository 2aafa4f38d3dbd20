import path from 'node:path';

/** The bench's settings: where things are, the flags and environment it reads, and the aims it checks. */

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_WEB_ROOT = path.join(ROOT, 'dist/web');
export const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 6 * 60_000);
/** Only the JavaScript of each first route (step 2): seconds instead of minutes. */
export const SIZES_ONLY = process.argv.includes('--sizes-only');
export const RUN_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0' && !SIZES_ONLY;
/** Lighthouse runs per page; the report is the median run by performance score (one run is noisy). */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
/** Where to keep each Lighthouse report (JSON, opens in the Lighthouse viewer); unset keeps none. */
export const REPORT_DIR = process.env.BENCH_REPORT_DIR ? path.resolve(process.env.BENCH_REPORT_DIR) : undefined;
/**
 * The browser's language (`BENCH_LOCALE`, `en-US` by default): the site speaks the first of its
 * languages the browser asks for, so `id-ID` measures the Indonesian pages, each with its own words.
 */
export const LOCALE = process.env.BENCH_LOCALE ?? 'en-US';
/** The aims: JavaScript of a customer's first route, gzip level 9, in kB (1000 bytes, as Vite reports). */
/** docs/product.md#performance-aims: ≤ 120 kB on the landing, ≤ 150 kB on the product list and a product page (and login). */
export const LANDING_JS_BUDGET_KB = 120;
export const JS_BUDGET_KB = 150;
export const PERFORMANCE_TARGET = 98;
/** Interaction to next paint, p75, at 4x CPU slowdown (docs/product.md#performance-aims). */
export const INP_TARGET_MS = 100;
export const CUSTOMER = { email: 'customer@coffee.test', password: 'customer123' };
export const ADMIN = { email: 'admin@coffee.test', password: 'admin1234' };
