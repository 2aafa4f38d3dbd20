import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { ROOT } from './moduleGraph.ts';

// The catalogues (src/locales/<locale>.po) against the code: every message the code says is in them,
// with the files it comes from (each page's words are cut by those, scripts/i18n/pageWords.ts), and
// translated in every language. `npm run i18n:extract` brings them up to date; then translate.

const config = getConfig({ cwd: ROOT });
const relative = (file: string) => path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
const filesOf = (origins: readonly (readonly [string, ...unknown[]])[] | undefined) =>
  [...new Set((origins ?? []).map(([file]) => relative(file)))].sort();

describe('the message catalogues', async () => {
  const [catalog] = await getCatalogs(config);
  const inCode = (await catalog!.collect()) ?? {};
  const source = await catalog!.read(config.sourceLocale!);

  it('hold every message of the code, from the files it comes from, and nothing else', () => {
    const code = Object.fromEntries(
      Object.entries(inCode).map(([id, m]) => [id, { message: m.message, files: filesOf(m.origin) }]),
    );
    const catalogued = Object.fromEntries(
      Object.entries(source)
        .filter(([, m]) => !m.obsolete)
        .map(([id, m]) => [id, { message: m.message, files: filesOf(m.origin) }]),
    );
    expect(catalogued, 'run `npm run i18n:extract`').toEqual(code);
  });

  it.each(config.locales.filter((locale) => locale !== config.sourceLocale))(
    'are translated into %s',
    async (locale) => {
      const translated = await catalog!.read(locale);
      const missing = Object.keys(inCode).filter((id) => !translated[id]?.translation?.trim());
      expect(missing.map((id) => inCode[id]!.message)).toEqual([]);
    },
  );
});
