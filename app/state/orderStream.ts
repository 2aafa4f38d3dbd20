import type { QueryClient } from '@tanstack/react-query';
import { statusTimeChanges, type OrderStatus } from '../../src/domain/orderStatus';
import { api, type Answer } from '../api/client';
import { applyHelpEvent } from '../api/helpCalls';
import { queueWithEvent, type KitchenQueue } from '../api/kitchenQueue';
import { queryKeys } from '../api/queryKeys';
import { applyMemberCardEvent } from '../api/memberCard';
import { applyShopEvent } from '../api/shop';
import type { CartEventData, HelpCall, OrderEventData } from '../api/types';
import type { LiveConnection } from './orderEvents';

/** The longest wait between two reconnection attempts. */
const MAX_BACKOFF_MS = 15_000;

type OrderDetail = Answer<'/api/order/detail-order/{order_id}', 'get'>['data'];
type MyOrders = Answer<'/api/order/mine', 'get'>['data'];

/**
 * What an event says about an order, written over a cached copy of it. The times change only with the
 * status (the one reached is stamped, an undone one cleared): an event that only moves the order's
 * place in the queue leaves the time it was paid or started alone.
 */
function patched<T extends { status: OrderStatus; queue_position: number | null; estimated_ready_at: string | null }>(
  order: T,
  event: OrderEventData,
): T {
  const time = event.status !== order.status ? statusTimeChanges(order.status, event.status, event.at) : {};
  return {
    ...order,
    ...time,
    status: event.status,
    queue_position: event.queue_position,
    estimated_ready_at: event.estimated_ready_at,
  };
}

type UnpaidOrder = Answer<'/api/order/unpaid', 'get'>['data'];

/**
 * Something went sold out or came back, or the option groups changed (a `menu` event, to everyone):
 * every cached menu, product page and the option groups read afresh, so what is open shows it.
 */
export function applyMenuEvent(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.products.all }),
    client.invalidateQueries({ queryKey: queryKeys.optionGroups }),
  ]);
}

/**
 * Writes the event into the cached copies it can update: that order's detail, its row in the
 * customer's orders, the unpaid order once paid, its ticket on the barista's board. Refreshes from the
 * server only what it cannot write: the lists, totals and the counter (unless the event only moved the
 * order's place in the queue), the board when an order joins it, a customer's order list that lacks
 * the order, and the order's payment when it may have changed. Other orders' details are left alone:
 * when a change moves an order's place in the queue, the server sends that order an event of its own.
 */
function applyToCache(client: QueryClient, event: OrderEventData): void {
  // The event carries no payment (nor a cancel's reason): that news comes with a waiting order's event
  // (an attempt ended without money), the move to paid and a cancel; a place in the queue is not news.
  const before = client.getQueryData<OrderDetail>(queryKeys.orders.detail(event.order_id))?.status;
  const queue = client.getQueryData<KitchenQueue>(queryKeys.orders.queue);
  // The status this device last knew: the same one means the event only moves the order's place in the
  // customers' queue, which no list, board or report shows.
  const known =
    before ??
    queue?.find((order) => order.id === event.order_id)?.status ??
    client.getQueryData<MyOrders>(queryKeys.orders.mine)?.find((order) => order.id === event.order_id)?.status;
  const placeOnly = known === event.status;
  const paymentNews =
    event.status === 'new order' ||
    ((event.status === 'paid' || event.status === 'cancelled') && before !== event.status);
  client.setQueryData<OrderDetail>(queryKeys.orders.detail(event.order_id), (order) =>
    order ? patched(order, event) : order,
  );
  const mine = client.setQueryData<MyOrders>(queryKeys.orders.mine, (orders) =>
    orders?.map((order) => (order.id === event.order_id ? patched(order, event) : order)),
  );
  if (event.status !== 'new order') {
    client.setQueryData<UnpaidOrder>(queryKeys.orders.unpaid, (order) => (order?.id === event.order_id ? null : order));
  }
  // The barista's board takes the move itself; only an arrival (or a scheduled order's new join time) reads it again.
  const board = queue ? queueWithEvent(queue, event) : null;
  if (board && board.queue !== queue) client.setQueryData(queryKeys.orders.queue, board.queue);
  void client.invalidateQueries({
    queryKey: queryKeys.orders.all,
    predicate: ({ queryKey: [, kind, id] }) => {
      if (kind === 'detail') return id === event.order_id && paymentNews;
      if (kind === 'mine') return !mine?.some((order) => order.id === event.order_id);
      if (kind === 'unpaid') return event.status === 'new order';
      if (kind === 'queue') return board?.readAgain ?? true;
      return !placeOnly;
    },
  });
}

interface StreamOptions {
  client: QueryClient;
  /** Where the stream stands, each time that changes. */
  show(connection: LiveConnection): void;
  /** An order event, after it was written into the cache. */
  onOrder(event: OrderEventData): void;
  /** The carts as the server now holds them (saved on some device, or emptied by a checkout). */
  onCarts(carts: CartEventData): void;
}

/**
 * Opens the signed-in session's event stream (docs/architecture.md#live-orders) and keeps it open
 * until the returned function is called. EventSource cannot send the token, so each connection starts
 * from a single-use ticket and passes the last event seen, and the server replays what was missed
 * while the stream was down.
 */
export function openOrderStream({ client, show, onOrder, onCarts }: StreamOptions): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let opening = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = 0;
  let lastEventId: string | null = null;
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

  const retry = () => {
    if (stopped) return;
    show(offline() ? 'offline' : 'connecting');
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (stopped || opening || source) return;
    opening = true;
    show(offline() ? 'offline' : 'connecting');
    let ticket: string;
    try {
      ticket = (await api('post', '/api/events/ticket')).data.ticket;
    } catch {
      opening = false;
      retry();
      return;
    }
    opening = false;
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId) query.set('last_event_id', lastEventId);
    const stream = new EventSource(`/api/events?${query}`);
    source = stream;
    stream.onopen = () => {
      failures = 0;
      opened += 1;
      show('live');
      // What the page read before it was listening (the answers the server drew it from, its first
      // fetches) may have changed in the seconds before: a pause or a product sold out meanwhile
      // sent its event to nobody here. The shop's state and the menu are read afresh once.
      if (opened === 1) {
        void applyShopEvent(client);
        void applyMenuEvent(client);
      }
      // After a gap longer than the server keeps events, replay cannot cover it: read afresh.
      if (opened > 1) {
        void client.invalidateQueries({ queryKey: queryKeys.orders.all });
        void client.invalidateQueries({ queryKey: ['help'] });
      }
    };
    stream.addEventListener('order', (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = JSON.parse(message.data) as OrderEventData;
      applyToCache(client, event);
      onOrder(event);
    });
    // Another device (or this one) saved the carts, or a checkout emptied one: the carts show it.
    stream.addEventListener('cart', (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      onCarts(JSON.parse(message.data) as CartEventData);
    });
    // A product or a choice went sold out or came back: open menus and product pages read afresh.
    stream.addEventListener('menu', (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      void applyMenuEvent(client);
    });
    // The shop's hours, prices or pause changed: every open page reads GET shop again.
    stream.addEventListener('shop', (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      void applyShopEvent(client);
    });
    // A help call made or answered: the customer's corner and the queue's panel show it.
    stream.addEventListener('help', (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      applyHelpEvent(client, JSON.parse(message.data) as HelpCall);
    });
    // The customer's card was issued or its points moved: the profile, tracker and cart read it afresh.
    stream.addEventListener('member_card', (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      void applyMemberCardEvent(client);
    });
    // The ticket is spent: rather than let EventSource retry with it, open afresh with a new one.
    stream.onerror = () => {
      stream.close();
      if (source === stream) source = null;
      retry();
    };
  };

  // Back online: a stream that seemed to survive the outage may be dead without knowing it (and an
  // emulated outage leaves it open), so open afresh; the last event id replays what was missed.
  const onOnline = () => {
    failures = 0;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
    void connect();
  };
  const onOffline = () => show('offline');
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
