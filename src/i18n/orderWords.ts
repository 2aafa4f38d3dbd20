import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { DeliveryMethod } from '../domain/delivery';
import { formatHourMinute, formatLongDate } from '../domain/format';
import type { StatusName } from '../domain/orderTracking';
import { requestedTimeOf } from '../domain/requestedTime';
import { isLocale } from './locales';

/*
 * An order's life in the customer's and the staff's words, in the page's language: its status, the
 * queue line, the ready notice and the time it was wanted for. The domain names the facts
 * (src/domain/orderTracking.ts, requestedTime.ts); these are the sentences.
 */

/** The status names (History's badge, the tracker's steps). */
export const STATUS_WORDS: Record<StatusName, MessageDescriptor> = {
  'waiting for payment': msg`Waiting for payment`,
  paid: msg`Paid`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  collected: msg`Collected`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

const languageOf = (i18n: I18n) => (isLocale(i18n.locale) ? i18n.locale : 'en');

/**
 * The queue line under the tracker's steps: `3rd in the queue · ready about 14:25` (shop time),
 * either half alone when only one is known; '' when neither is (not paid yet, or ready).
 */
export function queueLine(i18n: I18n, position: number | null, estimatedReadyAt: string | null): string {
  const time = estimatedReadyAt ? formatHourMinute(estimatedReadyAt) : '';
  if (position === null || position <= 0) return time ? i18n._(msg`Ready about ${time}`) : '';
  const place = i18n._(
    msg`${selectOrdinal(position, { one: '#st in the queue', two: '#nd in the queue', few: '#rd in the queue', other: '#th in the queue' })}`,
  );
  return time ? i18n._(msg`${place} · ready about ${time}`) : place;
}

/** The ready notice's heading and the tab's title: `Order #12 is ready`. */
export const readyTitle = (i18n: I18n, orderId: number) => i18n._(msg`Order #${orderId} is ready`);

/** What the customer does now that it is ready: fetch it, or wait for it at the door. */
export const readyText = (i18n: I18n, method: DeliveryMethod | null) =>
  method === 'home delivery'
    ? i18n._(msg`It is on its way to you: keep your phone close for the courier.`)
    : i18n._(msg`Your order is ready — collect it at the counter.`);

/** The time the customer asked for, as the tracker says it: `As soon as possible`, or the long date. */
export function requestedTimeWords(i18n: I18n, deliveryTime: string | null, createdAt: string): string {
  const requested = requestedTimeOf(deliveryTime, createdAt);
  return requested ? formatLongDate(requested.wanted, languageOf(i18n)) : i18n._(msg`As soon as possible`);
}

/**
 * The same time as staff read it on a ticket or a row: `Now`, the time of day when it is the day it was
 * ordered, else the long date.
 */
export function requestedTimeShort(i18n: I18n, deliveryTime: string | null, createdAt: string): string {
  const requested = requestedTimeOf(deliveryTime, createdAt);
  if (!requested) return i18n._(msg`Now`);
  return requested.sameDay
    ? formatHourMinute(requested.wanted.toISOString())
    : formatLongDate(requested.wanted, languageOf(i18n));
}
