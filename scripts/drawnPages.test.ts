import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDrawnPages, type DrawnPagesFile } from './renderedPages.ts';

let outDir: string;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'app/routes/A.tsx': { file: 'assets/A-1.js', imports: ['index.html', '_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
};
const write = (manifest: object) => writeFile(path.join(outDir, '.vite/manifest.json'), JSON.stringify(manifest));

beforeEach(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-pages-'));
  await mkdir(path.join(outDir, '.vite'));
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('the drawn pages the build writes for the server (.render/pages.json)', () => {
  it('names each page’s chunks, what they import but the entry, and its data', async () => {
    await write(MANIFEST);
    await writeDrawnPages(outDir, [
      { path: '/a', modules: ['app/routes/A.tsx'], data: 'catalogue' },
      { path: '/', modules: [] },
    ]);
    const file = JSON.parse(await readFile(path.join(outDir, '.render/pages.json'), 'utf8')) as DrawnPagesFile;
    expect(file).toEqual({
      entry: 'assets/index-1.js',
      pages: { '/a': { chunks: ['assets/A-1.js', 'assets/shared-1.js'], data: 'catalogue' }, '/': { chunks: [] } },
    });
  });

  it('fails the build when a drawn page’s module is not a chunk of it', async () => {
    await write(MANIFEST);
    await expect(writeDrawnPages(outDir, [{ path: '/b', modules: ['app/routes/B.tsx'] }])).rejects.toThrow(
      /drawn page \/b: app\/routes\/B.tsx is not a chunk/,
    );
  });

  it('fails the build without an entry', async () => {
    await write({ 'app/routes/A.tsx': { file: 'assets/A-1.js' } });
    await expect(writeDrawnPages(outDir, [])).rejects.toThrow(/no entry/);
  });

  it('the app’s own drawn pages are the landing, the product list and a product page', async () => {
    await write({
      ...MANIFEST,
      'app/routes/LandingRoute.tsx': { file: 'assets/L.js' },
      'app/layouts/CustomerLayout.tsx': { file: 'assets/C.js' },
      'app/routes/CustomerProductsRoute.tsx': { file: 'assets/P.js' },
      'app/routes/ProductDetailRoute.tsx': { file: 'assets/D.js' },
    });
    await writeDrawnPages(outDir);
    const file = JSON.parse(await readFile(path.join(outDir, '.render/pages.json'), 'utf8')) as DrawnPagesFile;
    expect(Object.keys(file.pages)).toEqual(['/', '/cust/product', '/cust/product-d']);
  });
});
