import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './orderStatus';
import { groupByOrder, isWaitingForPayment, splitHistory } from './splitHistory';

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

describe('groupByOrder', () => {
  it('gathers lines under their order, keeping the order of both', () => {
    const lines = [
      { id: 9, orderId: 3 },
      { id: 8, orderId: 3 },
      { id: 7, orderId: 2 },
      { id: 6, orderId: 1 },
      { id: 5, orderId: 2 },
    ];
    expect(groupByOrder(lines)).toEqual([
      { orderId: 3, lines: [lines[0], lines[1]] },
      { orderId: 2, lines: [lines[2], lines[4]] },
      { orderId: 1, lines: [lines[3]] },
    ]);
  });

  it('has no groups without lines', () => {
    expect(groupByOrder([])).toEqual([]);
  });
});
