import { expect, type APIRequestContext } from '@playwright/test';

/** The demo accounts the server seeds into every fresh data folder. */
export const DEMO = {
  admin: { email: 'admin@coffee.test', password: 'admin1234' },
  customer: { email: 'customer@coffee.test', password: 'customer123' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** What the app keeps in localStorage after a login (docs/product.md#what-the-browser-keeps). */
export interface Session {
  token: string;
  id: string;
  roleId: string;
}

export type Account = Credentials & Session;

let counter = 0;

/** An address no other test (or run) has used: the server keeps emails unique. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}-${stamp}${Math.random().toString(36).slice(2, 6)}@coffee.test`;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `POST /api/auth/login`: the session the app would store. */
export async function apiLogin(request: APIRequestContext, { email, password }: Credentials): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login of ${email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { token: string; data: { id: number; role_id: number } };
  return { token: body.token, id: String(body.data.id), roleId: String(body.data.role_id) };
}

/** A brand-new customer, signed up and logged in through the API (setup, not the thing under test). */
export async function newCustomer(request: APIRequestContext, prefix = 'customer'): Promise<Account> {
  const credentials = { email: uniqueEmail(prefix), password: 'secret-pass-1' };
  const response = await request.post('/api/auth/signup', {
    data: { ...credentials, phone_number: '081234567890' },
  });
  expect(response.status(), `signup: ${await response.text()}`).toBe(201);
  return { ...credentials, ...(await apiLogin(request, credentials)) };
}

export async function adminAccount(request: APIRequestContext): Promise<Account> {
  return { ...DEMO.admin, ...(await apiLogin(request, DEMO.admin)) };
}

export interface ProductRow {
  id: number;
  name: string;
  price: number;
  size: string;
  category_id: number;
  stock: number;
  is_dine_in: number;
  is_home_delivery: number;
  is_pick_up: number;
  images: string | null;
  start_delivery: string | null;
  end_delivery: string | null;
}

/** Products whose name contains `search` (the list's own search). */
export async function findProducts(request: APIRequestContext, search: string): Promise<ProductRow[]> {
  const response = await request.get('/api/products', { params: { page: 1, limit: 10, search } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { result: ProductRow[] }).result;
}

export async function findProduct(request: APIRequestContext, name: string): Promise<ProductRow> {
  const product = (await findProducts(request, name)).find((row) => row.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
}

export async function getProduct(request: APIRequestContext, id: number) {
  return request.get(`/api/products/${id}`);
}

/** `POST /api/order/checkout`: an unpaid order of dine-in lines (no delivery window to meet). */
export async function checkout(
  request: APIRequestContext,
  token: string,
  products: { product_id: number; qty: number; size: string }[],
  deliveryMethod = 'dine in',
): Promise<number> {
  const response = await request.post('/api/order/checkout', {
    headers: bearer(token),
    data: { delivery_method: deliveryMethod, delivery_time: '', products },
  });
  expect(response.status(), `checkout: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: { order_id: number } }).data.order_id;
}

export async function confirmPayment(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  const response = await request.patch('/api/order/confirm-payment', {
    headers: bearer(token),
    data: {
      order_id: orderId,
      address: 'Jl. Kenanga 7, Bandung',
      customer_phone: '081299990000',
      payment_method_id: '1',
    },
  });
  expect(response.status(), `confirm payment: ${await response.text()}`).toBe(200);
}

/** A customer's paid order (checkout then payment): what the admin's order list waits for. */
export async function paidOrder(
  request: APIRequestContext,
  customer: Session,
  products: { product_id: number; qty: number; size: string }[],
): Promise<number> {
  const orderId = await checkout(request, customer.token, products);
  await confirmPayment(request, customer.token, orderId);
  return orderId;
}

export async function orderDetail(request: APIRequestContext, token: string, orderId: number) {
  const response = await request.get(`/api/order/detail-order/${orderId}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { status: string; order_details: { id: number }[] } }).data;
}

/** `PATCH /api/order/status` as an admin: one step along paid → preparing → ready → done (or back). */
export async function moveOrder(
  request: APIRequestContext,
  adminToken: string,
  orderId: number,
  status: 'paid' | 'preparing' | 'ready' | 'done',
): Promise<void> {
  const response = await request.patch('/api/order/status', {
    headers: bearer(adminToken),
    data: { order_id: orderId, status },
  });
  expect(response.status(), `move to ${status}: ${await response.text()}`).toBe(200);
}
