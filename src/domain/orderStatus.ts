/**
 * Every status an order goes through: checked out, paid, being made, ready, collected or delivered;
 * or cancelled on the way (docs/product.md, "Payments").
 */
export const ORDER_STATUSES = ['new order', 'paid', 'preparing', 'ready', 'done', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The kitchen's part of the life of an order, in order; staff move an order along it one step at a time. */
export const KITCHEN_FLOW = ['paid', 'preparing', 'ready', 'done'] as const;
export type KitchenStatus = (typeof KITCHEN_FLOW)[number];

/** The column that stores when an order reached each kitchen status. */
export const STATUS_TIME_FIELD: Record<KitchenStatus, 'paid_at' | 'preparing_at' | 'ready_at' | 'done_at'> = {
  paid: 'paid_at',
  preparing: 'preparing_at',
  ready: 'ready_at',
  done: 'done_at',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}

const stepOf = (status: OrderStatus) => KITCHEN_FLOW.indexOf(status as KitchenStatus);

/** A move is one step forward, or one step back to undo a mistaken tap; payment itself is never undone here. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  const [a, b] = [stepOf(from), stepOf(to)];
  return a >= 0 && b >= 0 && Math.abs(a - b) === 1;
}

/** Whether a move goes back (its time stamp is then cleared). */
export function isUndo(from: OrderStatus, to: OrderStatus): boolean {
  return canMove(from, to) && stepOf(to) < stepOf(from);
}

export function isKitchenStatus(status: OrderStatus): status is KitchenStatus {
  return stepOf(status) >= 0;
}

export type StatusTimeField = (typeof STATUS_TIME_FIELD)[KitchenStatus];

/**
 * The time stamps a move writes, the same on the server and in a screen's cached copy: the time of the
 * status reached, or, on an undo, the time of the status left cleared (the earlier ones stay).
 */
export function statusTimeChanges(
  from: OrderStatus,
  to: OrderStatus,
  at: string,
): Partial<Record<StatusTimeField, string | null>> {
  if (isUndo(from, to)) return { [STATUS_TIME_FIELD[from as KitchenStatus]]: null };
  return isKitchenStatus(to) ? { [STATUS_TIME_FIELD[to]]: at } : {};
}

/** The 409 text of a refused move, naming both statuses as the contract writes them. */
export function moveRefusal(from: OrderStatus, to: OrderStatus): string {
  return `Cannot move an order from "${from}" to "${to}"`;
}

/** `PATCH order/done` (the old site's own call) skips the steps between: any paid, unfinished order. */
export function canMarkDone(from: OrderStatus): boolean {
  return from === 'paid' || from === 'preparing' || from === 'ready';
}

/**
 * The kitchen steps Mark As Done would skip from this status: a paid order skips preparing and ready, a
 * preparing one ready, a ready one none (docs/product.md, "Admin screens"): skipping asks to be confirmed.
 */
export function stepsSkippedByDone(from: OrderStatus): KitchenStatus[] {
  const step = stepOf(from);
  return step < 0 ? [] : KITCHEN_FLOW.slice(step + 1, -1);
}

/** Paid and not yet ready: the orders the kitchen still has to make. */
export function isInQueue(status: OrderStatus): boolean {
  return status === 'paid' || status === 'preparing';
}

/** Who cancels: the order's customer, the shop's staff, or the server itself (an unpaid order's time is up). */
export type Canceller = 'customer' | 'staff' | 'admin' | 'server';

/** Why a cancel is refused: the HTTP status, a machine code and the words shown as they are. */
export interface CancelRefusal {
  status: 400 | 409;
  code: 'ORDER_ALREADY_CANCELLED' | 'ORDER_NOT_CANCELLABLE' | 'CANCEL_REASON_REQUIRED';
  message: string;
}

/** What the customer's own cancel stores when they give no reason. */
export const CUSTOMER_CANCEL_REASON = 'cancelled by the customer';
/** The reason the server gives when it cancels an order nobody paid. */
export const NOT_PAID_IN_TIME = 'not paid in time';
/** How long an order may wait for its payment before the server cancels it (`UNPAID_ORDER_MINUTES`). */
export const UNPAID_ORDER_MINUTES = 30;

/** Which statuses each canceller may cancel from. */
const CANCELLABLE: Record<Canceller, readonly OrderStatus[]> = {
  customer: ['new order'],
  staff: ['new order', 'paid', 'preparing'],
  admin: ['new order', 'paid', 'preparing'],
  server: ['new order'],
};

/**
 * Whether an order may be cancelled, and if not why (docs/product.md, "Payments"): its customer while
 * it is unpaid; the shop, with a reason, until it is ready (a paid order's money goes back); never once
 * ready or done, nor twice. Ownership is the caller's to check first.
 */
export function cancelRefusal(by: Canceller, status: OrderStatus, reason: string): CancelRefusal | null {
  const refuse = (message: string, code: CancelRefusal['code'] = 'ORDER_NOT_CANCELLABLE'): CancelRefusal => ({
    status: 409,
    code,
    message,
  });
  if (status === 'cancelled') return refuse('This order is already cancelled', 'ORDER_ALREADY_CANCELLED');
  if (status === 'ready') return refuse('A ready order cannot be cancelled: it is made and waiting for its customer');
  if (status === 'done') return refuse('A done order cannot be cancelled: it has been handed over');
  if (!CANCELLABLE[by].includes(status)) {
    return refuse('This order is paid: only the shop can cancel it now, please ask a member of staff');
  }
  if ((by === 'admin' || by === 'staff') && reason.trim() === '') {
    return { status: 400, code: 'CANCEL_REASON_REQUIRED', message: 'Say why the order is cancelled' };
  }
  return null;
}
