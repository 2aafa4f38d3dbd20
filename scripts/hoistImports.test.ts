import { describe, expect, it } from 'vitest';
import { type HoistableChunk, hoistTransitiveImports } from './hoistImports.ts';

const chunk = (fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared' = 'shared'): HoistableChunk => ({
  type: 'chunk',
  fileName,
  code: `/* ${fileName} */`,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
});

/** The bare imports added at the end of a chunk's code, in order. */
const added = (code: string) => [...code.matchAll(/import"([^"]+)";/g)].map((match) => match[1]);

describe('hoistTransitiveImports', () => {
  it('gives a lazily loaded chunk every chunk it reaches, once, and leaves its direct imports and shared chunks as they are', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], 'entry'),
      'assets/route.js': chunk('assets/route.js', ['assets/index.js', 'assets/a.js', 'assets/b.js'], 'lazy'),
      'assets/a.js': chunk('assets/a.js', ['assets/index.js', 'assets/c.js']),
      'assets/b.js': chunk('assets/b.js', ['assets/c.js', 'assets/d.js']),
      'assets/c.js': chunk('assets/c.js', ['assets/d.js']),
      'assets/d.js': chunk('assets/d.js', []),
      'assets/index.css': { type: 'asset' as const },
    };
    hoistTransitiveImports(bundle);
    expect(added(bundle['assets/route.js'].code)).toEqual(['./c.js', './d.js']);
    expect(bundle['assets/route.js'].code.startsWith('/* assets/route.js */\n')).toBe(true);
    expect(bundle['assets/a.js'].code).toBe('/* assets/a.js */');
    expect(bundle['assets/route.js'].imports).toEqual(['assets/index.js', 'assets/a.js', 'assets/b.js']);
  });

  it('adds nothing to a chunk that imports everything it needs already, and survives import cycles', () => {
    const bundle = {
      'assets/dialog.js': chunk('assets/dialog.js', ['assets/x.js', 'assets/y.js'], 'lazy'),
      'assets/x.js': chunk('assets/x.js', ['assets/y.js']),
      'assets/y.js': chunk('assets/y.js', ['assets/x.js', 'assets/dialog.js']),
    };
    hoistTransitiveImports(bundle);
    expect(bundle['assets/dialog.js'].code).toBe('/* assets/dialog.js */');
  });

  it('writes paths relative to the chunk and keeps a source map comment last', () => {
    const words = chunk('assets/words/en.js', ['assets/a.js'], 'lazy');
    words.code = 'export{};\n//# sourceMappingURL=en.js.map\n';
    const bundle = {
      'assets/words/en.js': words,
      'assets/a.js': chunk('assets/a.js', ['assets/b.js']),
      'assets/b.js': chunk('assets/b.js', []),
    };
    hoistTransitiveImports(bundle);
    expect(words.code).toBe('export{};\nimport"../b.js";\n//# sourceMappingURL=en.js.map\n');
  });
});
