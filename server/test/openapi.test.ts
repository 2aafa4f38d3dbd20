// Redocly's OpenAPI linter comes with openapi-typescript (one of its dependencies).
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { InjectOptions } from 'fastify';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifImage, pngImage } from './support/fixtureImages.ts';
import {
  createAccount,
  createTestApp,
  insertProduct,
  multipart,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** The parts of the document these checks read. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

let t: TestApp;
let doc: Document;
let customer: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
  customer = await createAccount(t.app);
  admin = await createAccount(t.app, 'admin');
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method]! })),
  );
const name = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

/** `admin` for calls a customer is refused (an admin's or staff's), `user` for any signed-in caller. */
const roleOf = (op: Operation) =>
  op.security?.length
    ? op.security.some((need) => need.bearerAuth?.some((role) => role === 'admin' || role === 'staff'))
      ? 'admin'
      : 'user'
    : null;
const isMultipart = (op: Operation) => Boolean(op.requestBody?.content['multipart/form-data']);
/** A path parameter naming a stored thing (`{id}`, `{order_id}`); a reset `{token}` is not one. */
const idParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((p) => /(^|_)id$/.test(p));
const documented = (op: Operation) => Object.keys(op.responses).map(Number);

function resolve(schema: Schema): Schema {
  return schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!) : schema;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document that openapi-typescript turns into types', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    // Redocly's linter (what openapi-typescript builds on) with its recommended rules: structure and more.
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    await expect(openapiTS(structuredClone(doc) as unknown as OpenAPI3, { silent: true })).resolves.toBeDefined();
    const refs = JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g);
    for (const [, ref] of refs) {
      expect(ref, 'only local component references').toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, `${ref} resolves`).toHaveProperty(ref!.replace('#/components/schemas/', ''));
    }
    for (const operation of operations()) {
      for (const param of operation.path.matchAll(/\{(\w+)\}/g)) {
        expect(operation.op.parameters, `${name(operation)} declares {${param[1]}}`).toContainEqual(
          expect.objectContaining({ name: param[1], in: 'path', required: true }),
        );
      }
      for (const [status, response] of Object.entries(operation.op.responses)) {
        expect(status, name(operation)).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${name(operation)} ${status} has a description`).toBeTruthy();
      }
    }
  });

  it('gives every operation a unique operationId, a summary and a description', () => {
    const ids = operations().map(({ op }) => op.operationId);
    for (const operation of operations()) {
      expect(operation.op.operationId, name(operation)).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.op.summary, name(operation)).toBeTruthy();
      expect(operation.op.description, name(operation)).toBeTruthy();
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every status each operation can answer, by what the operation is', () => {
    for (const operation of operations()) {
      const { op, method, path } = operation;
      const statuses = documented(op);
      const must = [400, 500, 503];
      const role = roleOf(op);
      if (role) must.push(401);
      if (role === 'admin') must.push(403);
      // Fastify reads a body on these methods whenever one is sent, expected or not.
      if (BODY_METHODS.has(method) || isMultipart(op)) must.push(413, 415);
      if (idParams(path).length > 0) must.push(404);
      for (const status of must) expect(statuses, `${name(operation)} documents ${status}`).toContain(status);
      // Every error is the Error envelope, or a named one that adds typed details (a stale cart's carts).
      for (const status of statuses.filter((s) => s >= 400)) {
        const schema = op.responses[status]!.content!['application/json']!.schema as { $ref?: string };
        expect(schema.$ref, `${name(operation)} ${status}`).toMatch(/^#\/components\/schemas\/\w*Error$/);
        expect(resolve(schema).required, `${name(operation)} ${status}`).toEqual(
          expect.arrayContaining(['messages', 'code']),
        );
      }
    }
  });

  it('names the shared schemas instead of repeating them', () => {
    for (const component of [
      'Product',
      'ProductWithOptions',
      'OptionGroup',
      'ChosenOption',
      'Order',
      'OrderDetail',
      'OrderSummary',
      'Profile',
      'HistoryLine',
      'Error',
    ]) {
      expect(doc.components.schemas, component).toHaveProperty(component);
    }
    const one = doc.paths['/api/products/{id}']!.get!.responses[200]!.content!['application/json']!.schema;
    expect(one.properties!.result).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/ProductWithOptions' },
    });
    const detail = doc.paths['/api/order/detail-order/{order_id}']!.get!.responses[200]!.content!['application/json']!;
    expect(detail.schema.properties!.data).toEqual({ $ref: '#/components/schemas/Order' });
    expect(resolve(detail.schema.properties!.data!).properties!.order_details).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/OrderDetail' },
    });
    expect(doc.components.schemas.Error!.required).toEqual(['messages', 'code']);
  });

  it('lets gender be null in its enum', () => {
    const gender = resolve(doc.components.schemas.Profile!).properties!.gender!;
    const branches = gender.anyOf ?? [gender];
    expect(branches.some((b) => b.type === 'null' || b.enum?.includes(null))).toBe(true);
    expect(branches.flatMap((b) => b.enum ?? [])).toEqual(expect.arrayContaining(['male', 'female']));
  });

  it('types the multipart bodies: named fields, the required ones, the image as a binary file', () => {
    const form = (path: string, method: string) =>
      resolve(doc.paths[path]![method]!.requestBody!.content['multipart/form-data']!.schema);
    const create = form('/api/products', 'post');
    expect(create.required).toEqual(expect.arrayContaining(['name', 'price', 'stock', 'category_id', 'size', 'image']));
    expect(create.properties!.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(create.properties!.is_dine_in).toMatchObject({ type: 'string' });
    const change = form('/api/products/{id}', 'patch');
    expect(change.required ?? []).toEqual([]);
    expect(change.properties!.image).toMatchObject({ type: 'string', format: 'binary' });
    const picture = form('/api/user/update-image', 'patch');
    expect(picture.required).toEqual(['image']);
    expect(picture.properties!.image).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('documents /api/products and /api/history without a trailing slash, and both forms still answer', async () => {
    expect(Object.keys(doc.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    expect(doc.paths).toHaveProperty(['/api/products', 'get']);
    expect(doc.paths).toHaveProperty(['/api/history', 'get']);
    for (const url of ['/api/products', '/api/products/', '/api/history', '/api/history/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: customer.auth });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('every status the server answers is documented', () => {
  /** A stored-looking id that names nothing, inside the 32-bit range the schemas accept. */
  const UNKNOWN_ID = 2_000_000_000;
  const fill = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, param: string) => (/(^|_)id$/.test(param) ? String(UNKNOWN_ID) : 'no-such-token'));
  const urlOf = (path: string) => fill(path);

  /** The requests that produce each class of error a client can cause, for one operation. */
  async function errorRequests(path: string, method: string, op: Operation) {
    const url = urlOf(path);
    const base = { method: method.toUpperCase() as InjectOptions['method'], url };
    const requests: { cause: string; expect?: number; request: InjectOptions }[] = [];
    const role = roleOf(op);
    // Every route, guarded or not: a guard the document does not show answers an undocumented 401.
    // A stream (server-sent events) that is let in never ends, so only requests refused up front go to one.
    const streams = Object.values(op.responses).some((r) => r.content?.['text/event-stream']);
    if (role || !streams) requests.push({ cause: 'no token', ...(role ? { expect: 401 } : {}), request: base });
    // A logout ends the session it is sent with: it gets accounts of its own, so the shared ones stay signed in.
    const endsSession = path === '/api/auth/logout';
    if (role === 'admin' || !streams) {
      const asCustomer = { ...base, headers: endsSession ? (await createAccount(t.app)).auth : customer.auth };
      requests.push({ cause: 'a customer', ...(role === 'admin' ? { expect: 403 } : {}), request: asCustomer });
    }
    if (role) {
      requests.push({
        cause: 'a forged token',
        expect: 401,
        request: { ...base, headers: { authorization: 'Bearer x.y.z' } },
      });
    }
    const auth = endsSession ? (await createAccount(t.app, 'admin')).auth : admin.auth;
    if (idParams(path).length > 0) {
      // A body each id route takes (a product's changes, an availability, a help call's answer), so the id is what is refused.
      const body =
        BODY_METHODS.has(method) && op.requestBody?.content['application/json']
          ? { stock: 1, sold_out: true, reply: 'Noted' }
          : undefined;
      requests.push({
        cause: 'an unknown id',
        expect: 404,
        request: { ...base, headers: auth, ...(body ? { payload: body } : {}) },
      });
      requests.push({
        cause: 'an id that is not a number',
        expect: 400,
        request: { ...base, url: path.replace(/\{\w+\}/g, 'abc'), headers: auth },
      });
    }
    if (BODY_METHODS.has(method)) {
      const json = { ...auth, 'content-type': 'application/json' };
      requests.push({ cause: 'malformed JSON', expect: 400, request: { ...base, headers: json, payload: '{"a":' } });
      requests.push({
        cause: 'a body over the limit',
        expect: 413,
        request: { ...base, headers: json, payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) },
      });
      requests.push({
        cause: 'plain text',
        expect: 415,
        request: { ...base, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'hello' },
      });
    }
    if (op.requestBody?.content['application/json'] && !idParams(path).length) {
      requests.push({
        cause: 'a list instead of an object',
        expect: 400,
        request: { ...base, headers: auth, payload: [1] },
      });
    }
    if (!streams && op.parameters?.some((p) => p.in === 'query')) {
      const query = op.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=%25%25not-valid%25%25`);
      requests.push({
        cause: 'bad query values',
        request: { ...base, url: `${url}?${query.join('&')}`, headers: auth },
      });
    }
    if (isMultipart(op)) {
      // Complete fields, so the image is what is refused (before any product is looked up).
      const fields = { name: 'Form Latte', price: 25000, stock: 5, category_id: 1, size: 'R', is_dine_in: 1 };
      const wrongType = await multipart(fields, { name: 'a.gif', type: 'image/gif', bytes: await gifImage() });
      requests.push({
        cause: 'an image of the wrong type',
        expect: 415,
        request: { ...base, headers: { ...auth, ...wrongType.headers }, payload: wrongType.payload },
      });
      const huge = await multipart({}, { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(4_500_000, 1) });
      requests.push({
        cause: 'an image too large',
        // The parser stops the upload before the handler runs.
        expect: 413,
        request: { ...base, headers: { ...auth, ...huge.headers }, payload: huge.payload },
      });
    }
    if (!streams) requests.push({ cause: 'an admin', request: { ...base, headers: auth } });
    return requests;
  }

  it('answers each error class with a documented status and the Error body', async () => {
    const undocumented: string[] = [];
    const unexpected: string[] = [];
    for (const { path, method, op } of operations()) {
      for (const { cause, expect: wanted, request } of await errorRequests(path, method, op)) {
        const response = await t.app.inject(request);
        const label = `${method.toUpperCase()} ${path} with ${cause}: ${response.statusCode}`;
        if (!documented(op).includes(response.statusCode)) undocumented.push(label);
        if (wanted !== undefined && response.statusCode !== wanted) unexpected.push(`${label}, expected ${wanted}`);
        if (response.statusCode >= 400) {
          expect(response.json(), label).toMatchObject({ messages: expect.any(String), code: expect.any(String) });
        }
      }
    }
    expect(undocumented).toEqual([]);
    expect(unexpected).toEqual([]);
  });

  it('documents the statuses of the product and picture forms for real uploads', async () => {
    const product = await insertProduct(t.app);
    const upload = await multipart({ price: 31000 }, { name: 'a.png', type: 'image/png', bytes: await pngImage() });
    const sent = [
      { path: '/api/products/{id}', method: 'patch', url: `/api/products/${product.id}`, body: upload },
      {
        path: '/api/products/{id}',
        method: 'patch',
        url: `/api/products/${product.id}`,
        body: await multipart({ price: -1 }),
      },
      { path: '/api/user/update-image', method: 'patch', url: '/api/user/update-image', body: await multipart({}) },
      { path: '/api/products', method: 'post', url: '/api/products', body: await multipart({ name: 'No Image' }) },
    ];
    const answered = [];
    for (const { path, method, url, body } of sent) {
      const response = await t.app.inject({
        method: method.toUpperCase() as InjectOptions['method'],
        url,
        headers: { ...admin.auth, ...body.headers },
        payload: body.payload,
      });
      answered.push(response.statusCode);
      expect(documented(doc.paths[path]![method]!)).toContain(response.statusCode);
    }
    expect(answered).toEqual([200, 400, 400, 400]);
  });
});
