import path from 'node:path';

/** What this needs of a bundle's chunk (Rolldown's and Rollup's `OutputChunk` both fit). */
export interface HoistableChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  /** The chunks it imports statically, by file name. */
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * Gives every entry chunk (the app's entry and each lazily loaded route or dialog) a bare
 * `import"./x.js";` for every chunk it needs through the chunks it imports, so the browser asks for
 * all of them as soon as it has read the entry chunk, not one level of imports after another. Rollup
 * does this by default (`hoistTransitiveImports`); Rolldown does not yet. The app's build turns off
 * Vite's table of each lazy import's chunks (`modulePreload: false`, which cost every page about 3 kB
 * of JavaScript): with this, a route still loads in two steps, its chunk and then everything it
 * needs at once (docs/decisions/0031-no-preload-table.md).
 *
 * The imports go at the end of the code: a module's imports run in the order they are written, and
 * each of these chunks already runs, earlier, as an import of one written before, so nothing runs in
 * another order. Nothing before them moves, so the source map stays right.
 */
export function hoistTransitiveImports(bundle: Record<string, HoistableChunk | { type: 'asset' }>): void {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is HoistableChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    const direct = new Set(chunk.imports);
    const reached = new Set<string>();
    const visit = (fileName: string) => {
      for (const imported of chunks.get(fileName)?.imports ?? []) {
        if (reached.has(imported) || imported === chunk.fileName) continue;
        reached.add(imported);
        visit(imported);
      }
    };
    visit(chunk.fileName);
    const hoisted = [...reached].filter((fileName) => !direct.has(fileName));
    if (hoisted.length === 0) continue;
    const from = path.posix.dirname(chunk.fileName);
    const statements = hoisted
      .map((fileName) => {
        const relative = path.posix.relative(from, fileName);
        return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
      })
      .join('');
    const comment = SOURCE_MAP_COMMENT.exec(chunk.code);
    chunk.code = comment
      ? `${chunk.code.slice(0, comment.index)}\n${statements}${comment[0]}`
      : `${chunk.code}\n${statements}`;
  }
}
