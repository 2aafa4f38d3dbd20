import type { components } from './schema.gen';

/**
 * The API's named shapes, as the generated contract (schema.gen.ts) has them: aliases only, so the
 * route modules that map them to the screens' view models need not spell the generated path.
 */
type Schemas = components['schemas'];

export type Product = Schemas['Product'];
/** A whole order with its lines (`GET order/detail-order/{order_id}`). */
export type Order = Schemas['Order'];
export type Profile = Schemas['Profile'];
/** The `data` of an `order` event of `GET events` (one contract: server/events/eventSchemas.ts). */
export type OrderEventData = Schemas['OrderEventData'];
/** The `data` of a `cart` event of `GET events`: the account's carts as just saved, with their version. */
export type CartEventData = Schemas['CartEventData'];
/** The shop's settings and state (`GET shop`): hours, closed dates, pause, tax, shipping, delivery window. */
export type ShopSettings = Schemas['ShopSettings'];
/** What `PATCH shop` takes: any of the settings. */
export type ShopSettingsChange = Schemas['ShopSettingsChangeInput'];
/** One opening of the week: day 1 (Monday) to 7, `opens` and `closes` as `HH:MM` (`closes` may be `24:00`). */
export type OpeningHours = Schemas['OpeningHours'];
