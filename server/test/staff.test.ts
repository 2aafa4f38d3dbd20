import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_STAFF } from '../../src/domain/roles.ts';
import { INVITE_ADMIN, LAST_ADMIN } from '../staff/staff.ts';
import { mailsTo } from './support/outbox.ts';
import { openStream, type OpenStream } from './support/sseClient.ts';
import {
  createAccount,
  listenLocally,
  createTestApp,
  expectError,
  login,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/** The admin's staff management (docs/product.md#staff): invites, the barista's rights, removals. */

let t: TestApp;
let base: string;
let owner: Account;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 150 });
  base = await listenLocally(t.app);
  owner = await createAccount(t.app, 'admin', 'owner');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

let counter = 0;
const freshEmail = (name: string) => `${name}${++counter}-${Date.now()}@shop.test`;

const invite = (payload: Record<string, string>, headers: Record<string, string> = {}, by: Account = owner) =>
  t.app.inject({ method: 'POST', url: '/api/users/staff/invite', headers: { ...by.auth, ...headers }, payload });
const remove = (id: number, by: Account = owner) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/staff/${id}`, headers: by.auth });
const roleOfRow = async (id: number) =>
  (await t.app.ctx.db.selectFrom('users').select('role_id').where('id', '=', id).executeTakeFirstOrThrow()).role_id;

/** The token of the last invite mailed to this address. */
async function inviteToken(email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const match = /http:\/\/shop\.test\/auth\/new-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no invite link mailed to ${email}`);
  return match[1]!;
}

/** An invited barista who has chosen a password and signed in. */
async function barista(name = 'ana'): Promise<Account> {
  const email = freshEmail(name);
  expect((await invite({ email, first_name: 'Ana' })).statusCode).toBe(201);
  const password = 'barista-password-1';
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/auth/forgot-password/new-password/${await inviteToken(email)}`,
    payload: { password, repeat_password: password },
  });
  expect(set.statusCode, set.body).toBe(200);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ token: string; data: { id: number; role_id: number } }>();
  return {
    id: body.data.id,
    email,
    password,
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

describe('POST /api/users/staff/invite', () => {
  it('creates a staff account for a new email and mails a link valid for 7 days', async () => {
    const email = freshEmail('new');
    const response = await invite({ email: `  ${email.toUpperCase()} `, first_name: ' Ana ' });
    expect(response.statusCode, response.body).toBe(201);
    const member = response.json().data;
    expect(member).toMatchObject({ email, first_name: 'Ana', role_id: ROLE_STAFF });
    expect(response.json().messages).toBe(`Invite sent to ${email}`);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('You are invited to the Coffee Shop staff');
    expect(mail!.text).toContain('Hello Ana,');
    expect(mail!.text).toContain('within 7 days');
    const row = await t.app.ctx.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('writes the mail in Bahasa Indonesia when the app asks in it', async () => {
    const email = freshEmail('id');
    expect((await invite({ email, first_name: 'Budi' }, { 'accept-language': 'id-ID,id;q=0.9' })).statusCode).toBe(201);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Kamu diundang jadi staf Coffee Shop');
    expect(mail!.html).toContain('<html lang="id">');
  });

  it('promotes a customer, keeping their own first name, and a second invite ends the first link', async () => {
    const customer = await createAccount(t.app);
    await t.app.ctx.db.updateTable('users').set({ first_name: 'Citra' }).where('id', '=', customer.id).execute();
    const response = await invite({ email: customer.email, first_name: 'Someone' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: customer.id, first_name: 'Citra', role_id: ROLE_STAFF });
    const first = await inviteToken(customer.email);
    expect((await invite({ email: customer.email, first_name: 'Citra' })).statusCode).toBe(200);
    const second = await inviteToken(customer.email);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password/new-password/${first}`,
      payload: { password: 'new-password-1', repeat_password: 'new-password-1' },
    });
    expectError(old, 400);
  });

  it('refuses an admin’s email and demotes nobody', async () => {
    const other = await createAccount(t.app, 'admin');
    expectError(await invite({ email: other.email, first_name: 'Boss' }), 409, INVITE_ADMIN);
    expect(await roleOfRow(other.id)).toBe(ROLE_ADMIN);
    expect(await mailsTo(t, other.email)).toEqual([]);
  });

  it('refuses a bad email or a missing first name with the form’s messages', async () => {
    const bad = expectError(await invite({ email: 'not-an-email', first_name: 'Ana' }), 400);
    expect(bad.details?.email).toBe('Your email format is incorrect');
    const empty = expectError(await invite({ email: freshEmail('x'), first_name: '  ' }), 400);
    expect(empty.details?.first_name).toBeDefined();
  });
});

describe('the invited barista', () => {
  it('sets a password with the link, signs in as role 3 and is refused the admin’s calls', async () => {
    const ana = await barista();
    const detail = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: ana.auth });
    expect(detail.json().data.role_id).toBe(ROLE_STAFF);
    const refused = [
      { method: 'GET' as const, url: '/api/order/income' },
      { method: 'POST' as const, url: '/api/products', payload: { name: 'x' } },
      { method: 'POST' as const, url: '/api/option-groups', payload: { name: 'x' } },
      { method: 'GET' as const, url: '/api/users/staff' },
      { method: 'POST' as const, url: '/api/users/staff/invite', payload: { email: freshEmail('y'), first_name: 'Y' } },
    ];
    for (const call of refused) {
      expectError(await t.app.inject({ ...call, headers: ana.auth }), 403);
    }
    const queue = await t.app.inject({ method: 'GET', url: '/api/order/queue', headers: ana.auth });
    expect(queue.statusCode, queue.body).toBe(200);
  });
});

describe('GET /api/users/staff', () => {
  it('lists the admins, then the staff, with the contract’s fields only', async () => {
    const ana = await barista('listed');
    const response = await t.app.inject({ method: 'GET', url: '/api/users/staff', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    const people = response.json().data as { id: number; role_id: number }[];
    expect(people.find((person) => person.id === owner.id)).toMatchObject({ role_id: ROLE_ADMIN });
    expect(Object.keys(people.find((person) => person.id === ana.id)!).sort()).toEqual([
      'created_at',
      'email',
      'first_name',
      'id',
      'role_id',
    ]);
    const roles = people.map((person) => person.role_id);
    expect(roles).toEqual([...roles].sort());
    expect(roles.every((role) => role === ROLE_ADMIN || role === ROLE_STAFF)).toBe(true);
  });
});

describe('DELETE /api/users/staff/{id}', () => {
  it('makes the barista a customer: their token answers invalid token and their stream closes within a second', async () => {
    const ana = await barista('removed');
    const ticket = await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: ana.auth });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const stream = await openStream(`${base}/api/events?ticket=${ticket.json().data.ticket as string}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const response = await remove(ana.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: ana.id, role_id: ROLE_CUSTOMER });
    const after = await t.app.inject({ method: 'GET', url: '/api/order/queue', headers: ana.auth });
    expect(expectError(after, 401).messages).toBe('invalid token');
    await stream.until((s) => s.ended, 1000, 'the stream to close');
    // Signing in again works, as a customer.
    const again = await login(t.app, ana.email, ana.password);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/order/queue',
      headers: { authorization: `Bearer ${again}` },
    });
    expectError(queue, 403);
  });

  it('answers 404 for a customer or an unknown id, writing nothing', async () => {
    const customer = await createAccount(t.app);
    expectError(await remove(customer.id), 404);
    expectError(await remove(2_000_000), 404);
    expect(await roleOfRow(customer.id)).toBe(ROLE_CUSTOMER);
  });

  it('never removes the last admin, and two admins removing each other at once leave one', async () => {
    // Only the admins of this test remain: the others are made customers first.
    const second = await createAccount(t.app, 'admin', 'second');
    await t.app.ctx.db
      .updateTable('users')
      .set({ role_id: ROLE_CUSTOMER })
      .where('role_id', '=', ROLE_ADMIN)
      .where('id', 'not in', [owner.id, second.id])
      .execute();
    const [a, b] = await Promise.all([remove(second.id, owner), remove(owner.id, second)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // The loser is refused as the last admin, or is no longer signed in as one.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = await t.app.ctx.db.selectFrom('users').select('id').where('role_id', '=', ROLE_ADMIN).execute();
    expect(admins).toHaveLength(1);
    const last = admins[0]!.id === owner.id ? owner : second;
    expectError(await remove(last.id, last), 409, LAST_ADMIN);
    owner = last;
  });
});
