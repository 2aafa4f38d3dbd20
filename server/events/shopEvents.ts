import type { EventBus, StoredEvent } from '../adapters/eventBus.ts';
import type { EventRow } from '../adapters/pgEventBus.ts';
import type {
  CartEventData,
  HelpEventData,
  MemberCardEventData,
  MenuEventData,
  OrderEventData,
  ShopEventData,
} from './eventSchemas.ts';

export type { CartEventData, HelpEventData, MemberCardEventData, MenuEventData, OrderEventData, ShopEventData };

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

/** The shop's settings changed (hours, prices, a pause or its end by hand); everyone sees it. */
export interface ShopSettingsEvent extends StoredEvent {
  type: 'shop';
  data: ShopEventData;
}

/** A help call was made or answered; the customer who asked and staff and admins see it. */
export interface HelpEvent extends StoredEvent {
  type: 'help';
  data: HelpEventData;
}

/** A customer's member card was issued or its points changed; only that customer sees it. */
export interface MemberCardEvent extends StoredEvent {
  type: 'member_card';
  data: MemberCardEventData;
}

/**
 * Sessions of an account ended (a logout: one session; a password change or reset, a demotion or a
 * removal: every one). Never sent to a browser: it tells each process to close the streams opened
 * under those sessions (docs/architecture.md, "Sessions").
 */
export interface SessionEvent extends StoredEvent {
  type: 'session';
  data: SessionEventData;
}

export interface SessionEventData {
  /** The one session a logout ended; null when every session of the account ended. */
  session_id: string | null;
  at: string;
}

/** Every event the bus carries; the stream's `data` is defined once, as zod schemas in ./eventSchemas.ts. */
export type ShopEvent =
  OrderEvent | CartEvent | MenuEvent | ShopSettingsEvent | HelpEvent | MemberCardEvent | SessionEvent;

/** The bus as the shop uses it: it carries the shop's events. */
export type ShopEventBus = EventBus<ShopEvent>;

/** A stored event row as the bus and the stream carry it (rows written before cart events are orders'). */
export function eventFromRow(row: EventRow): ShopEvent {
  const base = { id: Number(row.id), user_id: row.user_id };
  if (row.type === 'cart') return { ...base, type: 'cart', data: JSON.parse(row.data) as CartEventData };
  if (row.type === 'menu') return { ...base, type: 'menu', data: JSON.parse(row.data) as MenuEventData };
  if (row.type === 'shop') return { ...base, type: 'shop', data: JSON.parse(row.data) as ShopEventData };
  if (row.type === 'help') return { ...base, type: 'help', data: JSON.parse(row.data) as HelpEventData };
  if (row.type === 'member_card') {
    return { ...base, type: 'member_card', data: JSON.parse(row.data) as MemberCardEventData };
  }
  if (row.type === 'session') return { ...base, type: 'session', data: JSON.parse(row.data) as SessionEventData };
  return { ...base, type: 'order', data: JSON.parse(row.data) as OrderEventData };
}

/** The columns eventFromRow reads. */
export const EVENT_COLUMNS = ['id', 'user_id', 'type', 'data'] as const;
