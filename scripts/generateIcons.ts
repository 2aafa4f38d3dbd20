import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * `npx tsx scripts/generateIcons.ts`: the web app manifest's PNG icons, drawn from the brand mark
 * (public/favicon.svg), into public/icons/ (committed; run again when the mark changes).
 * - icon-192.png, icon-512.png: the mark as it is (a rounded brown square with the yellow cup);
 * - maskable-512.png and apple-touch-icon.png: a full-bleed brown square with the cup inside the
 *   centre 60 %, the safe zone a launcher's mask never cuts into.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public/icons');

const mark = (await readFile(path.join(ROOT, 'public/favicon.svg'), 'utf8')).trim();
/** The mark's drawing without its rounded background, to place on a full-bleed one. */
const cup = mark.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');
const BROWN = /<rect[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(mark)?.[1] ?? '#6A4029';

function fullBleed(): Buffer {
  // The cup spans x 8–26, y 12–25 of 32: scale it so its box fills the middle 60 % and centre it.
  const scale = (0.6 * 32) / 18;
  const dx = 16 - 17 * scale;
  const dy = 16 - 18.5 * scale;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BROWN}"/><g transform="translate(${dx} ${dy}) scale(${scale})">${cup}</g></svg>`,
  );
}

await mkdir(OUT, { recursive: true });
const render = (svg: string | Buffer, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
await Promise.all([
  render(mark, 192, 'icon-192.png'),
  render(mark, 512, 'icon-512.png'),
  render(fullBleed(), 512, 'maskable-512.png'),
  render(fullBleed(), 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${path.relative(ROOT, OUT)}/`);
