/**
 * The languages the shop speaks: English, the specification's, and Bahasa Indonesia. Kept in the
 * domain so the server (the reset mail) and the app pick a language by one rule.
 */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The shop's language from preferred language tags in order (`navigator.languages`, or an
 * Accept-Language header split at its commas): the first one the shop speaks, `id-ID` and `in` (Java's
 * old code for Indonesian) included; English otherwise.
 */
export function languageFromTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === 'in') return 'id';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language an Accept-Language header asks for (`id-ID,id;q=0.9,en;q=0.8` is Indonesian). */
export const languageOfHeader = (header: string | undefined): Language => languageFromTags((header ?? '').split(','));
