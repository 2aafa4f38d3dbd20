import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the server adds to index.html for the pages a customer opens first (issue 14, "start the
 * data with the page"). Without it a phone fetches the entry script, then the route's chunks, then
 * the API answer, then the photo, one after the other. With it, the one HTML answer carries:
 * - `<link rel="modulepreload">` for the route's chunks and everything they import (from the
 *   build's .vite/manifest.json), so they load beside the entry instead of after it;
 * - the route's first API answer inlined as JSON (`<script type="application/json" id="api-preload">`,
 *   data that the CSP lets through since it never runs), which app/api/preloaded.ts hands to the
 *   first matching GET instead of asking the network; the answers are the public catalogue's, the
 *   same for every visitor, produced by the real route (app.inject);
 * - `<link rel="preload" as="image" fetchpriority="high">` for the photo that will be the largest
 *   paint of a product's page;
 * - for `/`, the landing prerendered at build time (landing.html, vite.config.ts), painted before any
 *   JavaScript runs.
 * Pages it does not know, or a build without a manifest, get index.html as it is.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PagePlan {
  /** The built page it starts from when the build made one (the prerendered landing), else index.html. */
  document?: string;
  /** Route modules (manifest keys) the page loads after the entry. */
  modules: string[];
  /** The page's first API call, as app/api builds its URL; none when the page has no data to start. */
  apiUrl?: (query: URLSearchParams) => string | null;
  /** The photo of the answer that will be the largest paint. */
  photo?: (answer: unknown) => string | null;
}

const CUSTOMER_LAYOUT = 'app/layouts/CustomerLayout.tsx';
/** The catalogue's page size (src/domain/limits.ts PAGE_SIZE) and first category (Coffee). */
const PAGE_SIZE = 10;
const CATEGORIES = new Set(['1', '2', '3']);

/** The list's first call as app/hooks/useCatalogue.ts and app/api/products.ts build it, key order included. */
function catalogueUrl(query: URLSearchParams): string {
  const page = Math.max(1, Math.floor(Number(query.get('page'))) || 1);
  const search = query.get('search')?.trim();
  const rawCategory = query.get('category') ?? '';
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), sort: 'desc' });
  if (search) params.set('search', search);
  else params.set('category', CATEGORIES.has(rawCategory) ? rawCategory : '1');
  return `/api/products?${params.toString()}`;
}

const PAGES: Record<string, PagePlan> = {
  '/': { document: 'landing.html', modules: ['app/routes/LandingRoute.tsx'] },
  '/cust/product': {
    modules: [CUSTOMER_LAYOUT, 'app/routes/CustomerProductsRoute.tsx'],
    apiUrl: catalogueUrl,
  },
  '/cust/product-d': {
    modules: [CUSTOMER_LAYOUT, 'app/routes/ProductDetailRoute.tsx'],
    apiUrl: (query) => {
      const id = Number(query.get('id'));
      return Number.isInteger(id) && id > 0 ? `/api/products/${id}` : null;
    },
    photo: (answer) => {
      const image = (answer as { result?: Array<{ images?: unknown }> }).result?.[0]?.images;
      return typeof image === 'string' && image.startsWith('/uploads/') ? image : null;
    },
  },
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON that cannot end its script element early. */
const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Each module's chunk and every chunk it imports statically, without the entry (already in the page). */
function chunkFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

export interface PageHints {
  /** index.html with the page's hints, or null when there are none (send the file as it is). */
  html(request: FastifyRequest): Promise<string | null>;
}

export function createPageHints(app: FastifyInstance, webRoot: string): PageHints {
  const indexFile = path.join(webRoot, 'index.html');
  const manifestFile = path.join(webRoot, '.vite/manifest.json');
  // PAGE_HINTS=off: index.html as built, to measure what the hints buy (npm run bench:web).
  if (process.env.PAGE_HINTS === 'off' || !existsSync(manifestFile)) return { html: async () => null };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return { html: async () => null };
  }
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes('</head>')) return { html: async () => null };
  const documents = new Map<string, string>();
  for (const [pathname, plan] of Object.entries(PAGES)) {
    const file = plan.document && path.join(webRoot, plan.document);
    const html = file && existsSync(file) ? readFileSync(file, 'utf8') : index;
    documents.set(pathname, html.includes('</head>') ? html : index);
  }
  const preloads = new Map<string, string>();
  for (const [pathname, plan] of Object.entries(PAGES)) {
    const links = chunkFiles(manifest, plan.modules).map((file) => `<link rel="modulepreload" href="/${file}">`);
    preloads.set(pathname, links.join(''));
  }
  return {
    async html(request) {
      const url = new URL(request.url, 'http://localhost');
      const plan = PAGES[url.pathname];
      if (!plan) return null;
      let head = preloads.get(url.pathname) ?? '';
      let body = '';
      const apiUrl = plan.apiUrl?.(url.searchParams);
      if (apiUrl) {
        const answer = await app.inject({ method: 'GET', url: apiUrl });
        if (answer.statusCode === 200) {
          const photo = plan.photo?.(answer.json());
          if (photo)
            head = `<link rel="preload" as="image" href="${escapeAttribute(photo)}" fetchpriority="high">${head}`;
          body = `<script type="application/json" id="api-preload" data-url="${escapeAttribute(apiUrl)}">${scriptSafeJson(answer.body)}</script>`;
        }
      }
      const document = documents.get(url.pathname) ?? index;
      if (!head && !body && document === index) return null;
      // Replacer functions: a `$&` in a product's name must stay text, not become a replacement pattern.
      return document.replace('</head>', () => `${head}</head>`).replace(/<div id="root"/, (root) => `${body}${root}`);
    },
  };
}

/** The HTML compressed for the browser (brotli, else gzip), as the static files are. */
export function encodeHtml(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  const bytes = Buffer.from(html);
  if (accepts('br')) {
    return {
      body: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      encoding: 'br',
    };
  }
  if (accepts('gzip')) return { body: zlib.gzipSync(bytes, { level: 6 }), encoding: 'gzip' };
  return { body: bytes };
}
