import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The reference images' two rules that no single story test sees (docs/decisions/0028-variants-pictured-once.md):
 * they fit their budget in the repository, and no picture repeats another of its stories file (a
 * state that looks exactly like another is tagged `no-picture` and names the one pictured for it).
 */
const ROOT = join(import.meta.dirname, '..');
/** 60 MiB: what the pictures may take of the tree (decisions 0010, 0024 and 0030). */
const BUDGET_BYTES = 60 * 1024 * 1024;

/** Every reference picture: `<dir>/__screenshots__/<stories file>/<picture>.png`, grouped by stories file. */
function picturesByStoriesFile(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const walk = (dir: string, insideShots: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, insideShots || entry.name === '__screenshots__');
      else if (insideShots && entry.name.endsWith('.png')) groups.set(dir, [...(groups.get(dir) ?? []), path]);
    }
  };
  walk(join(ROOT, 'stories'), false);
  return groups;
}

describe('the reference images', () => {
  const groups = picturesByStoriesFile();
  const pictures = [...groups.values()].flat();

  it('are found (a moved folder would pass every check below with nothing)', () => {
    expect(pictures.length).toBeGreaterThan(500);
  });

  it(`fit their budget of ${BUDGET_BYTES / 1024 / 1024} MiB`, () => {
    const bytes = pictures.reduce((sum, path) => sum + readFileSync(path).length, 0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('never repeat another picture of the same stories file', () => {
    const repeats: string[] = [];
    for (const paths of groups.values()) {
      const seen = new Map<string, string>();
      for (const path of paths) {
        const digest = createHash('sha256').update(readFileSync(path)).digest('hex');
        const first = seen.get(digest);
        if (first) repeats.push(`${relative(ROOT, path)} repeats ${relative(ROOT, first)}`);
        else seen.set(digest, path);
      }
    }
    expect(repeats).toEqual([]);
  });
});
