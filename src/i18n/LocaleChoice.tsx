import { useLingui } from '@lingui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { isLocale, type Locale } from './locales';

type Choose = (locale: Locale) => Promise<void>;

const ChooseContext = createContext<Choose>(() => Promise.resolve());

/**
 * What choosing a language does: the app loads the words, switches and remembers the choice
 * (app/state/locale.ts); Storybook switches its language toolbar (.storybook/preview.tsx).
 */
export function LocaleChoiceProvider({ choose, children }: { choose: Choose; children: ReactNode }) {
  return <ChooseContext value={choose}>{children}</ChooseContext>;
}

/** The language the page speaks and how to change it, for the language switches. */
export function useLocaleChoice(): { locale: Locale; choose: Choose } {
  const { i18n } = useLingui();
  return { locale: isLocale(i18n.locale) ? i18n.locale : 'en', choose: useContext(ChooseContext) };
}
