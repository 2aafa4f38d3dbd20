import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageFromTags, type Language } from '../domain/languages';

/** The languages the shop speaks (lingui.config.ts), as the app's catalogues name them: the domain's. */
export const LOCALES = LANGUAGES;
export type Locale = Language;

export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

/** Each language's name in itself, as a language switch shows it whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' };

export const isLocale = isLanguage;

/** The shop's language for a first visit from the browser's preferred languages (src/domain/languages.ts). */
export const localeFromLanguages = languageFromTags;
