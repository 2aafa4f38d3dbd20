import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

/**
 * Tables as both dialects store them: integers for money and 0/1 flags, and
 * timestamps as ISO-8601 UTC text so the same comparisons work on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  phone_number: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  address: string | null;
  gender: string | null;
  bod: string | null;
  image: string | null;
  role_id: number;
  /** Bumped when a password is reset, so tokens issued before stop working. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: number;
  name: string;
}

export interface PaymentMethodsTable {
  id: number;
  name: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** The name in Bahasa Indonesia; null shows the English one. */
  name_indonesian: Generated<string | null>;
  /** The description in Bahasa Indonesia; null shows the English one. */
  description_indonesian: Generated<string | null>;
  price: number;
  images: string | null;
  size: string;
  category_id: number;
  stock: number;
  is_dine_in: number;
  is_home_delivery: number;
  is_pick_up: number;
  start_delivery: string | null;
  end_delivery: string | null;
  created_at: string;
  updated_at: string;
  /** Soft delete: past order lines keep pointing at the row. */
  deleted_at: string | null;
  /** Off the menu for now (out of croissants), without editing the product: 0 or 1. */
  sold_out: Generated<number>;
}

/** A reusable option group (Milk, Sugar): `min ≥ 1` makes it required, `max = 1` a single choice. */
export interface OptionGroupsTable {
  id: Generated<number>;
  name: string;
  /** The name in Bahasa Indonesia; null shows the English one. */
  name_indonesian: Generated<string | null>;
  min: number;
  max: number;
  created_at: string;
  updated_at: string;
  /** Deleted by the shop but kept because past orders used it. */
  deleted_at: string | null;
}

export interface OptionChoicesTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  /** The name in Bahasa Indonesia; null shows the English one. */
  name_indonesian: Generated<string | null>;
  /** Added to a line's unit price, whole rupiah. */
  price: number;
  is_default: Generated<number>;
  sold_out: Generated<number>;
  /** Its place in the group, from 0. */
  position: number;
  deleted_at: string | null;
}

/** The groups a product offers, in the order its page shows them. */
export interface ProductOptionGroupsTable {
  product_id: number;
  group_id: number;
  position: number;
}

/** What an order line chose, as it was when ordered. */
export interface OrderDetailOptionsTable {
  id: Generated<number>;
  order_detail_id: number;
  choice_id: number;
  group_name: string;
  name: string;
  /** The group's and the choice's Indonesian names when ordered; null when none (or an older order). */
  group_name_indonesian: Generated<string | null>;
  name_indonesian: Generated<string | null>;
  price: number;
  is_default: number;
  position: number;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  /** `new order` → `paid` → `preparing` → `ready` → `done`, or `cancelled` (see src/domain/orderStatus.ts). */
  status: string;
  delivery_method: string;
  delivery_time: string | null;
  address: string | null;
  customer_phone: string | null;
  payment_method_id: number | null;
  subtotal: number;
  tax_fee: number;
  shipping: number;
  total: number;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  preparing_at: string | null;
  ready_at: string | null;
  done_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

export interface OrderDetailsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  qty: number;
  size: string;
  /** The size's price when ordered; later price changes do not rewrite history. */
  unit_price: number;
  /** What the line cost: unit_price × qty (the unit price includes its choices). */
  price: number;
  /** The customer's words for the barista, one line of at most 140 characters. */
  note: string | null;
  /** Hidden from the customer's history; the shop keeps the line. */
  hidden: Generated<number>;
  /** 1 when the line is the member's free drink (its price 0, paid with points): docs/product.md, "Member card". */
  is_reward: Generated<number>;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Epoch milliseconds; PostgreSQL's bigint reads back as a string, SQLite's integer as a number. */
type EpochMs = ColumnType<number | string, number, number>;

/** Login attempts per `account:<email>` and per `address:<ip>`, for throttling with backoff. */
export interface LoginThrottleTable {
  key: string;
  /** Failed (and in-flight) attempts since the count was last forgotten. */
  failures: number;
  /** No attempt is taken before this instant; 0 when unlocked. */
  locked_until: EpochMs;
  updated_at: EpochMs;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

/** An uploaded (or seeded) picture, re-encoded; served at `/uploads/<key>`. */
export interface ImagesTable {
  key: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  /** A strong validator of the bytes, quoted as HTTP sends it. */
  etag: string;
  created_at: string;
}

/** One upload a user started; the per-user upload limit counts them in a window. */
export interface UploadAttemptsTable {
  id: Generated<number>;
  user_id: number;
  created_at: string;
}

/** A customer's three carts (one JSON document), so they follow the account to any device. */
export interface CartsTable {
  user_id: number;
  /** JSON: `{ "dine in": Cart, "home delivery": Cart, "take away": Cart }`. */
  carts: string;
  /** ISO 8601 with milliseconds; a save must name the one it replaces. */
  updated_at: string;
}

/** What happened to an order, kept for a while so a reconnecting subscriber can replay it. */
export interface EventsTable {
  id: Generated<number>;
  /** The order's owner: who may see the event besides admins. */
  user_id: number;
  order_id: number;
  type: string;
  /** JSON: `{ order_id, status, queue_position, estimated_ready_at, at }`. */
  data: string;
  created_at: string;
}

/** Single-use, short-lived tickets for EventSource (which cannot send headers); stored hashed. */
export interface EventTicketsTable {
  ticket_hash: string;
  user_id: number;
  /** The session it was taken under: ending the session ends the ticket (null before sessions were kept). */
  session_id: string | null;
  expires_at: string;
  used: Generated<number>;
}

/** One login: its token names it, so it can be ended alone (a logout) or with the account's others. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  ended_at: string | null;
}

/** An account at a sign-in provider (Google) linked to one of ours, found by the provider's subject. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  /** The address the provider gave when the link was made (for support; ours may change later). */
  email: string;
  created_at: string;
}

/** A sign-in sent to the provider and not back yet: single use, a few minutes. */
export interface PendingSignInsTable {
  /** The `state` sent to the provider. */
  state: string;
  code_verifier: string;
  nonce: string;
  /** The app path to go on to after signing in (always one of ours: starts with one `/`); null: the role's landing. */
  redirect: string | null;
  /** SHA-256 of the cookie given to the browser that started it: only that browser may finish it. */
  browser_hash: string;
  expires_at: string;
}

/** A one-time code the app trades for a login answer (60 s, single use); stored hashed. */
export interface SignInCodesTable {
  code_hash: string;
  user_id: number;
  /** The same browser's cookie hash: the code works only with that cookie. */
  browser_hash: string;
  expires_at: string;
  used_at: string | null;
}

/** One try at paying an order through a provider (or the shop itself: `manual`, cash). */
/** A customer's question to the baristas (docs/architecture.md, "Help calls"); answered_at set closes it. */
export interface HelpCallsTable {
  id: Generated<number>;
  /** The customer who asked: the only one besides staff and admins who sees it. */
  user_id: number;
  /** One of HELP_TOPICS (src/domain/helpCalls.ts). */
  topic: string;
  message: string;
  product_id: number | null;
  order_id: number | null;
  reply: string | null;
  /** The barista or admin who answered. */
  answered_by: number | null;
  created_at: string;
  answered_at: string | null;
}

export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  /** `manual`, `simulator` or `midtrans`. */
  provider: string;
  method_id: number;
  /** What the provider must take, in whole rupiah: the order's total when the attempt began. */
  amount: number;
  /** See src/domain/payments.ts. */
  state: string;
  /** The provider's order id for this attempt, chosen by us before the provider is asked. */
  reference: string;
  /** JSON PaymentAction: what the customer does to pay; null until the provider answered. */
  action: string | null;
  expires_at: string | null;
  /** The language the customer paid in (`en`, `id`): their receipt is written in it. */
  language: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Every notification a provider sent, and every status we asked for: the why of each attempt's state. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  reference: string;
  attempt_id: number | null;
  source: 'notification' | 'status';
  body: string;
  outcome: string;
  created_at: string;
}

/** The simulator's side of its payments, as a real provider keeps them. */
export interface SimulatorPaymentsTable {
  reference: string;
  method_id: number;
  amount: number;
  /** Midtrans's words: `pending`, `settlement`, `deny`, `expire`, `cancel`, `refund`. */
  status: string;
  transaction_id: string;
  expires_at: string;
  /** Where its page sends the customer back to. */
  finish_url: string;
  /** The key of the refund it made, if any. */
  refund_key: string | null;
  created_at: string;
  updated_at: string;
}

/** Money given back: one row per refunded attempt, written before the provider is asked. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  attempt_id: number;
  provider: string;
  amount: number;
  reason: string;
  /** `pending`, `succeeded` or `failed` (tried again later): see server/payments/refunds.ts. */
  state: string;
  refund_key: string;
  provider_reference: string | null;
  tries: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The shop's settings: one row, id 1 (server/db/migrations/011_shop_settings.ts). Lists are JSON;
 * times are shop-time `HH:MM`; instants ISO 8601 UTC.
 */
export interface ShopSettingsTable {
  id: number;
  /** JSON `[{ day, opens, closes }]`: day 1 Monday … 7 Sunday (src/domain/shopHours.ts). */
  hours: string;
  /** JSON `["2026-12-25"]`: shop-time dates the shop stays closed. */
  closed_dates: string;
  tax_rate_percent: number;
  /** Home delivery's fee, whole rupiah. */
  shipping_fee: number;
  /** JSON `[1, 2, 3, 4, 5]`: the days home delivery runs (1 Monday … 7 Sunday). */
  delivery_days: string;
  delivery_start: string;
  delivery_end: string;
  /** 0 while paused (busy, out of milk); 1 otherwise. */
  accepting_orders: number;
  pause_reason: string | null;
  /** The pause ends by itself at this instant (judged when read); null: until resumed by hand. */
  paused_until: string | null;
  updated_at: string;
}

/** A customer's member card (docs/product.md, "Member card"): one per customer, issued by a qualifying paid order. */
export interface MemberCardsTable {
  id: Generated<number>;
  user_id: number;
  /** 12 characters of CARD_NUMBER_ALPHABET (src/domain/memberCard.ts), random: no personal data. */
  number: string;
  issued_at: string;
  /** The paid order whose subtotal issued it. */
  order_id: number;
}

/** One change of a card's points; the balance is the sum of a card's rows (no stored balance to drift). */
export interface MemberPointsTable {
  id: Generated<number>;
  card_id: number;
  order_id: number;
  /** `earned`, `redeemed`, `reversed` or `returned` (LedgerKind); at most one of each per order. */
  kind: string;
  /** Signed: earned and returned add, redeemed and reversed take away. */
  points: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  payment_methods: PaymentMethodsTable;
  products: ProductsTable;
  orders: OrdersTable;
  order_details: OrderDetailsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_throttle: LoginThrottleTable;
  idempotency_keys: IdempotencyKeysTable;
  images: ImagesTable;
  upload_attempts: UploadAttemptsTable;
  carts: CartsTable;
  events: EventsTable;
  event_tickets: EventTicketsTable;
  sessions: SessionsTable;
  user_identities: UserIdentitiesTable;
  pending_sign_ins: PendingSignInsTable;
  sign_in_codes: SignInCodesTable;
  payment_attempts: PaymentAttemptsTable;
  payment_notifications: PaymentNotificationsTable;
  simulator_payments: SimulatorPaymentsTable;
  refunds: RefundsTable;
  option_groups: OptionGroupsTable;
  option_choices: OptionChoicesTable;
  product_option_groups: ProductOptionGroupsTable;
  order_detail_options: OrderDetailOptionsTable;
  shop_settings: ShopSettingsTable;
  help_calls: HelpCallsTable;
  member_cards: MemberCardsTable;
  member_points: MemberPointsTable;
}

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type RefundRow = Selectable<RefundsTable>;
