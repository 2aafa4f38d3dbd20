/** Every page's words, per language, cut from the catalogues by scripts/i18n/pageWords.ts. */
declare module 'virtual:page-words' {
  import type { Messages } from '@lingui/core';
  export const WORDS: Record<string, Record<string, () => Promise<{ messages: Messages }>>>;
}
