import { i18n } from '@lingui/core';
import { WORDS } from 'virtual:page-words';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/i18n/locales';

/** The words of what app/main.tsx draws before any page (scripts/i18n/pageWords.ts). */
export const FRAME = 'frame';
/**
 * The words of what the frame loads later by `import()` (a popup, the new-version prompt): each such
 * `import()` loads them with its code, so a first page goes without them.
 */
export const FRAME_LATER = 'frame-later';

/** Loads a lazily imported module of the frame together with its words. */
export function withLaterWords<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadWords([FRAME_LATER])]).then(([module]) => module);
}

const loaded = new Map<string, Promise<void>>();
/** The pages whose words some screen has needed: a change of language loads them in the new one. */
const inUse = new Set<string>([FRAME]);

function load(locale: Locale, page: string): Promise<void> {
  const key = `${locale}/${page}`;
  let loading = loaded.get(key);
  if (!loading) {
    const loader = WORDS[page]?.[locale];
    loading = loader ? loader().then(({ messages }) => i18n.load(locale, messages)) : Promise.resolve();
    // A failed download (offline before the service worker kept it) may be tried again.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The language the messages speak now (English before any is activated). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * Loads the words of a page's module (its path, as app/router.tsx imports it, from the repository's
 * root), or of the frame, in a language: each page loads only its own, in one language.
 */
export function loadWords(pages: readonly string[], locale: Locale = activeLocale()): Promise<void> {
  for (const page of pages) inUse.add(page);
  return Promise.all(pages.map((page) => load(locale, page))).then(() => undefined);
}

/** Switches the language once every page in use has its words in it, so no word shows untranslated. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadWords([...inUse], locale);
  i18n.activate(locale);
}
