import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccount, checkout, findProduct, newCustomer, paidOrder, type Account } from './api';
import { signIn } from './browser';

export type Role = 'visitor' | 'customer' | 'admin';

export interface Check {
  path: string;
  role: Role;
  /** What shows once the route's content has loaded. */
  ready: (page: Page) => Locator;
  /** Setup through the API: extra localStorage items (e.g. order_id) and a path built from data. */
  prepare?: (
    request: APIRequestContext,
    account: Account,
  ) => Promise<{ path?: string; storage?: Record<string, string> }>;
  /** A visitor's page whose path is built from data (no account to prepare). */
  visitorPath?: (request: APIRequestContext) => Promise<string>;
}

/**
 * The order the payment and order-detail pages show: `order_id` (docs/product.md#what-the-browser-keeps) and the
 * app's `order_user`, which ties it to the signed-in account.
 */
const pendingOrder = (orderId: number, account: Account) => ({ order_id: String(orderId), order_user: account.id });

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

/** Every route of the route table (docs/product.md#route-table), with the login it needs. */
export const ROUTES: Check[] = [
  { path: '/', role: 'visitor', ready: (page) => page.getByText('90+') },
  { path: '/auth/signup', role: 'visitor', ready: h1('Sign Up') },
  { path: '/auth/login', role: 'visitor', ready: h1('Login') },
  { path: '/auth/forgot', role: 'visitor', ready: h1('Forgot your password?') },
  { path: '/auth/new-password/some-reset-token', role: 'visitor', ready: h1('Create a new password') },
  { path: '/no-such-page', role: 'visitor', ready: h1('Page not found') },
  { path: '/status', role: 'visitor', ready: h1(/Order status/) },

  // The menu is open to anyone: the list and a product's page, with the visitor's bar.
  {
    path: '/cust/product',
    role: 'visitor',
    ready: (page) => page.getByRole('link', { name: 'Cold Brew', exact: true }),
  },
  {
    path: '/cust/product-d',
    role: 'visitor',
    ready: h1('Cappuccino'),
    visitorPath: async (request) => `/cust/product-d?id=${(await findProduct(request, 'Cappuccino')).id}`,
  },

  { path: '/cust/home', role: 'customer', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/cust/product',
    role: 'customer',
    ready: (page) => page.getByRole('link', { name: 'Cold Brew', exact: true }),
  },
  {
    path: '/cust/product-d',
    role: 'customer',
    ready: h1('Cappuccino'),
    prepare: async (request) => ({ path: `/cust/product-d?id=${(await findProduct(request, 'Cappuccino')).id}` }),
  },
  {
    path: '/cust/cart',
    role: 'customer',
    ready: (page) => page.getByRole('button', { name: 'Confirm and Pay' }),
    prepare: async (request, account) => {
      const espresso = await findProduct(request, 'Espresso');
      const orderId = await checkout(request, account.token, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
      return { storage: pendingOrder(orderId, account) };
    },
  },
  {
    path: '/cust/history',
    role: 'customer',
    ready: (page) => page.getByRole('checkbox', { name: /Espresso/ }),
    prepare: async (request, account) => {
      const espresso = await findProduct(request, 'Espresso');
      await paidOrder(request, account, [{ product_id: espresso.id, qty: 1, size: 'L' }]);
      return {};
    },
  },
  {
    path: '/cust/order',
    role: 'customer',
    ready: (page) => page.getByText(/in the queue/),
    prepare: async (request, account) => {
      const espresso = await findProduct(request, 'Espresso');
      const orderId = await paidOrder(request, account, [{ product_id: espresso.id, qty: 1, size: 'R' }]);
      return { path: `/cust/order?id=${orderId}` };
    },
  },
  { path: '/cust/profile', role: 'customer', ready: h1('User Profile') },
  { path: '/cust/edit-password', role: 'customer', ready: h1('Edit Password') },

  { path: '/admin/dashboard', role: 'admin', ready: h1('Dashboard') },
  {
    path: '/admin/queue',
    role: 'admin',
    ready: (page) => page.getByRole('button', { name: /^Start order \d+$/ }).first(),
    prepare: async (request) => {
      const customer = await newCustomer(request, 'queue');
      const espresso = await findProduct(request, 'Espresso');
      await paidOrder(request, customer, [{ product_id: espresso.id, qty: 1, size: 'L' }]);
      return {};
    },
  },
  { path: '/admin/member-card', role: 'admin', ready: h1('Member card') },
  { path: '/admin/home', role: 'admin', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/admin/staff', role: 'admin', ready: (page) => page.getByRole('button', { name: 'Send invite' }) },
  {
    path: '/admin/menu-availability',
    role: 'admin',
    ready: (page) => page.getByRole('switch', { name: /^Sold out: / }).first(),
  },
  {
    path: '/admin/product-admin',
    role: 'admin',
    ready: (page) => page.getByRole('link', { name: 'Cold Brew', exact: true }),
  },
  { path: '/admin/shop', role: 'admin', ready: h1('Shop settings') },
  { path: '/admin/option-groups', role: 'admin', ready: h1('Choices') },
  { path: '/admin/add-product', role: 'admin', ready: h1('Add new product') },
  {
    path: '/admin/edit-product',
    role: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Delete Product' }),
    prepare: async (request) => ({ path: `/admin/edit-product?id=${(await findProduct(request, 'Cappuccino')).id}` }),
  },
  {
    path: '/admin/bmanage-order',
    role: 'admin',
    ready: (page) => page.getByRole('button', { name: 'DETAIL' }).first(),
  },
  {
    path: '/admin/manage-order',
    role: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Mark As Done' }),
    prepare: async (request, account) => {
      const customer = await newCustomer(request, 'a11y-buyer');
      const cappuccino = await findProduct(request, 'Cappuccino');
      const orderId = await paidOrder(request, customer, [{ product_id: cappuccino.id, qty: 1, size: 'XL' }]);
      return { storage: pendingOrder(orderId, account) };
    },
  },
  { path: '/admin/profile', role: 'admin', ready: h1('User Profile') },
  { path: '/admin/edit-password', role: 'admin', ready: h1('Edit Password') },
];

/**
 * Opens a route as its role would: a fresh account of that role, the route's data prepared through
 * the API, signed in, then the page. Returns the path opened.
 */
export async function openRoute(page: Page, request: APIRequestContext, route: Check): Promise<string> {
  let path = (await route.visitorPath?.(request)) ?? route.path;
  if (route.role !== 'visitor') {
    const account = route.role === 'admin' ? await adminAccount(request) : await newCustomer(request, 'routes');
    const prepared = (await route.prepare?.(request, account)) ?? {};
    path = prepared.path ?? path;
    await signIn(page, account, prepared.storage);
  }
  await page.goto(path);
  return path;
}
