/**
 * Generates the design tokens' code from their one source, src/styles/tokens.json (DTCG format):
 * - src/styles/tokens.css: the `--cs-*` CSS variables, light values on `:root`, dark ones on `.dark`;
 * - src/styles/tokens.generated.ts: the Tailwind theme (`theme.extend`) that tailwind.config.ts loads.
 *
 *   npm run tokens          writes both files
 *   npm run check:tokens    fails, naming the file, when either is not what the JSON generates
 *
 * Themed tokens (colours, shadows) reach Tailwind as `var(--cs-…)`, so the dark theme is the same classes
 * with other values; the others (radii, type, spacing, motion, z-index, breakpoints) reach it as values.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { buildCss, buildTs, type TokenFile } from './designTokens.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKENS_JSON = path.join(root, 'src/styles/tokens.json');
const CSS_OUT = path.join(root, 'src/styles/tokens.css');
const TS_OUT = path.join(root, 'src/styles/tokens.generated.ts');

async function format(source: string, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

export async function generate(): Promise<{ file: string; content: string }[]> {
  const tokens = JSON.parse(await readFile(TOKENS_JSON, 'utf8')) as TokenFile;
  return [
    { file: CSS_OUT, content: await format(buildCss(tokens), CSS_OUT) },
    { file: TS_OUT, content: await format(buildTs(tokens), TS_OUT) },
  ];
}

async function main() {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const { file, content } of await generate()) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === content) continue;
    if (check) stale.push(path.relative(root, file));
    else await writeFile(file, content);
  }
  if (stale.length > 0) {
    console.error(`Stale generated token files: ${stale.join(', ')}. Run \`npm run tokens\` and commit them.`);
    process.exit(1);
  }
  if (!check) console.log('Design tokens written: src/styles/tokens.css, src/styles/tokens.generated.ts');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
