import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BOOT_SCRIPT } from '../src/styles/bootScript.ts';

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

/**
 * After the app's build: the page renderer for the server (app/prerender/renderPage.tsx, built for
 * Node into `.render/renderPage.js`) and the page it fills (`.render/page.html`); server/plugins/pageHints.ts
 * uses both to send the landing, the product list and a product page drawn.
 */
export async function writeRenderedPages(root: string, outDir: string): Promise<void> {
  const rendererDir = path.join(outDir, RENDERER_DIR);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    // Everything in the folder, React's production build included: the web root is self-contained
    // wherever it is served from, whatever NODE_ENV the server runs with.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'app/prerender/renderPage.tsx',
      outDir: rendererDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // The service worker's register module exists only in the browser's build; the server never loads it.
      rolldownOptions: { external: ['virtual:pwa-register'] },
    },
  });
  const template = await renderedTemplate(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir);
  await writeFile(path.join(rendererDir, 'page.html'), template);
}
