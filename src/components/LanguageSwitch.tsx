import { useState } from 'react';
import { useLocaleChoice } from '../i18n/LocaleChoice';
import { LOCALE_NAMES, type Locale } from '../i18n/locales';
import { cn } from './styles';

/**
 * Switches the page to the shop's other language in one press. It shows the other language's code
 * (`ID` on an English page, `EN` on an Indonesian one) and is named in that language, which it
 * marks with `lang`, so a screen reader says "Bahasa Indonesia" as an Indonesian would. A plain
 * button (no react-aria): the landing loads it before anything else.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, choose } = useLocaleChoice();
  const [isSwitching, setSwitching] = useState(false);
  const other: Locale = locale === 'en' ? 'id' : 'en';
  const code = other.toUpperCase();
  return (
    <button
      type="button"
      lang={other}
      aria-label={`${code} · ${LOCALE_NAMES[other]}`}
      title={LOCALE_NAMES[other]}
      aria-busy={isSwitching || undefined}
      onClick={() => {
        setSwitching(true);
        void choose(other).finally(() => setSwitching(false));
      }}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-1 rounded-chip px-2 font-semibold text-heading',
        'hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-focus aria-busy:opacity-60',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c4 4 4 14 0 18M12 3c-4 4-4 14 0 18" />
      </svg>
      {code}
    </button>
  );
}
