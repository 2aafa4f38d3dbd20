import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  catalogueAddress,
  catalogueQueryOf,
  catalogueViewOf,
  type DrawnPageData,
} from '../../src/domain/catalogueAddress.ts';
import { SHOP_ADDRESS } from '../../src/domain/shopAddress.ts';
import { PRODUCT_PHOTO_SIZES, photoSrcSet } from '../../src/domain/photoWidths.ts';
import { createDrawnPageCache, type HintedPage } from './drawnPageCache.ts';

export type { HintedPage } from './drawnPageCache.ts';

/**
 * What the server adds to index.html for the pages a customer opens first (docs/decisions/0007-server-drawn-pages.md). Without it a
 * phone fetches the entry script, then the route's chunks, then the API answer, then the photo, one
 * after the other, and paints nothing until the JavaScript has run. With it, the one HTML answer is
 * the page itself:
 * - drawn: the landing, the product list and a product page are rendered by the app's own tree
 *   (app/prerender/renderPage.tsx, built into the web root's `.render/renderPage.js`) into
 *   `.render/page.html`, whose stylesheet is inlined, so a phone paints the page from this one answer;
 *   the browser hydrates it (app/main.tsx);
 * - the route's first API answer and GET shop's inlined as JSON (`<script type="application/json"
 *   data-api-preload>`, data that the CSP lets through since it never runs), from which the page is
 *   drawn (the shop's answer for the status line under the bar, so it is in the HTML rather than
 *   pushing the page down when it joins) and which app/api/preloaded.ts puts into the browser's data
 *   cache; the answers are public, the same for every visitor, produced by the real routes (app.inject);
 * - `<link rel="preload" as="image" fetchpriority="high">` for the photo that will be the largest
 *   paint of a product's page;
 * - the app's entry and the route's chunks named in the boot script's `data-modules`, which loads them
 *   after the first paint (src/styles/bootScript.ts).
 * Which pages, their chunks and their data come from the build's `.render/pages.json`
 * (app/prerender/drawnPages.ts with the paths of app/paths.ts, resolved to chunks by
 * scripts/renderedPages.ts), the catalogue call from src/domain/catalogueAddress.ts: nothing restated.
 * Without the renderer (a build without it, or a render that fails) the page is index.html with
 * `<link rel="modulepreload">` for the route's chunks and the inlined answer, drawn by the browser.
 * Pages it does not know, or a build without `.render/pages.json`, get index.html as it is.
 */

/** `.render/pages.json` as the build writes it (scripts/renderedPages.ts, from app/prerender/drawnPages.ts). */
interface DrawnPagesFile {
  /** The app's entry chunk. */
  entry: string;
  /** Per drawn page's path: the chunks of its route modules and the API call its data comes from. */
  pages: Record<string, { chunks: string[]; data?: DrawnPageData }>;
}

interface PageData {
  /** The page's first API call, as the app makes it; null when the address names nothing to fetch. */
  apiUrl: (query: URLSearchParams) => string | null;
  /** The photo of the answer that will be the largest paint. */
  photo?: (answer: unknown) => string | null;
}

/** Where each kind of drawn page's data comes from. */
const PAGE_DATA: Record<DrawnPageData, PageData> = {
  // The list's call as the browser makes it (app/hooks/useCatalogue.ts), key order included.
  catalogue: { apiUrl: (query) => catalogueAddress(catalogueQueryOf(catalogueViewOf(query))) },
  product: {
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

/** The product photo's preload, with the copies and sizes the page's `<img>` has, so both pick the same file. */
function photoPreload(photo: string): string {
  const srcSet = photoSrcSet(photo);
  const widths = srcSet
    ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(PRODUCT_PHOTO_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(photo)}"${widths} fetchpriority="high">`;
}
/** JSON that cannot end its script element early. */
const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageHints {
  /** index.html with the page's hints, or null when there are none (send the file as it is). */
  page(request: FastifyRequest): Promise<HintedPage | null>;
  /** Whether this path is a page the server draws (or hints), never a file of the web root. */
  draws(pathname: string): boolean;
}

/** The answer of app/prerender/renderPage.tsx. */
interface RenderedPage {
  head: string;
  body: string;
  drawnAt: string;
}
interface InlinedAnswer {
  url: string;
  payload: unknown;
}
type RenderPage = (request: { url: string; preloaded?: readonly InlinedAnswer[] }) => Promise<RenderedPage>;
/** An API answer as app.inject gives it. */
interface Answer {
  statusCode: number;
  body: string;
}

/** Where the build puts the page renderer (scripts/renderedPages.ts), the page it fills and the drawn pages. */
const RENDERER = '.render/renderPage.js';
const RENDERED_TEMPLATE = '.render/page.html';
const DRAWN_PAGES = '.render/pages.json';

/** The build's drawn pages, or null when it has none or they cannot be read. */
function readDrawnPages(file: string): { entry: string; pages: Map<string, DrawnPagesFile['pages'][string]> } | null {
  if (!existsSync(file)) return null;
  try {
    const { entry, pages } = JSON.parse(readFileSync(file, 'utf8')) as DrawnPagesFile;
    if (typeof entry !== 'string' || typeof pages !== 'object' || pages === null) return null;
    return { entry, pages: new Map(Object.entries(pages)) };
  } catch {
    return null;
  }
}

/**
 * The page renderer of this build, loaded on first use; null when the build has none (or it fails to
 * load: the pages are then drawn by the browser).
 */
function pageRenderer(app: FastifyInstance, webRoot: string): () => Promise<RenderPage | null> {
  const file = path.join(webRoot, RENDERER);
  let loading: Promise<RenderPage | null> | undefined;
  return () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => {
            app.log.warn({ err: error }, 'page renderer failed to load: pages are drawn by the browser');
            return null;
          },
        )
      : Promise.resolve(null));
}

/** A short-lived copy of answers, forgotten when what they show changes (the app passes the catalogue's cache). */
export interface KeptAnswers {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** `keptAnswers`: where GET shop's answer for the drawn pages is kept a moment. */
export function createPageHints(app: FastifyInstance, webRoot: string, keptAnswers: KeptAnswers): PageHints {
  const indexFile = path.join(webRoot, 'index.html');
  // PAGE_HINTS=off: index.html as built, to measure what the hints buy (npm run bench:web).
  const drawnPages = process.env.PAGE_HINTS === 'off' ? null : readDrawnPages(path.join(webRoot, DRAWN_PAGES));
  if (!drawnPages) return { page: async () => null, draws: () => false };
  const { entry, pages } = drawnPages;
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes('</head>')) return { page: async () => null, draws: () => false };
  const templateFile = path.join(webRoot, RENDERED_TEMPLATE);
  const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : null;
  const renderer = template ? pageRenderer(app, webRoot) : async () => null;

  /** The page drawn on the server, or null when it cannot be (no renderer, or the render failed). */
  async function drawn(request: FastifyRequest, url: URL, preloaded: readonly InlinedAnswer[]) {
    const render = await renderer();
    if (!render || !template) return null;
    try {
      return await render({ url: `${url.pathname}${url.search}`, preloaded });
    } catch (error) {
      request.log.warn({ err: error }, 'page render failed: the browser draws the page');
      return null;
    }
  }

  const kept = createDrawnPageCache();

  /**
   * An API answer as the browser would get it. GET shop's is kept as long as the catalogue's answers
   * are (server/catalogue/catalogueCache.ts: a second with `CATALOGUE_CACHE_MS`, forgotten at once
   * when this process changes the shop), since every drawn page asks for it: asked each time, it cost
   * a kept page a third more (docs/benchmarks.md). The catalogue's own route keeps its answers.
   */
  async function ask(call: string): Promise<Answer> {
    const inject = async () => {
      const { statusCode, body } = await app.inject({ method: 'GET', url: call });
      return { statusCode, body };
    };
    return call === SHOP_ADDRESS ? keptAnswers.read(`drawn pages ${call}`, inject) : inject();
  }

  /** The page for this address from these answers (the page's own, when it has data, and GET shop's). */
  async function compose(
    request: FastifyRequest,
    url: URL,
    files: string[],
    plan: PageData | undefined,
    answers: ReadonlyArray<{ url: string; answer: Answer }>,
  ): Promise<{ html: string | null; keep: boolean }> {
    let photo = '';
    let inlined = '';
    const preloaded: InlinedAnswer[] = [];
    for (const { url: apiUrl, answer } of answers) {
      if (answer.statusCode !== 200) continue;
      const payload = JSON.parse(answer.body) as unknown;
      preloaded.push({ url: apiUrl, payload });
      const photoUrl = apiUrl === SHOP_ADDRESS ? null : plan?.photo?.(payload);
      if (photoUrl) photo = photoPreload(photoUrl);
      inlined += `<script type="application/json" data-api-preload data-url="${escapeAttribute(apiUrl)}">${scriptSafeJson(answer.body)}</script>`;
    }
    const page = await drawn(request, url, preloaded);
    // Replacer functions: a `$&` in a product's name must stay text, not become a replacement pattern.
    if (page && template) {
      const modules = [entry, ...files].map((file) => `/${file}`).join(' ');
      return {
        keep: true,
        html: template
          .replace(/<title>[^<]*<\/title>/, (title) => page.head || title)
          // React preloads a drawn photo marked fetchpriority="high" itself (with its srcset): one
          // preload of it is enough.
          .replace('</head>', () => (/<link rel="preload" as="image"/.test(page.head) ? '</head>' : `${photo}</head>`))
          .replace(
            '<div id="root" data-rendered></div>',
            () =>
              `${inlined}<div id="root" data-rendered data-drawn-at="${escapeAttribute(page.drawnAt)}">${page.body}</div>`,
          )
          .replace('<script data-modules="">', () => `<script data-modules="${escapeAttribute(modules)}">`),
      };
    }
    // Not drawn: kept only when there is no renderer at all, so a render that failed is tried again.
    const keep = (await renderer()) === null;
    const preloads = files.map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
    if (!photo && !inlined && !preloads) return { html: null, keep };
    return {
      keep,
      html: index
        .replace('</head>', () => `${photo}${preloads}</head>`)
        .replace(/<div id="root"/, (root) => `${inlined}${root}`),
    };
  }

  return {
    draws: (pathname) => pages.has(pathname),
    async page(request) {
      const url = new URL(request.url, 'http://localhost');
      const drawnPage = pages.get(url.pathname);
      if (!drawnPage) return null;
      const plan = drawnPage.data ? PAGE_DATA[drawnPage.data] : undefined;
      const apiUrl = plan?.apiUrl(url.searchParams);
      // The answers are asked for on every visit (the catalogue cache makes the page's cheap): the
      // page is kept only as long as they are the same (server/plugins/drawnPageCache.ts).
      const calls = apiUrl ? [apiUrl, SHOP_ADDRESS] : [SHOP_ADDRESS];
      const answers = await Promise.all(calls.map(async (call) => ({ url: call, answer: await ask(call) })));
      const address = `${url.pathname}${url.search}`;
      const answerKey = answers.map(({ answer }) => `${answer.statusCode} ${answer.body}`).join('\n');
      return kept.read(address, answerKey, () => compose(request, url, drawnPage.chunks, plan, answers));
    },
  };
}
