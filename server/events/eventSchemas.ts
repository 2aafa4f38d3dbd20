import { z } from 'zod';
import { storedCarts } from '../carts/cartSchemas.ts';
import { helpCallAnswer } from '../help/helpSchemas.ts';
import { orderStatusSchema } from '../http/sharedSchemas.ts';

export const ticketAnswer = z.object({
  messages: z.string(),
  data: z.object({ ticket: z.string().describe('Single use, valid for 60 s: pass it as `GET events?ticket=`') }),
});

export const eventsQuery = z.object({
  ticket: z
    .string()
    .max(200, { error: 'The event ticket is not valid' })
    .optional()
    .describe('A ticket from `POST events/ticket`, for EventSource (which cannot send an Authorization header)'),
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'last_event_id must be an event id' })
    .optional()
    .describe(
      'Like the `Last-Event-ID` header, for a new EventSource opened with a fresh ticket (it sends that header only on its own reconnects)',
    ),
});

/** The `data` of an `order` event: where an order stands after a change. */
export const orderEventData = z
  .object({
    order_id: z.number().int(),
    status: orderStatusSchema,
    queue_position: z.number().int().nullable().describe('Place in the kitchen queue; null once out of it'),
    estimated_ready_at: z.string().nullable().describe('ISO 8601; null once out of the kitchen queue'),
    at: z.string().describe('ISO 8601: when the change happened'),
  })
  .meta({ id: 'OrderEventData' });

/** The `data` of a `cart` event: the customer's three carts as saved, with their new version. */
export const cartEventData = z
  .object({
    carts: storedCarts,
    updated_at: z.string().describe('ISO 8601 with milliseconds: the version a save must name next'),
  })
  .meta({ id: 'CartEventData' });

/**
 * The `data` of a `menu` event: a product or a choice went sold out or came back, or the option groups
 * changed (`product_id` and `choice_id` both null): open menus and carts read the menu again.
 */
export const menuEventData = z
  .object({
    product_id: z.number().int().nullable(),
    choice_id: z.number().int().nullable(),
    sold_out: z.boolean().nullable().describe('Null when the option groups changed'),
    at: z.string().describe('ISO 8601: when the change happened'),
  })
  .meta({ id: 'MenuEventData' });

/**
 * The `data` of a `shop` event: the shop's settings changed (hours, closed dates, prices, the delivery
 * window, a pause or its lifting): open pages read `GET shop` again. A pause that ends by its `until`
 * sends nothing (it is judged when read).
 */
export const shopEventData = z
  .object({
    accepting_orders: z.boolean().describe('False when the change paused orders'),
    at: z.string().describe('ISO 8601: when the change happened'),
  })
  .meta({ id: 'ShopEventData' });

/**
 * The `data` of a `help` event: a help call as it stands after it was made or answered
 * (docs/architecture.md, "Help calls").
 */
export const helpEventData = helpCallAnswer;

/**
 * The `data` of a `member_card` event: the customer's card was issued or its points changed (an order
 * paid, a free drink taken, an order cancelled or refunded): docs/product.md, "Member card". Only that
 * customer's streams receive it.
 */
export const memberCardEventData = z
  .object({
    number: z.string().describe('The card number, 12 characters'),
    points: z.number().int().describe('The balance after the change (may be negative)'),
    issued: z.boolean().describe('True when this change issued the card'),
    at: z.string().describe('ISO 8601: when the change happened'),
  })
  .meta({ id: 'MemberCardEventData' });

/**
 * One message of the stream: its `id` (increasing), its `event` type and its `data` (one JSON line).
 * An `order` event goes to the order's customer and to admins; a `cart` event only to the streams of
 * the account whose carts changed; a `menu` and a `shop` event to every stream; a `help` event to the
 * customer who asked and to staff and admins; a `member_card` event only to the card's owner.
 */
export const streamEvent = z
  .discriminatedUnion('event', [
    z.object({ id: z.string(), event: z.literal('order'), data: orderEventData }),
    z.object({ id: z.string(), event: z.literal('cart'), data: cartEventData }),
    z.object({ id: z.string(), event: z.literal('menu'), data: menuEventData }),
    z.object({ id: z.string(), event: z.literal('shop'), data: shopEventData }),
    z.object({ id: z.string(), event: z.literal('help'), data: helpEventData }),
    z.object({ id: z.string(), event: z.literal('member_card'), data: memberCardEventData }),
  ])
  .meta({ id: 'StreamEvent' });

export type OrderEventData = z.infer<typeof orderEventData>;
export type CartEventData = z.infer<typeof cartEventData>;
export type MenuEventData = z.infer<typeof menuEventData>;
export type ShopEventData = z.infer<typeof shopEventData>;
export type HelpEventData = z.infer<typeof helpEventData>;
export type MemberCardEventData = z.infer<typeof memberCardEventData>;
