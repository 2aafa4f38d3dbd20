import { wantedTime } from './requestedTime';
import type { DeliveryMethod } from './delivery';
import { formatHourMinute, formatLongDate } from './format';
import { KITCHEN_FLOW, type KitchenStatus, type OrderStatus } from './orderStatus';

/** When the order reached each kitchen step (ISO 8601), null for a step not reached. */
export interface KitchenTimes {
  paidAt: string | null;
  preparingAt: string | null;
  readyAt: string | null;
  doneAt: string | null;
}

/** Where a tracker step stands: passed, the one the order is at, or still to come. */
export type TrackerStepState = 'reached' | 'current' | 'upcoming';

/** One step of the customer's tracker. */
export interface TrackerStep {
  status: KitchenStatus;
  label: string;
  /** When it was reached; null while upcoming (or when the time is not known). */
  at: string | null;
  state: TrackerStepState;
}

/** Which of the kitchen times each step reached sets. */
export const TIME_OF: Record<KitchenStatus, keyof KitchenTimes> = {
  paid: 'paidAt',
  preparing: 'preparingAt',
  ready: 'readyAt',
  done: 'doneAt',
};

/** The last step reads as the customer lives it: a delivered order was never collected at the counter. */
export function stepLabel(status: KitchenStatus, method: DeliveryMethod | null): string {
  if (status === 'done') return method === 'home delivery' ? 'Delivered' : 'Collected';
  return { paid: 'Paid', preparing: 'Preparing', ready: 'Ready' }[status];
}

/**
 * The tracker's four steps (paid → preparing → ready → collected), each reached, current or upcoming.
 * An order not paid yet has no current step: every step is to come.
 */
export function trackerSteps(status: OrderStatus, method: DeliveryMethod | null, times: KitchenTimes): TrackerStep[] {
  const current = KITCHEN_FLOW.indexOf(status as KitchenStatus);
  return KITCHEN_FLOW.map((step, index) => {
    const state: TrackerStepState =
      current < 0 || index > current ? 'upcoming' : index === current ? 'current' : 'reached';
    return {
      status: step,
      label: stepLabel(step, method),
      at: state === 'upcoming' ? null : times[TIME_OF[step]],
      state,
    };
  });
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(value: number): string {
  const hundred = value % 100;
  if (hundred >= 11 && hundred <= 13) return `${value}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/**
 * The queue line under the steps: `3rd in the queue · ready about 14:25` (shop time). Either half alone
 * when only one is known; '' when neither is (not paid yet, or ready).
 */
export function queueText(position: number | null, estimatedReadyAt: string | null): string {
  const place = position !== null && position > 0 ? `${ordinal(position)} in the queue` : '';
  const time = estimatedReadyAt ? formatHourMinute(estimatedReadyAt) : '';
  if (place && time) return `${place} · ready about ${time}`;
  if (place) return place;
  return time ? `Ready about ${time}` : '';
}

/** The heading of the ready notice and the tab title: `Order #12 is ready`. */
export const readyTitle = (orderId: number) => `Order #${orderId} is ready`;

/** What the customer does now that it is ready: fetch it, or wait for it at the door. */
export function readyText(method: DeliveryMethod | null): string {
  return method === 'home delivery'
    ? 'It is on its way to you: keep your phone close for the courier.'
    : 'Your order is ready — collect it at the counter.';
}

/** An order's status in the customer's words (History's badge): `Waiting for payment`, `Paid` … `Collected`. */
export function statusLabel(status: OrderStatus, method: DeliveryMethod | null): string {
  return status === 'new order' ? 'Waiting for payment' : stepLabel(status, method);
}

/** The time the customer asked for: `As soon as possible`, or the date and time in shop time. */
export function requestedTimeText(deliveryTime: string | null, createdAt: string): string {
  const wanted = wantedTime(deliveryTime, createdAt);
  return wanted ? formatLongDate(wanted) : 'As soon as possible';
}
