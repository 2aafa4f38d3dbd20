import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Messages are extracted from the code into one PO catalogue per language, `src/locales/{locale}.po`,
 * where they are translated (docs/decisions/0020-lingui.md). The app does not load a catalogue whole:
 * each page loads only its own messages, cut from it by scripts/i18n/pageWords.ts.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/app'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
