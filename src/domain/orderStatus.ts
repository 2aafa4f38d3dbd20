/** Every status an order goes through: checked out, paid, being made, ready, collected or delivered. */
export const ORDER_STATUSES = ['new order', 'paid', 'preparing', 'ready', 'done'] as const;
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

/** The 409 text of a refused move, naming both statuses as the contract writes them. */
export function moveRefusal(from: OrderStatus, to: OrderStatus): string {
  return `Cannot move an order from "${from}" to "${to}"`;
}

/** `PATCH order/done` (the old site's own call) skips the steps between: any paid, unfinished order. */
export function canMarkDone(from: OrderStatus): boolean {
  return from === 'paid' || from === 'preparing' || from === 'ready';
}

/** Paid and not yet ready: the orders the kitchen still has to make. */
export function isInQueue(status: OrderStatus): boolean {
  return status === 'paid' || status === 'preparing';
}
