import type { Generated, Kysely, Selectable } from 'kysely';

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
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  /** `new order` → `paid` → `done`. */
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
  done_at: string | null;
}

export interface OrderDetailsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  qty: number;
  size: string;
  /** The size's price when ordered; later price changes do not rewrite history. */
  unit_price: number;
  /** What the line cost: unit_price × qty. */
  price: number;
  /** Hidden from the customer's history; the shop keeps the line. */
  hidden: Generated<number>;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
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
  login_failures: LoginFailuresTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
