import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * `npm run build:server`: bundles the server (and the domain code it imports) into
 * `dist/server/main.js`, so production runs plain JavaScript with `node` instead of compiling
 * TypeScript at every start through tsx. Packages stay in node_modules (native ones cannot be
 * bundled). Each file is written beside its target and renamed into place, so a server starting
 * while another build runs (tests start several) never reads a half-written bundle.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'dist/server/main.js');

const result = await build({
  entryPoints: [path.join(ROOT, 'server/main.ts')],
  outfile: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  write: false,
  logLevel: 'warning',
});
await mkdir(path.dirname(OUT), { recursive: true });
await Promise.all(
  result.outputFiles.map(async (file) => {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }),
);
