/** The languages the shop speaks (lingui.config.ts): English, the specification's, and Bahasa Indonesia. */
export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language switch shows it whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The shop's language for a first visit from the browser's preferred languages (`navigator.languages`,
 * or an Accept-Language header's tags in order): the first one the shop speaks, `id-ID` and `in`
 * (Java's old code for Indonesian) included; English otherwise.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === 'in') return 'id';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
