import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
/** The route table: it lazily imports every page, and a page's words load with that page. */
const ROUTE_TABLE = 'app/router.tsx';
/** The app's entry: what it reaches without entering a page is the frame every page is drawn in. */
export const ENTRY = 'app/main.tsx';

function resolve(from: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(path.join(ROOT, base))) return base;
  const found = EXTENSIONS.find((ext) => existsSync(path.join(ROOT, base + ext)));
  return found === undefined ? null : base + found;
}

const dynamicImports = (source: string) =>
  [...source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((match) => match[1]!);

/**
 * The source files a module reaches through its relative imports, static and (unless `staticOnly`)
 * dynamic, without entering the pages the route table loads lazily. `import type` is not followed (no
 * code loads for a type); packages are not entered (they hold no messages of ours).
 */
export function moduleGraph(starts: readonly string[], { staticOnly = false } = {}): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const specifiers = [
      ...[...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map(
        (match) => match[1]!,
      ),
      ...[...source.matchAll(/^import\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map((match) => match[1]!),
      ...(file === ROUTE_TABLE || staticOnly ? [] : dynamicImports(source)),
    ];
    for (const specifier of specifiers) {
      const next = resolve(file, specifier);
      if (next) stack.push(next);
    }
  }
  return seen;
}

/**
 * The modules the route table loads lazily (pages and layouts): each as the table imports it
 * (`./routes/LandingRoute`) and as a path from the repository's root.
 */
export function pageModules(): { specifier: string; file: string }[] {
  const source = readFileSync(path.join(ROOT, ROUTE_TABLE), 'utf8');
  return [...new Set(dynamicImports(source))].sort().map((specifier) => {
    const file = resolve(ROUTE_TABLE, specifier);
    if (!file) throw new Error(`${ROUTE_TABLE} imports ${specifier}, which is not there`);
    return { specifier, file };
  });
}
