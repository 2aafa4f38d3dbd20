import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { openOrderStream } from '../state/orderStream';
import { queueWithEvent, type KitchenQueue } from './kitchenQueue';
import { queryKeys } from './queryKeys';
import type { OrderEventData } from './types';

const PAID = '2026-11-29T03:00:00.000Z';
const LATER = '2026-11-29T03:05:00.000Z';

/** One ticket of `GET order/queue`, paid at PAID and due at once unless told otherwise. */
function ticket(id: number, fields: Partial<KitchenQueue[number]> = {}): KitchenQueue[number] {
  return {
    id,
    status: 'paid',
    name: 'Sari',
    delivery_method: 'dine in',
    delivery_time: null,
    paid_at: PAID,
    preparing_at: null,
    ready_at: null,
    due_at: PAID,
    order_details: [],
    cash_due: null,
    address: null,
    customer_phone: null,
    ...fields,
  };
}

const event = (order_id: number, status: OrderEventData['status'], at = LATER): OrderEventData => ({
  order_id,
  status,
  queue_position: null,
  estimated_ready_at: null,
  at,
});

describe('an order event on the barista’s cached board', () => {
  it('moves the ticket with its new time and keeps every other ticket the same object', () => {
    const queue = [ticket(1), ticket(2)];
    const { queue: next, readAgain } = queueWithEvent(queue, event(1, 'preparing'));
    expect(readAgain).toBe(false);
    expect(next[0]).toMatchObject({ id: 1, status: 'preparing', preparing_at: LATER, paid_at: PAID });
    expect(next[1]).toBe(queue[1]);
    expect(queue[0]!.status).toBe('paid');
  });

  it('clears the time of the status an undo leaves', () => {
    const queue = [ticket(1, { status: 'ready', preparing_at: PAID, ready_at: LATER })];
    expect(queueWithEvent(queue, event(1, 'preparing')).queue[0]).toMatchObject({
      status: 'preparing',
      preparing_at: PAID,
      ready_at: null,
    });
  });

  it('takes a done or cancelled order off the board without reading it again', () => {
    const queue = [ticket(1, { status: 'ready' }), ticket(2)];
    expect(queueWithEvent(queue, event(1, 'done'))).toEqual({ queue: [queue[1]], readAgain: false });
    expect(queueWithEvent(queue, event(2, 'cancelled'))).toEqual({ queue: [queue[0]], readAgain: false });
  });

  it('reads the queue again for an order new to the board, whose lines the event does not carry', () => {
    const queue = [ticket(1)];
    expect(queueWithEvent(queue, event(9, 'paid'))).toEqual({ queue, readAgain: true });
    expect(queueWithEvent(queue, event(9, 'new order'))).toEqual({ queue, readAgain: false });
  });

  it('answers the same queue for an event that only moves the order’s place', () => {
    const queue = [ticket(1), ticket(2)];
    expect(queueWithEvent(queue, event(2, 'paid'))).toEqual({ queue, readAgain: false });
    expect(queueWithEvent(queue, event(2, 'paid')).queue).toBe(queue);
  });

  it('reads again when Ready changes the usual preparation time and a scheduled order waits on it', () => {
    const scheduled = ticket(3, { delivery_time: '2026-11-29T06:00:00.000Z', due_at: '2026-11-29T05:52:00.000Z' });
    expect(queueWithEvent([ticket(1, { status: 'preparing' }), scheduled], event(1, 'ready')).readAgain).toBe(true);
    expect(queueWithEvent([ticket(1, { status: 'ready' }), scheduled], event(1, 'preparing')).readAgain).toBe(true);
    // Without one, or for a move that leaves Ready out, the board has everything it shows.
    expect(queueWithEvent([ticket(1, { status: 'preparing' }), ticket(2)], event(1, 'ready')).readAgain).toBe(false);
    expect(queueWithEvent([ticket(1), scheduled], event(1, 'preparing')).readAgain).toBe(false);
  });
});

/** A stand-in for the browser's EventSource that this test drives (the edge of the outside world). */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  send(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId: '1' } as MessageEvent<string>);
  }
}

describe('the stream on a barista’s tablet', () => {
  it('writes a move into the board and reads nothing again; an arrival reads the board again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { ticket: 't' } })),
    );
    const client = new QueryClient();
    client.setQueryData(queryKeys.orders.queue, [ticket(1), ticket(2)]);
    client.setQueryData(queryKeys.orders.board, { preparing: [], ready: [] });
    const stop = openOrderStream({ client, show: () => {}, onOrder: () => {}, onCarts: () => {} });
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const stream = FakeEventSource.last!;
    const state = (key: readonly unknown[]) => client.getQueryState(key)!.isInvalidated;

    stream.send('order', event(2, 'paid'));
    expect(state(queryKeys.orders.queue)).toBe(false);
    expect(state(queryKeys.orders.board)).toBe(false);

    stream.send('order', event(1, 'preparing'));
    expect(client.getQueryData<KitchenQueue>(queryKeys.orders.queue)![0]!.status).toBe('preparing');
    expect(state(queryKeys.orders.queue)).toBe(false);
    expect(state(queryKeys.orders.board)).toBe(true);

    stream.send('order', event(7, 'paid'));
    expect(state(queryKeys.orders.queue)).toBe(true);
    stop();
    vi.unstubAllGlobals();
  });
});
