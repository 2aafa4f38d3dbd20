import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

const WEB_OUT_DIR = 'dist/web';
/** Text files worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_COMPRESS_BYTES = 512;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const isAppBuild = (outDir: string | undefined) =>
  path.resolve(root, outDir ?? 'dist') === path.join(root, WEB_OUT_DIR);

/**
 * What only the app's own build (dist/web) gets; Storybook builds with this config too and is left as it is.
 * - One chunk for everything the entry imports statically (React, the router, the providers): every page
 *   needs all of it before it draws anything, so one request instead of eight. Lazily loaded route modules
 *   and what they share keep their own chunks, so no admin code joins it.
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
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
          // That chunk is ~650 kB before compression; the budget that matters (gzip per first route) is
          // checked by `npm run bench:web`.
          chunkSizeWarningLimit: 800,
        },
      };
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (!isAppBuild(outDir)) return;
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).split(path.sep).includes('.vite'));
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

export default defineConfig({
  plugins: [react(), tailwindcss(), appBuild()],
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
      '@radix-ui/react-radio-group',
      'tailwind-variants',
      'tailwind-variants/config',
      'zod',
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
  },
});
