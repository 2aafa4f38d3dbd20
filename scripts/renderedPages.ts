import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { DRAWN_PAGES, type DrawnPage } from '../app/prerender/drawnPages.ts';
import { BOOT_SCRIPT } from '../src/styles/bootScript.ts';
import { linguiMacros } from './i18n/linguiMacros.ts';
import { pageWords } from './i18n/pageWords.ts';

/**
 * Where the build puts the page renderer and the page it fills: a dot folder of the web root, so it is
 * never served, precached by the service worker or given compressed copies.
 */
export const RENDERER_DIR = '.render';

/**
 * The page a server-drawn page is poured into (`.render/page.html`), made from the built index.html:
 * - the stylesheet inlined (`<style>`), so the first paint waits for no second request;
 * - no entry `<script type="module">`: the boot script at the end of the body
 *   (src/styles/bootScript.ts) starts the app after the first paint, from the modules the server
 *   names in its `data-modules`;
 * - `<div id="root" data-rendered>`, which app/main.tsx hydrates instead of drawing anew.
 */
export async function renderedTemplate(index: string, outDir: string): Promise<string> {
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/;
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
  const css = stylesheet.exec(index);
  if (!entry.test(index) || !css || !index.includes('<div id="root"></div>')) {
    throw new Error('index.html lacks the entry script, the stylesheet or the empty root a drawn page needs');
  }
  const styles = await readFile(path.join(outDir, css[1]!), 'utf8');
  return index
    .replace(entry, '')
    .replace(stylesheet, () => `<style>${styles}</style>`)
    .replace('<div id="root"></div>', '<div id="root" data-rendered></div>')
    .replace('</body>', () => `<script data-modules="">${BOOT_SCRIPT}</script></body>`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What `.render/pages.json` holds: the entry's file and, per drawn page's path, its chunks and first API call. */
export interface DrawnPagesFile {
  entry: string;
  pages: Record<string, { chunks: string[]; data?: DrawnPage['data'] }>;
}

/** Each module's chunk and every chunk it imports statically, without the entry (already in the page). */
function chunkFiles(manifest: Manifest, modules: readonly string[]): string[] {
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

/**
 * The drawn pages (app/prerender/drawnPages.ts) with the chunk files of this build, from Vite's
 * `.vite/manifest.json`, written to `.render/pages.json` for server/plugins/pageHints.ts. Fails when
 * the build has no entry or a drawn page names a module that is not a chunk of it (a route renamed or
 * no longer lazily loaded), rather than send that page without its code.
 */
export async function writeDrawnPages(outDir: string, pages: readonly DrawnPage[] = DRAWN_PAGES): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  if (!entry) throw new Error('.vite/manifest.json has no entry chunk');
  const file: DrawnPagesFile = { entry, pages: {} };
  for (const page of pages) {
    const missing = page.modules.filter((module) => !manifest[module]);
    if (missing.length) {
      throw new Error(
        `drawn page ${page.path}: ${missing.join(', ')} is not a chunk of the build (app/prerender/drawnPages.ts)`,
      );
    }
    file.pages[page.path] = { chunks: chunkFiles(manifest, page.modules), ...(page.data ? { data: page.data } : {}) };
  }
  await mkdir(path.join(outDir, RENDERER_DIR), { recursive: true });
  await writeFile(path.join(outDir, RENDERER_DIR, 'pages.json'), JSON.stringify(file));
}

/**
 * After the app's build: the page renderer for the server (app/prerender/renderPage.tsx, built for
 * Node into `.render/renderPage.js`), the page it fills (`.render/page.html`) and the drawn pages'
 * chunks (`.render/pages.json`); server/plugins/pageHints.ts uses them to send the landing, the
 * product list and a product page drawn.
 */
export async function writeRenderedPages(root: string, outDir: string): Promise<void> {
  const rendererDir = path.join(outDir, RENDERER_DIR);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [linguiMacros(), pageWords(), react()],
    // Everything in the folder, React's production build included: the web root is self-contained
    // wherever it is served from, whatever NODE_ENV the server runs with.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'app/prerender/renderPage.tsx',
      outDir: rendererDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const template = await renderedTemplate(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir);
  await writeFile(path.join(rendererDir, 'page.html'), template);
  await writeDrawnPages(outDir);
}
