import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createTestApp,
  insertProduct,
  multipart,
  testDatabase,
  type Account,
} from './support/testApp.ts';
import { startSession } from '../accounts/sessions.ts';

/**
 * Property-based fuzzing of every route the OpenAPI document lists, as a visitor, a customer and
 * an admin: generated bodies, path parameters and queries (edge numbers, long and odd strings,
 * ids that exist, random JSON) must never answer 5xx, and a 4xx must leave every table as it was.
 * The seed is fixed so a failure replays; the run count keeps each database under ~20 s.
 */

const SEED = 20261124;
/** Random runs per route, after its exhaustive examples. */
const RUNS_PER_ROUTE = 30;

const t = await createTestApp();
afterAll(() => t.close());
const db = t.app.ctx.db;

const customer: Account = await createAccount(t.app);
const admin: Account = await createAccount(t.app, 'admin');
const products = [
  await insertProduct(t.app, { stock: 100_000 }),
  await insertProduct(t.app, {
    stock: 100_000,
    is_dine_in: 0,
    is_pick_up: 1,
    start_delivery: '00:00',
    end_delivery: '23:59',
  }),
];
const checkout = await t.app.inject({
  method: 'POST',
  url: '/api/order/checkout',
  headers: customer.auth,
  payload: { delivery_method: 'dine in', products: [{ product_id: products[0]!.id, qty: 2, size: 'L' }] },
});
if (checkout.statusCode !== 201) throw new Error(`setup checkout failed: ${checkout.body}`);
const orderId = checkout.json<{ data: { order_id: number } }>().data.order_id;
const lineIds = (await db.selectFrom('order_details').select('id').execute()).map((row) => row.id);

/** Ids that exist, so generated requests reach past "not found" into the real work. */
const KNOWN_IDS = [...products.map((product) => product.id), orderId, ...lineIds, customer.id, admin.id];

const EDGE_NUMBERS = [
  0, -1, 1, 2, 3, 99, 100, 1000, 100_001, 10_000_001, 2_147_483_647, 2_147_483_648, -2_147_483_649,
  9_007_199_254_740_991, 1e21, 1e308, -1e308, 0.5, 1e-9,
];
const EDGE_STRINGS = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '2147483648',
  '9007199254740991',
  '1e3',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  'a'.repeat(255),
  'x'.repeat(3000),
  `${'a'.repeat(250)}@shop.io`,
  `${'a'.repeat(2690)}@shop.io`,
  'a@b.c',
  'customer@coffee.test',
  'password123',
  '13:00',
  '25:61',
  '23:59:59',
  '2026-11-23T14:00',
  '2026-02-31T13:00',
  '9999-12-31T23:59',
  '0001-01-01T00:00Z',
  'dine in',
  'home delivery',
  'take away',
  'R',
  'L',
  'XL',
  '250',
  '300',
  '500',
  'R,L,XL',
  'male',
  'female',
  '1995-02-29',
  'asc',
  'desc',
  'paid',
  'all',
  'new order',
  '\u0000',
  '😀'.repeat(60),
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%',
  '_',
  '\\',
  '__proto__',
  'constructor',
];

const edgeNumber = fc.constantFrom(...EDGE_NUMBERS);
const edgeString = fc.constantFrom(...EDGE_STRINGS);
const knownId = fc.constantFrom(...KNOWN_IDS);
/** Values past the bounds a database column holds: where an unchecked input turns into a 500. */
const outOfRange = fc.constantFrom(
  2_147_483_648,
  '2147483648',
  9_007_199_254_740_991,
  -2_147_483_649,
  1e21,
  'x'.repeat(3000),
  `${'a'.repeat(2690)}@shop.io`,
);
const idLike = fc.oneof(
  { weight: 1, arbitrary: knownId.map(String) },
  { weight: 3, arbitrary: edgeNumber },
  { weight: 2, arbitrary: outOfRange },
  { weight: 1, arbitrary: edgeString },
  { weight: 1, arbitrary: fc.integer() },
);

/**
 * A valid value for each field name the routes use, so most generated requests are valid but for
 * one or two fields and reach the database, where an unchecked value would do harm.
 */
const CART_LINE = { product_id: products[0]!.id, qty: 1, size: 'R' };
const VALID_VALUES: Record<string, unknown[]> = {
  email: ['fuzz@shop.test', customer.email, admin.email],
  password: ['password123'],
  prev_password: ['password123'],
  repeat_password: ['password123'],
  phone_number: ['081234567890'],
  customer_phone: ['081234567890'],
  delivery_method: ['dine in', 'take away'],
  delivery_time: [''],
  products: [[CART_LINE]],
  address: ['Jl. Kopi 1'],
  payment_method_id: [1, 2, 3],
  order_id: [orderId],
  order_detail_ids: [lineIds],
  id: [products[1]!.id],
  token: ['no-such-token'],
  username: ['kopi'],
  first_name: ['Kopi'],
  last_name: ['Susu'],
  gender: ['male', 'female'],
  bod: ['1995-04-12'],
  name: ['Fuzz latte'],
  description: ['Made by a property test'],
  price: [20_000],
  stock: [10],
  category_id: [1],
  size: ['R,L'],
  is_dine_in: [1],
  is_home_delivery: [0],
  is_pick_up: [0],
  start_delivery: ['13:00'],
  end_delivery: ['19:00'],
  page: ['1'],
  limit: ['10'],
  category: ['1'],
  sort: ['asc'],
  search: ['latte'],
  status: ['all'],
  from: ['2026-11-01'],
  to: ['2026-11-30'],
};
const VALID: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
  Object.entries(VALID_VALUES).map(([name, values]) => [name, fc.constantFrom(...values)]),
);

/** Mostly the valid value, sometimes a hostile one. */
const mostlyValid = (valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });

/** One field's value: mostly edges and near-valid values, sometimes any JSON at all. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeString },
  { weight: 3, arbitrary: outOfRange },
  { weight: 3, arbitrary: idLike },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(idLike, { maxLength: 4 }) },
);

/** Cart lines whose every part is mostly valid. */
const cartLines = fc.array(
  fc.record({
    product_id: mostlyValid(fc.constantFrom(...products.map((product) => product.id)), idLike),
    qty: mostlyValid(fc.integer({ min: 1, max: 3 }), fc.oneof(edgeNumber, fc.integer())),
    size: mostlyValid(fc.constantFrom('R', 'L', 'XL'), fieldValue),
  }),
  { minLength: 1, maxLength: 4 },
);
VALID.products = cartLines;

/** A field: its valid value three times in four (when one is known), else anything hostile. */
const field = (name: string) => (VALID[name] ? mostlyValid(VALID[name], fieldValue) : fieldValue);

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  bodyFields: string[] | null;
  multipartBody: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every operation of the live OpenAPI document: the routes as registered, not a list kept by hand. */
async function operations(): Promise<Operation[]> {
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      // A stream never ends, so inject would wait forever; its own tests cover it.
      const streams = Object.values(op.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {}));
      if (streams) continue;
      const parameters = op.parameters ?? [];
      const named = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name);
      const content = op.requestBody?.content ?? {};
      const schemas = Object.values(content);
      found.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: named('path'),
        queryParams: named('query'),
        headerParams: named('header'),
        bodyFields: schemas.length
          ? Object.keys(schemas.find((s) => s.schema?.properties)?.schema?.properties ?? {})
          : null,
        multipartBody: 'multipart/form-data' in content,
      });
    }
  }
  return found;
}

// Deletes go last, so the ids the other routes work on still exist while they are fuzzed.
const OPERATIONS = (await operations()).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

/** Every table but Kysely's bookkeeping and the login throttle (which records failed logins on purpose). */
const TABLES = (await db.introspection.getTables())
  // PostgreSQL lists every schema's tables; this file's own schema is the one to watch.
  .filter((table) => !t.config.pgSchema || table.schema === t.config.pgSchema)
  .map((table) => table.name)
  .filter((name) => !name.startsWith('kysely_') && name !== 'login_throttle')
  .sort();

/** The tables as the last request left them; null when the next request must take a fresh snapshot. */
let state: Record<string, string> | null = null;

/** Rows of every table, hashed: equal snapshots mean nothing was written. */
async function snapshot(): Promise<Record<string, string>> {
  const hashes = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      const lines = rows.map((row) => JSON.stringify(row));
      return `${rows.length}:${createHash('sha256').update(lines.sort().join('\n')).digest('hex')}`;
    }),
  );
  return Object.fromEntries(TABLES.map((table, index) => [table, hashes[index]!]));
}

/**
 * A valid token for the role as the account stands now (a fuzzed password change ends its sessions),
 * made once per account and version and then reused: a new login is a new session row, which would
 * read as a write.
 */
const tokens = new Map<string, string>();
async function authFor(role: 'visitor' | 'customer' | 'admin'): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  const account = role === 'admin' ? admin : customer;
  const row = await db.selectFrom('users').select('token_version').where('id', '=', account.id).executeTakeFirst();
  if (!row) return {};
  const key = `${account.id}:${row.token_version}`;
  let token = tokens.get(key);
  if (!token) {
    token = await startSession(t.app.ctx, { id: account.id, token_version: row.token_version });
    tokens.set(key, token);
    state = null;
  }
  return { authorization: `Bearer ${token}` };
}

function requestFor(op: Operation) {
  const pathValues = fc.tuple(...op.pathParams.map(() => mostlyValid(knownId, idLike)));
  const hostileQuery = fc.oneof(edgeString, idLike.map(String), fc.array(edgeString, { maxLength: 2 }));
  const query = fc.record(
    Object.fromEntries(
      [...op.queryParams, 'unknown'].map((name) => [
        name,
        VALID[name] ? mostlyValid(VALID[name], hostileQuery) : hostileQuery,
      ]),
    ),
    { requiredKeys: [] },
  );
  const fields = op.bodyFields ?? [];
  const body = op.bodyFields
    ? fc.oneof(
        {
          weight: 8,
          arbitrary: fc.record(Object.fromEntries([...fields, 'role_id'].map((name) => [name, field(name)])), {
            requiredKeys: [],
          }),
        },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      )
    : fc.constant(undefined);
  const header = op.headerParams.length
    ? fc.option(fc.constantFrom('', 'k1', 'k2', ' ', 'x'.repeat(300), 'ü'), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({
    role: fc.constantFrom('visitor' as const, 'customer' as const, 'admin' as const),
    pathValues,
    query,
    body,
    header,
    asMultipart: fc.boolean(),
    image: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }),
  });
}

type RequestInput = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

/** The values the exhaustive examples put in one place at a time. */
const HOSTILE: unknown[] = [
  0,
  -1,
  1.5,
  2_147_483_648,
  '2147483648',
  9_007_199_254_740_991,
  1e21,
  '',
  'x'.repeat(3000),
  `${'a'.repeat(2690)}@shop.io`,
  null,
  true,
  [],
  {},
  '25:61',
  '\u0000',
];

const first = (name: string, fallback: unknown) => VALID_VALUES[name]?.[0] ?? fallback;

/**
 * Before the random runs, a valid request and every single-place mutation of it (each path
 * parameter, query parameter, body field and cart line part set to each hostile value), as an
 * admin, who may call everything: the out-of-range cases are then always tried, not left to luck.
 */
function examplesFor(op: Operation): [RequestInput][] {
  const body = op.bodyFields ? Object.fromEntries(op.bodyFields.map((name) => [name, first(name, 'x')])) : undefined;
  const base: RequestInput = {
    role: 'admin',
    pathValues: op.pathParams.map((name) => first(name, 'x')),
    query: {},
    body,
    header: undefined,
    asMultipart: false,
    image: undefined,
  };
  const all: RequestInput[] = [base];
  for (const value of HOSTILE) {
    op.pathParams.forEach((_name, index) =>
      all.push({ ...base, pathValues: base.pathValues.map((old, i) => (i === index ? value : old)) }),
    );
    for (const name of op.queryParams) all.push({ ...base, query: { [name]: String(value) } });
    for (const name of op.bodyFields ?? []) all.push({ ...base, body: { ...body, [name]: value } });
    if (op.bodyFields?.includes('products')) {
      for (const part of ['product_id', 'qty', 'size']) {
        all.push({ ...base, body: { ...body, products: [{ ...CART_LINE, [part]: value }] } });
      }
    }
  }
  return all.map((example) => [example]);
}

async function inject(op: Operation, input: RequestInput): Promise<InjectOptions> {
  let url = op.path;
  op.pathParams.forEach((name, index) => {
    url = url.replace(`{${name}}`, encodeURIComponent(String(input.pathValues[index])));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  if (search.size) url += `?${search.toString()}`;
  const headers: Record<string, string> = { ...(await authFor(input.role)) };
  if (input.header !== undefined) {
    for (const name of op.headerParams) headers[name] = input.header;
  }
  if (op.bodyFields === null) return { method: op.method, url, headers };
  const fields = input.body;
  if (op.multipartBody && input.asMultipart && fields && typeof fields === 'object' && !Array.isArray(fields)) {
    const form = await multipart(
      Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ),
      input.image ? { name: 'photo.png', type: 'image/png', bytes: Buffer.from(input.image) } : undefined,
    );
    return { method: op.method, url, payload: form.payload, headers: { ...headers, ...form.headers } };
  }
  return {
    method: op.method,
    url,
    payload: JSON.stringify(fields),
    headers: { ...headers, 'content-type': 'application/json' },
  };
}

describe(`fuzzing every route (${testDatabase})`, () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx, and no write on a 4xx',
    async (_name, op) => {
      const examples = examplesFor(op);
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (input) => {
          // A checkout needs no unpaid order of the same customer: settle earlier ones first.
          if (op.path === '/api/order/checkout') {
            await db.updateTable('orders').set({ status: 'paid' }).where('status', '=', 'new order').execute();
          }
          // The caller's session first: starting one is a write of its own, made before the snapshot.
          await authFor(input.role);
          if (op.path === '/api/order/checkout' || !state) state = await snapshot();
          const request = await inject(op, input);
          const response = await t.app.inject(request);
          // What a call does after its answer (a reset mail's token) belongs to that call.
          await t.app.ctx.mailer.idle();
          const after = await snapshot();
          const described = `${request.method} ${request.url} as ${input.role}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, described).toBeLessThan(500);
          if (response.statusCode >= 400) expect(after, described).toEqual(state);
          state = after;
        }),
        // numRuns counts the examples too: every one of them runs, then the random ones.
        { seed: SEED, numRuns: examples.length + RUNS_PER_ROUTE, endOnFailure: true, examples },
      );
    },
  );
});
