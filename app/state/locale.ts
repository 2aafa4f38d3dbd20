import { localeFromLanguages, type Locale } from '../../src/i18n/locales';
import { storage } from './storage';
import { activateLocale } from './words';

/** The page's language: the one this browser chose, else the first of its languages the shop speaks. */
export function initialLocale(): Locale {
  return storage.locale() ?? localeFromLanguages(navigator.languages ?? [navigator.language]);
}

/** Marks the document with its language, so screen readers and the browser's spelling read it right. */
export function markDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

/** Switches the whole app to a language and remembers it on this browser. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  storage.saveLocale(locale);
  markDocumentLanguage(locale);
}
