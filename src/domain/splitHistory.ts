import type { OrderStatus } from './orderStatus';

/** A line checked out but not paid yet: its order is still a 'new order', so nothing was bought. */
export function isWaitingForPayment(line: { status: OrderStatus }): boolean {
  return line.status === 'new order';
}

/**
 * History lines split into those waiting for payment and those bought (paid, in the kitchen or
 * done), each keeping the order it came in, so an unpaid checkout is never shown as a purchase.
 */
export function splitHistory<Line extends { status: OrderStatus }>(
  lines: readonly Line[],
): { waiting: Line[]; bought: Line[] } {
  const waiting: Line[] = [];
  const bought: Line[] = [];
  for (const line of lines) (isWaitingForPayment(line) ? waiting : bought).push(line);
  return { waiting, bought };
}

/**
 * History lines gathered under their order, orders in the order their first line comes (the
 * history is newest first) and lines in theirs.
 */
export function groupByOrder<Line extends { orderId: number }>(
  lines: readonly Line[],
): { orderId: number; lines: Line[] }[] {
  const groups = new Map<number, Line[]>();
  for (const line of lines) {
    const group = groups.get(line.orderId);
    if (group) group.push(line);
    else groups.set(line.orderId, [line]);
  }
  return [...groups].map(([orderId, grouped]) => ({ orderId, lines: grouped }));
}
