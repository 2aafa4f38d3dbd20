import { useLingui } from '@lingui/react';
import { formatDay, formatHourMinute, formatIdr, formatLongDate, formatMinutes } from '../domain/format';
import { isLocale } from './locales';

/**
 * The shop's figures written as the page's language writes them (docs/product.md, "Languages"):
 * money (`IDR 40.000` / `Rp40.000`), long dates (`November 22, 2026, 18:47` / `22 November 2026,
 * 18:47`), times of day (24-hour, shop time, the same in both) and minutes (`5.5 min` / `5,5 mnt`).
 */
export function useFormats() {
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : 'en';
  return {
    language,
    money: (amount: number) => formatIdr(amount, language),
    longDate: (value: string | Date) => formatLongDate(value, language),
    day: (value: string | Date) => formatDay(value, language),
    time: formatHourMinute,
    minutes: (minutes: number | null) => formatMinutes(minutes, language),
  };
}
