import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './orderStatus';
import { isWaitingForPayment, splitHistory } from './splitHistory';

const line = (id: number, status: OrderStatus) => ({ id, status });

describe('splitHistory', () => {
  it('only a new order waits for payment; every later status was bought', () => {
    expect(ORDER_STATUSES.filter((status) => isWaitingForPayment({ status }))).toEqual(['new order']);
  });

  it('puts unpaid lines apart from bought ones, keeping the order of each', () => {
    const lines = [line(1, 'paid'), line(2, 'new order'), line(3, 'done'), line(4, 'new order'), line(5, 'ready')];
    expect(splitHistory(lines)).toEqual({
      waiting: [line(2, 'new order'), line(4, 'new order')],
      bought: [line(1, 'paid'), line(3, 'done'), line(5, 'ready')],
    });
  });

  it('keeps the whole line, not only its status', () => {
    const unpaid = { id: 7, status: 'new order' as const, name: 'Espresso', qty: 2 };
    expect(splitHistory([unpaid]).waiting[0]).toBe(unpaid);
  });

  it('gives two empty lists for an empty history', () => {
    expect(splitHistory([])).toEqual({ waiting: [], bought: [] });
  });
});
