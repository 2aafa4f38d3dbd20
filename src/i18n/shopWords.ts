import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDay } from '../domain/format';
import type { Language } from '../domain/languages';
import type { ShopSettingsProblem } from '../domain/shopSettingsDraft';
import { whenInShopTime, type ShopStatusView, type ShopWeekday } from '../domain/shopStatus';
import { parseShopTime } from '../domain/shopTime';
import { DAY_WORDS } from './deliveryWords';
import { isLocale } from './locales';

/** A weekday of the shop's hours (1 Monday … 7 Sunday) in the page's language. */
export const weekdayWords = (i18n: I18n, day: ShopWeekday) => i18n._(DAY_WORDS[day % 7]!);

const languageOf = (i18n: I18n): Language => (isLocale(i18n.locale) ? i18n.locale : 'en');

/**
 * A later time as the status note says it, from `now`: `07:00` today, `tomorrow 07:00`, `Monday 07:00`
 * within the week, `December 26, 07:00` further; '' when it cannot be read.
 */
export function laterWords(i18n: I18n, value: string, now: Date): string {
  const when = whenInShopTime(value, now);
  if (!when) return '';
  const { time } = when;
  if (when.day === 'today') return time;
  if (when.day === 'tomorrow') return i18n._(msg`tomorrow ${time}`);
  const day =
    when.day === 'weekday' ? weekdayWords(i18n, when.weekday) : formatDay(`${when.date}T00:00`, languageOf(i18n));
  return i18n._(msg`${day} ${time}`);
}

/** The status note's two parts: what the shop is doing, and until when. */
export interface ShopStatusWords {
  headline: string;
  detail: string | null;
}

/**
 * Where the shop stands, in the page's language (docs/product.md, "Shop hours"): `Open now` · `until
 * 22:00`, `Closed` · `opens at 07:00` (`opens Monday 07:00` on another day), `Orders paused: out of
 * milk` · `back at 15:00`.
 */
export function shopStatusWords(i18n: I18n, status: ShopStatusView, nowValue: string): ShopStatusWords {
  const now = parseShopTime(nowValue) ?? new Date(nowValue);
  if (status.state === 'open') {
    const closesAt = status.closesAt;
    return { headline: i18n._(msg`Open now`), detail: closesAt ? i18n._(msg`until ${closesAt}`) : null };
  }
  if (status.state === 'closed') {
    const when = status.opensAt ? laterWords(i18n, status.opensAt, now) : '';
    const today = status.opensAt !== null && whenInShopTime(status.opensAt, now)?.day === 'today';
    return {
      headline: i18n._(msg`Closed`),
      detail: when ? (today ? i18n._(msg`opens at ${when}`) : i18n._(msg`opens ${when}`)) : null,
    };
  }
  const reason = status.reason?.trim();
  const when = status.until ? laterWords(i18n, status.until, now) : '';
  const today = status.until !== null && whenInShopTime(status.until, now)?.day === 'today';
  return {
    headline: reason ? i18n._(msg`Orders paused: ${reason}`) : i18n._(msg`Orders paused`),
    detail: when ? (today ? i18n._(msg`back at ${when}`) : i18n._(msg`back ${when}`)) : null,
  };
}

/** Why a settings field is refused, beside the field. */
export const SHOP_SETTINGS_PROBLEM_WORDS: Record<ShopSettingsProblem, MessageDescriptor> = {
  time: msg`Choose a time`,
  sameTimes: msg`Opening and closing are the same time`,
  overlapsSameDay: msg`This overlaps the day's other opening`,
  overlapsNextDay: msg`This runs past midnight into the next day's opening`,
  taxRange: msg`Tax must be a whole number from 0 to 20 %`,
  feeRange: msg`The fee must be a whole number of rupiah from 0 to 100.000`,
  noDays: msg`Choose at least one delivery day`,
  endBeforeStart: msg`The end must be after the start`,
  date: msg`Choose a date`,
  datePast: msg`That date has passed`,
  dateTwice: msg`That date is already closed`,
};
