import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../../app.ts';
import type { AppConfig, PasswordHashing } from '../../config.ts';
import type { ProductsTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_STAFF } from '../../../src/domain/roles.ts';

/** Argon2id with a tiny cost: tests check behaviour, not hashing strength. Production keeps its defaults. */
export const TEST_HASHING: PasswordHashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: App;
  dataDir: string;
  /** The configuration the app was built with, to build a second server on the same data. */
  config: AppConfig;
  close(): Promise<void>;
}

/** Which database this run uses: the `server-pg` project sets SERVER_TEST_DB=postgres. */
export const testDatabase = process.env.SERVER_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export async function createSchema(databaseUrl: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    schema,
    async drop() {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}

/** A fresh server on a fresh database (SQLite file, or its own PostgreSQL schema) in a temp folder. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-shop-test-'));
  let dropSchema = async () => {};
  const database: Partial<AppConfig> = {};
  if (testDatabase === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('SERVER_TEST_DB=postgres needs DATABASE_URL');
    const created = await createSchema(url);
    database.databaseUrl = url;
    database.pgSchema = created.schema;
    dropSchema = created.drop;
  }
  const config: AppConfig = {
    dataDir,
    jwtSecret: TEST_SECRET,
    appUrl: 'http://shop.test',
    logLevel: 'silent',
    passwordHashing: TEST_HASHING,
    seedDemo: false,
    // Suites upload dozens of pictures as one admin; the upload limit has its own test.
    images: { uploadLimit: { max: 1000, windowMs: 60_000 } },
    ...database,
    ...overrides,
  };
  let app: App;
  try {
    app = await buildApp(config);
  } catch (error) {
    await dropSchema();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    dataDir,
    config,
    async close() {
      await app.close();
      await dropSchema();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

let accountCounter = 0;

/** A signed-up, logged-in account (through the API); admins are promoted in the database, as ADMIN_EMAIL would. */
export async function createAccount(
  app: App,
  role: 'customer' | 'staff' | 'admin' = 'customer',
  name?: string,
): Promise<Account> {
  accountCounter += 1;
  const email = `${name ?? role}${accountCounter}-${randomBytes(3).toString('hex')}@shop.test`;
  const password = 'password123';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, phone_number: '081234567890' },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const id = signup.json<{ data: { id: number } }>().data.id;
  const roleId = { customer: ROLE_CUSTOMER, staff: ROLE_STAFF, admin: ROLE_ADMIN }[role];
  if (roleId !== ROLE_CUSTOMER)
    await app.ctx.db.updateTable('users').set({ role_id: roleId }).where('id', '=', id).execute();
  const token = await login(app, email, password);
  return { id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** Listens on a free local port, for tests that read streams over a real socket; answers its base URL. */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export async function login(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A product written straight to the database, so checkout tests do not depend on uploads. */
export async function insertProduct(app: App, overrides: Partial<Insertable<ProductsTable>> = {}) {
  const now = new Date().toISOString();
  return app.ctx.db
    .insertInto('products')
    .values({
      name: `Test Latte ${randomBytes(3).toString('hex')}`,
      description: 'A product for tests',
      price: 20000,
      images: null,
      size: 'R,L,XL',
      category_id: 1,
      stock: 100,
      is_dine_in: 1,
      is_home_delivery: 0,
      is_pick_up: 0,
      start_delivery: null,
      end_delivery: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every error answer of the contract: a status and a human `messages` string. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  messages?: string | RegExp,
): { messages: string; code: string; details?: Record<string, string> } {
  const body = response.json<{ messages: string; code: string; details?: Record<string, string> }>();
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  if (typeof body.messages !== 'string' || body.messages.length === 0)
    throw new Error(`no messages in ${response.body}`);
  if (typeof body.code !== 'string') throw new Error(`no code in ${response.body}`);
  if (
    messages instanceof RegExp ? !messages.test(body.messages) : messages !== undefined && body.messages !== messages
  ) {
    throw new Error(`expected messages ${String(messages)}, got ${body.messages}`);
  }
  return body;
}

/** Row counts of the tables a failed request must not touch. */
export async function tableCounts(app: App) {
  const count = async (table: 'users' | 'products' | 'orders' | 'order_details' | 'idempotency_keys' | 'images') => {
    const row = await app.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return {
    users: await count('users'),
    products: await count('products'),
    orders: await count('orders'),
    order_details: await count('order_details'),
    idempotency_keys: await count('idempotency_keys'),
    images: await count('images'),
  };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; type: string; bytes: Buffer; field?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A Monday at 14:00 shop time, inside the home delivery window, a few days from now. */
export function nextMondayAt(hour: number, minute = 0): string {
  const now = new Date();
  const shop = new Date(now.getTime() + 7 * 3_600_000);
  const daysUntilMonday = ((8 - shop.getUTCDay()) % 7) + 7;
  const monday = new Date(Date.UTC(shop.getUTCFullYear(), shop.getUTCMonth(), shop.getUTCDate() + daysUntilMonday));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}T${pad(hour)}:${pad(minute)}`;
}
