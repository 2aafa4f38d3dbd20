import type { EventBus, StoredEvent } from '../adapters/eventBus.ts';
import type { EventRow } from '../adapters/pgEventBus.ts';
import type { CartEventData, MenuEventData, OrderEventData } from './eventSchemas.ts';

export type { CartEventData, MenuEventData, OrderEventData };

/** An order was created, paid or moved; its owner and admins see it. */
export interface OrderEvent extends StoredEvent {
  type: 'order';
  data: OrderEventData;
}

/** A customer's carts were saved, or emptied by a checkout; only that customer sees it. */
export interface CartEvent extends StoredEvent {
  type: 'cart';
  data: CartEventData;
}

/** A product or a choice went sold out or came back, or the option groups changed; everyone sees it. */
export interface MenuEvent extends StoredEvent {
  type: 'menu';
  data: MenuEventData;
}

/** Every event the stream carries; its `data` is defined once, as zod schemas in ./eventSchemas.ts. */
export type ShopEvent = OrderEvent | CartEvent | MenuEvent;

/** The bus as the shop uses it: it carries the shop's events. */
export type ShopEventBus = EventBus<ShopEvent>;

/** A stored event row as the bus and the stream carry it (rows written before cart events are orders'). */
export function eventFromRow(row: EventRow): ShopEvent {
  const base = { id: Number(row.id), user_id: row.user_id };
  if (row.type === 'cart') return { ...base, type: 'cart', data: JSON.parse(row.data) as CartEventData };
  if (row.type === 'menu') return { ...base, type: 'menu', data: JSON.parse(row.data) as MenuEventData };
  return { ...base, type: 'order', data: JSON.parse(row.data) as OrderEventData };
}

/** The columns eventFromRow reads. */
export const EVENT_COLUMNS = ['id', 'user_id', 'type', 'data'] as const;
