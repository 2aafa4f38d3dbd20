import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './scripts/i18n/linguiMacros.ts';
import { pageWords } from './scripts/i18n/pageWords.ts';
import { hoistTransitiveImports } from './scripts/hoistImports.ts';
import { RENDERER_DIR, writeRenderedPages } from './scripts/renderedPages.ts';
import { THEME_SCRIPT } from './src/styles/themeScript.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

const WEB_OUT_DIR = 'dist/web';
/** Text files worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_COMPRESS_BYTES = 512;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Chunks of the modules that pages load together, instead of the dozens of chunks of a few hundred
 * bytes that the bundler cuts by which pages share a module, each with its own imports and exports
 * (measured in docs/benchmarks.md, "Fewer chunks, no preload table"). Each group takes the modules
 * it names and what they import that no group before it took; a lazily loaded route module must stay
 * a chunk of its own, so none is named here. In the order they are tried:
 * - the frame of every page, the visitor's included: the nav bar's and the footer's parts, the
 *   helpers they format with, and React Query's `useQuery`;
 * - the controls of every form: the button and the fields' styles (login has no nav bar);
 * - what the signed-in pages draw around their content: the nav bar with its search, the page's
 *   states (loading, empty, error) and the names of sizes and choices;
 * - the radio buttons (the payment page has them without the product's choices);
 * - the choices of a line (size, options, note, amount, now or later), on the product page and in the
 *   cart's dialog that changes a line.
 */
const CHUNK_GROUPS = [
  {
    name: 'frame',
    test: /[\\/](?:components[\\/](?:BrandMark|Footer|VisitorNavBar|LanguageSwitch|cardStyles|ctaLinkStyles)|views[\\/](?:PageTitle|menuText)|domain[\\/](?:format|limits|photoWidths|pricing|shopHours)|i18n[\\/]useFormats|hooks[\\/]useNow)\.tsx?$|[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](?:useQuery|queryOptions)\.js$/,
  },
  { name: 'controls', test: /[\\/]components[\\/](?:Button|PressButton|fieldStyles)\.tsx?$/ },
  {
    name: 'signedIn',
    test: /[\\/](?:layouts[\\/](?:SignedInFrame|HydrationIsland)|components[\\/](?:NavBar|SearchBox|searchBoxParts|PageShell|DefaultAvatar|StatusGate|Skeleton|EmptyState|ErrorState|sizeLabel)|views[\\/]footerGroups|api[\\/]profile|i18n[\\/]catalogueWords|domain[\\/]options)\.tsx?$/,
  },
  { name: 'radios', test: /[\\/]components[\\/](?:RadioChoices|radioChoiceStyles|ChoiceInput)\.tsx?$/ },
  {
    name: 'choices',
    test: /[\\/]components[\\/](?:OptionGroupPicker|SizePicker|NoteField|AmountStepper|NowOrLaterPicker)\.tsx$/,
  },
];

const isAppBuild = (outDir: string | undefined) =>
  path.resolve(root, outDir ?? 'dist') === path.join(root, WEB_OUT_DIR);

/**
 * What only the app's own build (dist/web) gets; Storybook builds with this config too and is left as it is.
 * - One chunk for everything the entry imports statically (React, the router, the providers): every page
 *   needs all of it before it draws anything, so one request instead of eight. Lazily loaded route modules
 *   and what they share keep their own chunks, so no admin code joins it.
 * - A chunk for each group of modules that pages load together (CHUNK_GROUPS).
 * - No table of each lazy import's chunks in the entry (`modulePreload: false`) and chunks named by their
 *   hash alone: about 4 kB less on every page. Each lazily loaded chunk imports everything it needs
 *   directly instead (scripts/hoistImports.ts), so a route still loads in two steps, not one per level of
 *   imports (docs/decisions/0031-no-preload-table.md).
 * - the theme script inlined first in the head, so a page paints in the system's theme from the start;
 * - the page renderer for the server, the page it fills and the landing drawn (scripts/renderedPages.ts);
 * - `.br` and `.gz` copies (best compression) next to each text file, which the server sends as they are
 *   (`preCompressed` in server/plugins/webRoot.ts) instead of compressing per request or not at all.
 */
function appBuild(): Plugin {
  let outDir = '';
  return {
    name: 'coffee-shop:app-build',
    apply: 'build',
    config(config) {
      if (!isAppBuild(config.build?.outDir)) return;
      return {
        resolve: {
          // React Router's package exports only its development build (dev warnings on); its
          // production build beside it is the same code with the warnings off, which the bundler
          // then drops (docs/benchmarks.md, "The first loads measured again").
          alias: [
            {
              find: /^react-router$/,
              replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
            },
          ],
        },
        build: {
          modulePreload: false,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, ...CHUNK_GROUPS] },
              // A page's words say so in their name: `words-id-LandingRoute-….js` (scripts/i18n/pageWords.ts);
              // the manifest (.vite/manifest.json) names the others.
              chunkFileNames: ({ facadeModuleId, name }) => {
                const words = /^\0virtual:page-words\/([^/]+)\//.exec(facadeModuleId ?? '');
                return words ? `assets/words-${words[1]}-${name}-[hash].js` : 'assets/[hash].js';
              },
            },
          },
          // That chunk is ~650 kB before compression; the budget that matters (gzip per first route) is
          // checked by `npm run bench:web`.
          chunkSizeWarningLimit: 800,
        },
      };
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      if (isAppBuild(outDir)) hoistTransitiveImports(bundle);
    },
    transformIndexHtml() {
      if (!isAppBuild(outDir)) return;
      return [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }];
    },
    async writeBundle() {
      if (!isAppBuild(outDir)) return;
      await writeRenderedPages(root, outDir);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter(
          (file) =>
            !path
              .relative(outDir, file)
              .split(path.sep)
              .some((part) => part === '.vite' || part === RENDERER_DIR),
        );
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_COMPRESS_BYTES) return;
          const [gz, br] = await Promise.all([
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          ]);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}

/** Storybook (its build and the story tests) uses this config too: no service worker there. */
const isStorybook = process.argv.some((arg) => /storybook/.test(arg));

/**
 * The installable, offline-capable app (docs/benchmarks.md, "Fast on a slow phone, and installable"):
 * a web app manifest with the brand's icons and colours (tokens.css: --cs-primary for the bar,
 * --cs-surface behind the splash), and a Workbox service worker that
 * - precaches the app shell (the entry, every route chunk, the CSS, the fonts, the icons), so the
 *   app opens with no network after a first visit; navigations get the cached index.html;
 * - keeps the menu: `GET /api/products…` network first (fresh when online), from the cache when
 *   the network is gone or takes over 4 s;
 * - keeps the product photos under /uploads/ cache first, at most 120 of them for 30 days.
 * `registerType: 'prompt'`: a new deployment waits until the person chooses to reload
 * (app/pwa/Connectivity.tsx), so an order being written is never reloaded away.
 */
function pwa() {
  return VitePWA({
    disable: isStorybook,
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Coffee Shop',
      short_name: 'Coffee Shop',
      description:
        'Order coffee, non-coffee drinks and food from the Coffee Shop: dine in, take away or home delivery.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#6A4029',
      background_color: '#FFFFFF',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // Only the Latin subsets of the fonts (what the pages draw); the others would be cached for nothing.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/*-latin-[0-9]*-normal-*.woff2'],
      navigateFallback: '/index.html',
      // The API, the photos and the API docs are the server's, never the app's page.
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/uploads\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && /^\/api\/products(?:\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'menu',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'photos',
            expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig({
  // Lingui: macros compiled to message ids; each page's words cut from the catalogues (the app), and
  // whole catalogues imported as compiled messages (Storybook). A message missing in any language
  // fails the build (docs/decisions/0020-lingui.md).
  plugins: [
    linguiMacros(),
    pageWords(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    react(),
    tailwindcss(),
    appBuild(),
    pwa(),
  ],
  // Pre-bundle every library the stories use, so a test run never stops to re-optimise and reload.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@radix-ui/react-tabs',
      'zod/mini',
      'zod/v4/locales/en.js',
      // The app's own stories (stories/app) run route code with the data cache and the router.
      '@tanstack/react-query',
      'react-router',
    ],
  },
  build: {
    outDir: WEB_OUT_DIR,
    emptyOutDir: true,
    // .vite/manifest.json maps each chunk to its source modules (npm run bench:web reads it); not served.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Radix ships with esbuild's keepNames: every function is followed by a top-level
        // `__name(fn, "fn")`, a call the bundler must keep, and with it the function. Pure, the
        // parts a page never uses drop out (react-collection's whole unstable collection, ~2 kB
        // gzip on the product page); the names only ever served a debugger.
        manualPureFunctions: ['__name'],
      },
    },
  },
});
