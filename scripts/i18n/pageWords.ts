import path from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { ENTRY, ROOT, moduleGraph, pageModules } from './moduleGraph.ts';

/** The app's loaders of every page's words: `WORDS[page][locale]()` (src/i18n/pageWords.d.ts). */
const INDEX = 'virtual:page-words';
/** One page's (or the frame's) words in one language: `virtual:page-words/<locale>/<page>`, the page named as app/router.tsx imports it (`./routes/LandingRoute`). */
const ONE = `${INDEX}/`;
/** The words of what app/main.tsx draws before any page: the frame. */
export const FRAME = 'frame';
/** The words of what the frame loads later, by `import()`: a popup, the new-version prompt. */
export const FRAME_LATER = 'frame-later';

/**
 * Each page loads only its own messages, in one language (docs/decisions/0020-lingui.md). The
 * messages are translated in one PO catalogue per language (src/locales/<locale>.po), where each
 * message lists the files it comes from; a page's words are the messages of the files its module
 * reaches (scripts/i18n/moduleGraph.ts), less the frame's, compiled for Lingui's runtime. A message
 * missing in a language fails the build, and so does a compile error.
 */
export function pageWords(): Plugin {
  const config = getConfig({ cwd: ROOT });
  const graphs = () => {
    const frame = moduleGraph([ENTRY], { staticOnly: true });
    const later = new Set([...moduleGraph([ENTRY])].filter((file) => !frame.has(file)));
    const pages = new Map<string, Set<string>>([
      [FRAME, frame],
      [FRAME_LATER, later],
    ]);
    for (const { specifier, file } of pageModules()) {
      pages.set(specifier, new Set([...moduleGraph([file])].filter((other) => !frame.has(other))));
    }
    return pages;
  };

  /** The messages of a page's files: ids from the source language's catalogue, where each lists its files. */
  async function messageIds(page: string): Promise<string[]> {
    const files = graphs().get(page);
    if (!files) throw new Error(`${page} is not a page of app/router.tsx`);
    const [catalog] = await getCatalogs(config);
    const source = (await catalog!.read(config.sourceLocale!)) ?? {};
    return Object.keys(source).filter((id) =>
      (source[id]!.origin ?? []).some(([file]) => files.has(path.posix.normalize(file))),
    );
  }

  async function words(locale: string, page: string): Promise<string> {
    const mine = await messageIds(page);
    const [catalog] = await getCatalogs(config);
    const { messages, missing } = await catalog!.getTranslations(locale, {
      sourceLocale: config.sourceLocale!,
      fallbackLocales: config.fallbackLocales!,
    });
    const gaps = missing.filter(({ id }) => mine.includes(id));
    if (gaps.length) throw new Error(createMissingErrorMessage(locale, gaps, 'loader'));
    const { source: code, errors } = createCompiledCatalog(
      locale,
      Object.fromEntries(mine.map((id) => [id, messages[id]!])),
      { namespace: 'es' },
    );
    if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
    return code;
  }

  return {
    name: 'coffee-shop:page-words',
    resolveId(id) {
      return id === INDEX || id.startsWith(ONE) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${INDEX}`) {
        for (const locale of config.locales) this.addWatchFile(path.join(ROOT, `src/locales/${locale}.po`));
        // A page without words of its own loads none.
        const pages = [...graphs().keys()];
        const worded = await Promise.all(pages.map(async (page) => (await messageIds(page)).length > 0));
        const loaders = pages
          .filter((_, index) => worded[index])
          .map(
            (page) =>
              `${JSON.stringify(page)}: {${config.locales
                .map((locale) => `${locale}: () => import(${JSON.stringify(`${ONE}${locale}/${page}`)})`)
                .join(', ')}}`,
          );
        return `export const WORDS = {\n${loaders.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${ONE}`)) return null;
      const [locale, ...page] = id.slice(ONE.length + 1).split('/');
      // The catalogue is read again whenever it changes (a new translation shows in the dev server).
      this.addWatchFile(path.join(ROOT, `src/locales/${locale}.po`));
      return words(locale!, page.join('/'));
    },
  };
}
