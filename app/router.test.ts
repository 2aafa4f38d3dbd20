import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each page of the route table names its module for its words (app/state/words.ts): the name must be
// the module it imports, or the page would load another page's words, or none.
const source = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('the route table', () => {
  it('names every lazily loaded page by the module it imports', () => {
    const pages = [...source.matchAll(/page\(\s*'([^']+)',\s*async \(\) => \(await import\('([^']+)'\)\)/g)];
    const imports = [...source.matchAll(/import\('([^']+)'\)/g)];
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toHaveLength(imports.length);
    for (const [, named, imported] of pages) expect(named).toBe(imported);
  });
});
