/**
 * Settles the reference images after `npm run test:visual:update` (docs/decisions/0010-visual-baselines.md):
 *
 * - a picture whose pixels equal the committed one is put back byte for byte, so a retake only changes
 *   the files whose pixels changed (the browser's encoder would otherwise rewrite every file);
 * - a new or changed picture is optimised losslessly with optipng, and a large one (most of the bytes)
 *   again with zopflipng's deflate, keeping its filters; its pixels are checked to be the same after
 *   optimisation as before;
 * - a committed picture missing from the work tree is reported: after `npm run test:visual:retake`
 *   (which removes every picture before the run) that is a story no longer pictured, to be committed
 *   as removed.
 *
 * With `--all`, every committed picture is optimised too (once, for pictures taken before this
 * script existed); pixels are checked the same way.
 *
 *   npx tsx scripts/optimiseBaselines.ts [--all]
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
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

function requireTools(): void {
  for (const [tool, flag] of [
    ['optipng', '-v'],
    ['zopflipng', '-h'],
  ] as const) {
    try {
      execFileSync(tool, [flag], { stdio: 'ignore' });
    } catch {
      console.error(
        `${tool} is not installed: apt-get install -y optipng zopfli (Debian) or brew install optipng zopfli.`,
      );
      process.exit(1);
    }
  }
}

/**
 * From this size on, zopflipng's deflate runs after optipng: about 8 % smaller, at several seconds a
 * picture, so it is spent where the bytes are (the long screens hold most of them).
 * Measured in docs/decisions/0010-visual-baselines.md.
 */
const ZOPFLI_FROM_BYTES = 48 * 1024;

/** Optimises one picture in place, and fails if its pixels changed. */
async function optimise(file: string): Promise<void> {
  const absolute = path.join(root, file);
  const pixels = await pixelsOf(readFileSync(absolute));
  await run('optipng', ['-quiet', '-o2', '-strip', 'all', absolute]);
  if (statSync(absolute).size >= ZOPFLI_FROM_BYTES) {
    const deflated = `${absolute}.zopfli.png`;
    // `--filters=p` keeps the row filters optipng chose; one iteration gets nearly all of the gain.
    await run('zopflipng', ['-y', '--iterations=1', '--filters=p', absolute, deflated]);
    if (statSync(deflated).size < statSync(absolute).size) renameSync(deflated, absolute);
    else rmSync(deflated);
  }
  if (!pixels.equals(await pixelsOf(readFileSync(absolute)))) {
    throw new Error(`optimising changed the pixels of ${file}`);
  }
}

/** Runs the jobs on every core: a full retake optimises about a thousand pictures. */
async function inParallel<T>(items: T[], job: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await job(item);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
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
  requireTools();
  const { committed, written } = listPictures();
  const counts = { kept: 0, optimised: 0 };
  await inParallel(written, async (file) => (counts[await settle(file, committed)] += 1));
  if (process.argv.includes('--all')) {
    const settled = new Set(written);
    const rest = [...committed].filter((file) => !settled.has(file) && existsSync(path.join(root, file)));
    await inParallel(rest, async (file) => {
      await optimise(file);
      counts.optimised += 1;
    });
  }
  const missing = [...committed].filter((file) => !existsSync(path.join(root, file))).length;
  console.log(
    `${counts.kept} unchanged (put back), ${counts.optimised} new or changed (optimised), ` +
      `${missing} committed but not written (no longer pictured)`,
  );
}

await main();
