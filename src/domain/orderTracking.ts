import type { DeliveryMethod } from './delivery';
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

/** A kitchen step's name as the customer lives it (the app says it in the page's language). */
export type StepName = 'paid' | 'preparing' | 'ready' | 'collected' | 'delivered';

/** An order's status as the customer names it: a step, waiting for payment before the first, or cancelled. */
export type StatusName = StepName | 'waiting for payment' | 'cancelled';

/** One step of the customer's tracker. */
export interface TrackerStep {
  status: KitchenStatus;
  name: StepName;
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
export function stepName(status: KitchenStatus, method: DeliveryMethod | null): StepName {
  if (status === 'done') return method === 'home delivery' ? 'delivered' : 'collected';
  return status;
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
      name: stepName(step, method),
      at: state === 'upcoming' ? null : times[TIME_OF[step]],
      state,
    };
  });
}

/** An order's status in the customer's words (History's badge): waiting for payment, paid … collected. */
export function statusName(status: OrderStatus, method: DeliveryMethod | null): StatusName {
  if (status === 'cancelled') return 'cancelled';
  return status === 'new order' ? 'waiting for payment' : stepName(status, method);
}
