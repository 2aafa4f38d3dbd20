import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import { hashResetToken } from '../accounts/passwordReset.ts';
import { createAccount, createTestApp, expectError, login, TEST_SECRET, type TestApp } from './support/testApp.ts';

let t: TestApp;
let now = new Date();

beforeAll(async () => {
  // A movable clock lets the reset-token expiry be tested without waiting 30 minutes.
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/signup', () => {
  it('creates a customer and answers 201 with the new id', async () => {
    const response = await post('/api/auth/signup', {
      email: 'New@Shop.test',
      password: 'password123',
      phone_number: 81234567,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ messages: expect.any(String), data: { email: 'new@shop.test', role_id: 2 } });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.phone_number).toBe('81234567');
  });

  it('refuses the same email in another case with 409', async () => {
    const response = await post('/api/auth/signup', {
      email: 'NEW@shop.TEST',
      password: 'password123',
      phone_number: '0812345',
    });
    expectError(response, 409, 'Email already registered');
  });

  it('never takes a role from the request', async () => {
    const response = await post('/api/auth/signup', {
      email: 'sneaky@shop.test',
      password: 'password123',
      phone_number: '081234567',
      role_id: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.role_id).toBe(2);
  });

  it.each([
    [{ email: '', password: 'password123', phone_number: '0812345' }, MESSAGES.signupEmailEmpty],
    [{ email: 'no-at-sign', password: 'password123', phone_number: '0812345' }, MESSAGES.emailFormat],
    [{ email: 'a@b.test', password: 'short', phone_number: '0812345' }, MESSAGES.passwordTooShort],
    [{ email: 'a@b.test', password: 'password123', phone_number: 'phone' }, MESSAGES.signupPhone],
    [{ email: 'a@b.test', password: 'password123' }, MESSAGES.signupPhone],
    [{ email: 42, password: 'password123', phone_number: '0812345' }, MESSAGES.signupEmailEmpty],
  ])('answers 400 with the form message for %j', async (payload, message) => {
    expectError(await post('/api/auth/signup', payload), 400, message);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the token, id and role', async () => {
    const account = await createAccount(t.app);
    const response = await post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      messages: 'Success Login',
      token: expect.any(String),
      data: { id: account.id, role_id: 2, email: account.email },
    });
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const account = await createAccount(t.app);
    const unknown = await post('/api/auth/login', { email: 'nobody@shop.test', password: 'password123' });
    const wrong = await post('/api/auth/login', { email: account.email, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ email: '', password: 'x' }, MESSAGES.loginEmailEmpty],
    [{ email: 'nope', password: 'x' }, MESSAGES.loginEmailFormat],
    [{ email: 'a@b.test', password: '' }, MESSAGES.loginPasswordEmpty],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await post('/api/auth/login', payload), 400, message);
  });

  it('throttles after 5 failures for one account, from any address, and the right password waits too', async () => {
    const account = await createAccount(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/login', { email: account.email, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    expectError(await post('/api/auth/login', { email: account.email, password: account.password }), 429);
    // Spraying from another address gains nothing: the limit is per account (loginThrottle.test.ts has the rest).
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.9.8.7',
    });
    expectError(other, 429);
    // The wait passes and the account is usable again.
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('a successful login clears earlier failures', async () => {
    const account = await createAccount(t.app);
    for (let i = 0; i < 4; i++) await post('/api/auth/login', { email: account.email, password: 'wrong-password' });
    expect((await post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await post('/api/auth/login', { email: account.email, password: 'wrong-password' });
    expect((await post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const detail = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/detail', headers: authorization ? { authorization } : {} });
  const key = new TextEncoder().encode(TEST_SECRET);

  it('no token: 401 invalid token', async () => {
    expectError(await detail(), 401, 'invalid token');
    expectError(await detail('Basic abc'), 401, 'invalid token');
  });

  it('a garbage or tampered token: 401 invalid token', async () => {
    const account = await createAccount(t.app);
    expectError(await detail('Bearer not.a.token'), 401, 'invalid token');
    const [header, payload, signature] = account.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expectError(await detail(`Bearer ${header}.${forged}.${signature}`), 401, 'invalid token');
  });

  it('an expired token: 401 Token Expired', async () => {
    const account = await createAccount(t.app);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('coffee-shop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    expectError(await detail(`Bearer ${expired}`), 401, 'Token Expired');
  });

  it('pins the algorithm: HS512 or alg none with the same secret is refused', async () => {
    const account = await createAccount(t.app);
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(account.id))
      .setIssuer('coffee-shop')
      .setExpirationTime('1h')
      .sign(key);
    expectError(await detail(`Bearer ${hs512}`), 401, 'invalid token');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(account.id), ver: 0, iss: 'coffee-shop', exp: 9999999999 }),
    ).toString('base64url')}.`;
    expectError(await detail(`Bearer ${none}`), 401, 'invalid token');
  });

  it('a correctly signed token without an expiry: 401 invalid token', async () => {
    const account = await createAccount(t.app);
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('coffee-shop')
      .setIssuedAt()
      .sign(key);
    expectError(await detail(`Bearer ${forever}`), 401, 'invalid token');
  });

  it('reads the role from the database, not from the token', async () => {
    const account = await createAccount(t.app);
    const orders = () => t.app.inject({ method: 'GET', url: '/api/order/all', headers: account.auth });
    expect((await orders()).statusCode).toBe(403);
    await t.app.ctx.db.updateTable('users').set({ role_id: 1 }).where('id', '=', account.id).execute();
    expect((await orders()).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = async () =>
    (await readdir(outbox()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const latestLink = async () => {
    const names = (await mails()).sort();
    const text = await readFile(path.join(outbox(), names.at(-1)!), 'utf8');
    const match = /http:\/\/shop\.test\/auth\/new-password\/([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, ''));
    return match![1]!;
  };

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const account = await createAccount(t.app);
    const before = (await mails()).length;
    const unknown = await post('/api/auth/forgot-password/request', { email: 'ghost@shop.test' });
    await t.app.ctx.mailer.idle();
    expect((await mails()).length).toBe(before);
    const known = await post('/api/auth/forgot-password/request', { email: account.email });
    await t.app.ctx.mailer.idle();
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await mails()).length).toBe(before + 1);
  });

  it('writes a real .eml with the link; the database keeps only the token hash', async () => {
    const account = await createAccount(t.app);
    await post('/api/auth/forgot-password/request', { email: account.email });
    await t.app.ctx.mailer.idle();
    const token = await latestLink();
    const names = (await mails()).sort();
    const eml = await readFile(path.join(outbox(), names.at(-1)!), 'utf8');
    expect(eml).toMatch(/^To: .*@shop\.test/m);
    expect(eml).toMatch(/^Subject: Reset your Coffee Shop password/m);
    const rows = await t.app.ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashResetToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('writes the mail in Bahasa Indonesia when the app asks in it, in English otherwise', async () => {
    const account = await createAccount(t.app);
    const latestMail = async () => {
      await t.app.ctx.mailer.idle();
      const names = (await mails()).sort();
      return readFile(path.join(outbox(), names.at(-1)!), 'utf8');
    };
    await post('/api/auth/forgot-password/request', { email: account.email }, { 'accept-language': 'id-ID,id;q=0.9' });
    const indonesian = await latestMail();
    expect(indonesian).toMatch(/^Subject: Atur ulang password Coffee Shop-mu/m);
    expect(indonesian).toContain('Buka tautan ini dalam 30 menit');
    expect(indonesian).not.toContain('Someone asked');
    await post('/api/auth/forgot-password/request', { email: account.email }, { 'accept-language': 'fr-FR,en;q=0.5' });
    expect(await latestMail()).toMatch(/^Subject: Reset your Coffee Shop password/m);
  });

  it('rejects a bad email with the form message', async () => {
    expectError(await post('/api/auth/forgot-password/request', { email: 'nope' }), 400, MESSAGES.forgotEmail);
  });

  it('sets a new password once, signs out old sessions, and refuses the link the second time', async () => {
    const account = await createAccount(t.app);
    await post('/api/auth/forgot-password/request', { email: account.email });
    await t.app.ctx.mailer.idle();
    const token = await latestLink();
    const url = `/api/auth/forgot-password/new-password/${token}`;
    expectError(await post(url, { password: 'short', repeat_password: 'short' }), 400, MESSAGES.newPasswordShort);
    expectError(
      await post(url, { password: 'brand-new-pass', repeat_password: 'other-pass' }),
      400,
      MESSAGES.newPasswordMismatch,
    );
    const ok = await post(url, { password: 'brand-new-pass', repeat_password: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().messages).toBe('string');
    expectError(
      await post(url, { password: 'another-pass', repeat_password: 'another-pass' }),
      400,
      /not valid|already been used/,
    );
    // The old token was issued before the reset.
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: account.auth }),
      401,
      'invalid token',
    );
    expect(await login(t.app, account.email, 'brand-new-pass')).toBeTruthy();
  });

  it('refuses an unknown token and an expired one', async () => {
    expectError(
      await post('/api/auth/forgot-password/new-password/made-up-token', {
        password: 'password123',
        repeat_password: 'password123',
      }),
      400,
    );
    const account = await createAccount(t.app);
    await post('/api/auth/forgot-password/request', { email: account.email });
    await t.app.ctx.mailer.idle();
    const token = await latestLink();
    now = new Date(now.getTime() + 31 * 60_000);
    expectError(
      await post(`/api/auth/forgot-password/new-password/${token}`, {
        password: 'password123',
        repeat_password: 'password123',
      }),
      400,
      /expired/,
    );
  });
});

describe('PATCH /api/auth/edit-password', () => {
  it('changes the password when the previous one is right', async () => {
    const account = await createAccount(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-password',
      headers: account.auth,
      payload: { prev_password: account.password, password: 'changed-pass-1', repeat_password: 'changed-pass-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toBe('password changed successfully');
    expect(await login(t.app, account.email, 'changed-pass-1')).toBeTruthy();
  });

  it('ends every other session and gives the changing one a fresh token', async () => {
    const account = await createAccount(t.app);
    const otherDevice = await login(t.app, account.email, account.password);
    const detail = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/detail', headers: { authorization: `Bearer ${token}` } });
    expect((await detail(otherDevice)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/edit-password',
      headers: account.auth,
      payload: { prev_password: account.password, password: 'changed-pass-2', repeat_password: 'changed-pass-2' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ messages: string; token: string }>();
    expect(body.messages).toBe('password changed successfully');
    expectError(await detail(account.token), 401, 'invalid token');
    expectError(await detail(otherDevice), 401, 'invalid token');
    expect((await detail(body.token)).json().data.id).toBe(account.id);
  });

  it('answers 400 for a wrong previous password, a short one or a mismatch', async () => {
    const account = await createAccount(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/edit-password', headers: account.auth, payload });
    expectError(
      await patch({ prev_password: 'wrong-one!', password: 'changed-pass', repeat_password: 'changed-pass' }),
      400,
      MESSAGES.oldPasswordWrong,
    );
    expectError(
      await patch({ prev_password: account.password, password: 'short', repeat_password: 'short' }),
      400,
      MESSAGES.passwordTooShort,
    );
    expectError(
      await patch({ prev_password: account.password, password: 'changed-pass', repeat_password: 'different' }),
      400,
      MESSAGES.repeatPasswordMismatch,
    );
    expect(await login(t.app, account.email, account.password)).toBeTruthy();
  });

  it('needs a login', async () => {
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/edit-password',
        payload: { prev_password: 'x', password: 'changed-pass', repeat_password: 'changed-pass' },
      }),
      401,
      'invalid token',
    );
  });
});
