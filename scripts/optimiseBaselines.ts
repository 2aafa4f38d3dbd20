/**
 * Settles the reference images after `npm run test:visual:update` (docs/decisions/0010-visual-baselines.md):
 *
 * - a picture whose pixels equal the committed one is put back byte for byte, so a retake only changes
 *   the files whose pixels changed (the browser's encoder would otherwise rewrite every file);
 * - a new or changed picture is optimised losslessly with optipng, and its pixels are checked to be the
 *   same after optimisation as before;
 * - a committed picture missing from the work tree is reported: after `npm run test:visual:retake`
 *   (which removes every picture before the run) that is a story no longer pictured, to be committed
 *   as removed.
 *
 * With `--all`, every committed picture is optimised too (once, for pictures taken before this
 * script existed); pixels are checked the same way.
 *
 *   npx tsx scripts/optimiseBaselines.ts [--all]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
const PICTURES = ':(glob)**/__screenshots__/**/*.png';

/** Decoded RGBA pixels and size of a PNG, so two encodings of the same picture compare equal. */
async function pixelsOf(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.concat([Buffer.from(`${info.width}x${info.height};`), data]);
}

/** The committed pictures (path relative to the root), and those the work tree has changed or added. */
function listPictures(): { committed: Set<string>; written: string[] } {
  const committed = new Set(git('ls-files', '-z', '--', PICTURES).toString().split('\0').filter(Boolean));
  const changed = git('ls-files', '-z', '--modified', '--others', '--exclude-standard', '--', PICTURES)
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  return { committed, written: [...new Set(changed)] };
}

function requireOptipng(): void {
  try {
    execFileSync('optipng', ['-v'], { stdio: 'ignore' });
  } catch {
    console.error('optipng is not installed: apt-get install -y optipng (Debian) or brew install optipng.');
    process.exit(1);
  }
}

/** Optimises one picture in place, and fails if its pixels changed. */
async function optimise(file: string): Promise<void> {
  const absolute = path.join(root, file);
  const pixels = await pixelsOf(readFileSync(absolute));
  execFileSync('optipng', ['-quiet', '-o2', '-strip', 'all', absolute]);
  if (!pixels.equals(await pixelsOf(readFileSync(absolute)))) {
    throw new Error(`optipng changed the pixels of ${file}`);
  }
}

async function settle(file: string, committed: Set<string>): Promise<'kept' | 'optimised'> {
  const pixels = await pixelsOf(readFileSync(path.join(root, file)));
  if (committed.has(file) && pixels.equals(await pixelsOf(git('show', `HEAD:${file}`)))) {
    git('checkout', 'HEAD', '--', file);
    return 'kept';
  }
  await optimise(file);
  return 'optimised';
}

async function main(): Promise<void> {
  requireOptipng();
  const { committed, written } = listPictures();
  const counts = { kept: 0, optimised: 0 };
  for (const file of written) counts[await settle(file, committed)] += 1;
  if (process.argv.includes('--all')) {
    const settled = new Set(written);
    for (const file of committed) {
      if (settled.has(file) || !existsSync(path.join(root, file))) continue;
      await optimise(file);
      counts.optimised += 1;
    }
  }
  const missing = [...committed].filter((file) => !existsSync(path.join(root, file))).length;
  console.log(
    `${counts.kept} unchanged (put back), ${counts.optimised} new or changed (optimised), ` +
      `${missing} committed but not written (no longer pictured)`,
  );
}

await main();
