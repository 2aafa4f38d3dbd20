import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CUSTOMER } from '../../src/domain/roles.ts';
import { startLocalIssuer, type LocalIssuer } from './support/oidcIssuer.ts';
import { createAccount, createTestApp, expectError, login, type TestApp } from './support/testApp.ts';

/**
 * Sign in with Google against a real OpenID provider on this machine (support/oidcIssuer.ts): the
 * whole round trip through our start, the provider's authorize and token endpoints, our callback and
 * the app's exchange of the one-time code.
 */

let issuer: LocalIssuer;
let t: TestApp;
/** The app's clock, moved forward to let one-time codes expire. */
let offsetMs = 0;

beforeAll(async () => {
  issuer = await startLocalIssuer();
  t = await createTestApp({
    google: { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer, timeoutSeconds: 2 },
    clock: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});
afterEach(() => {
  offsetMs = 0;
  issuer.wrongNonce = false;
  issuer.failWith = null;
  issuer.refusals = [];
});

let people = 0;
function newPerson(overrides: Partial<LocalIssuer['person']> = {}) {
  people += 1;
  issuer.person = {
    sub: `subject-${people}-${Date.now()}`,
    email: `google${people}-${Date.now()}@gmail.test`,
    email_verified: true,
    given_name: 'Ayu',
    ...overrides,
  };
  return issuer.person;
}

/** The browser's cookie that binds a sign-in to it, as the start set it. */
let browserCookie = '';

/**
 * Our start, then the provider's authorize: the callback URL the browser would be sent to. The start's
 * binding cookie is kept in `browserCookie`, as a browser keeps it.
 */
async function throughProvider(redirect?: string) {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const start = await t.app.inject({ url: `/api/auth/google/start${query}` });
  expect(start.statusCode, start.body).toBe(302);
  const setCookie = String(start.headers['set-cookie']);
  expect(setCookie).toMatch(
    /^google_sign_in=[\w-]{43}; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/,
  );
  browserCookie = setCookie.split(';')[0]!;
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(issuer.issuer);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  return new URL(approved.headers.get('location')!);
}

/** Our callback for that URL, from the browser that started (or `cookie`): the login page's address it redirects to. */
async function callback(url: URL, cookie = browserCookie) {
  const answer = await t.app.inject({ url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode, answer.body).toBe(302);
  const location = new URL(answer.headers.location as string);
  expect(location.origin + location.pathname).toBe('http://shop.test/auth/login');
  return location;
}

const exchange = (code: string, cookie = browserCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/exchange',
    headers: cookie ? { cookie: `theme=dark; ${cookie}` } : {},
    payload: { code },
  });

async function signIn(redirect?: string) {
  const landing = await callback(await throughProvider(redirect));
  const code = landing.searchParams.get('sso');
  expect(code, landing.href).toBeTruthy();
  const answer = await exchange(code!);
  expect(answer.statusCode, answer.body).toBe(200);
  return { landing, answer: answer.json<{ token: string; data: { id: number; role_id: number; email: string } }>() };
}

const identities = (userId: number) =>
  t.app.ctx.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).execute();
const usersWithEmail = (email: string) =>
  t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();

describe('sign in with Google', () => {
  it('says it is set up', async () => {
    const response = await t.app.inject({ url: '/api/auth/google' });
    expect(response.json()).toMatchObject({ data: { enabled: true } });
  });

  it('sends the browser to the provider with state, nonce and an S256 code challenge', async () => {
    const start = await t.app.inject({ url: '/api/auth/google/start?redirect=/cart' });
    const url = new URL(start.headers.location as string);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('client_id')).toBe(issuer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://shop.test/api/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates a customer for a new person and signs them in as the password login does', async () => {
    const person = newPerson();
    const { landing, answer } = await signIn('/products?category=2');
    expect(landing.searchParams.get('next')).toBe('/products?category=2');
    expect(answer.data).toMatchObject({ role_id: ROLE_CUSTOMER, email: person.email });
    expect(issuer.refusals).toEqual([]);
    const profile = await t.app.inject({
      url: '/api/user/detail',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ data: { email: person.email, first_name: 'Ayu' } });
    expect(await identities(answer.data.id)).toEqual([
      expect.objectContaining({ provider: 'google', subject: person.sub, email: person.email }),
    ]);
    // No password matches the one stored for a Google account.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: '' },
    });
    expect(password.statusCode).toBe(400);
  });

  it('finds a returning person by their subject, even when their email changed at the provider', async () => {
    const person = newPerson();
    const first = await signIn();
    // No page to come back to: the app picks the role's landing.
    expect(first.landing.searchParams.has('next')).toBe(false);
    issuer.person = { ...person, email: `changed-${person.email}` };
    const again = await signIn();
    expect(again.answer.data.id).toBe(first.answer.data.id);
    expect(again.answer.data.email).toBe(person.email);
    expect(await usersWithEmail(`changed-${person.email}`)).toEqual([]);
  });

  it('links the account with the same email when the provider says it is verified', async () => {
    const account = await createAccount(t.app);
    newPerson({ email: account.email.toUpperCase(), email_verified: true });
    const { answer } = await signIn();
    expect(answer.data.id).toBe(account.id);
    expect(await identities(account.id)).toHaveLength(1);
    // The password still works.
    await login(t.app, account.email, account.password);
  });

  it('refuses an unverified email an account already uses: nothing is linked or created', async () => {
    const account = await createAccount(t.app);
    newPerson({ email: account.email, email_verified: false });
    const landing = await callback(await throughProvider());
    expect(landing.searchParams.get('sso_error')).toBe('unverified');
    expect(landing.searchParams.has('sso')).toBe(false);
    expect(await identities(account.id)).toEqual([]);
    expect(await usersWithEmail(account.email)).toHaveLength(1);
  });

  it('refuses a tampered state and a callback used twice', async () => {
    const person = newPerson();
    const url = await throughProvider();
    const tampered = new URL(url);
    tampered.searchParams.set('state', `${url.searchParams.get('state')!.slice(0, -2)}xx`);
    expect((await callback(tampered)).searchParams.get('sso_error')).toBe('expired');
    expect(await usersWithEmail(person.email)).toEqual([]);
    // The real one still works once.
    expect((await callback(url)).searchParams.get('sso')).toBeTruthy();
    expect((await callback(url)).searchParams.get('sso_error')).toBe('expired');
  });

  it('refuses an ID token with the wrong nonce', async () => {
    const person = newPerson();
    issuer.wrongNonce = true;
    const landing = await callback(await throughProvider());
    expect(landing.searchParams.get('sso_error')).toBe('rejected');
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses a code the provider does not know (a forged or replayed one)', async () => {
    const person = newPerson();
    const url = await throughProvider();
    url.searchParams.set('code', 'forged-code');
    expect((await callback(url)).searchParams.get('sso_error')).toBe('rejected');
    expect(issuer.refusals).toEqual(['unknown or used code']);
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('answers "cancelled" when the person says no at the provider', async () => {
    const url = await throughProvider();
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
    expect((await callback(url)).searchParams.get('sso_error')).toBe('cancelled');
  });

  it('trades a one-time code once, and only within 60 seconds', async () => {
    newPerson();
    const code = (await callback(await throughProvider())).searchParams.get('sso')!;
    const [a, b] = await Promise.all([exchange(code), exchange(code)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expectError(await exchange(code), 400, /expired or was already used/);

    newPerson();
    const late = (await callback(await throughProvider())).searchParams.get('sso')!;
    offsetMs = 61_000;
    expectError(await exchange(late), 400, /expired or was already used/);
    expectError(await exchange('never-issued'), 400, /expired or was already used/);
  });

  it('sends the person back to the login page with a reason when the provider is down', async () => {
    newPerson();
    const url = await throughProvider();
    issuer.failWith = 503;
    const landing = await callback(url);
    expect(landing.searchParams.get('sso_error')).toBe('provider');
  });

  it('signs nobody in when the callback or the code reaches another browser (login CSRF)', async () => {
    const person = newPerson();
    // Someone hands their callback address to another browser, which has no binding cookie (or another).
    const url = await throughProvider();
    expect((await callback(url, '')).searchParams.get('sso_error')).toBe('expired');
    const again = await throughProvider();
    const mine = browserCookie;
    await throughProvider();
    expect((await callback(again, browserCookie)).searchParams.get('sso_error')).toBe('expired');
    expect(await usersWithEmail(person.email)).toEqual([]);
    // A one-time code is as bound: another browser cannot trade it, the one that started can.
    const code = (await callback(await throughProvider())).searchParams.get('sso')!;
    expectError(await exchange(code, ''), 400, /expired or was already used/);
    expectError(await exchange(code, mine), 400, /expired or was already used/);
    const answer = await exchange(code);
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/^google_sign_in=; Path=\/api\/auth\/google; Max-Age=0/);
  });

  it('refuses a redirect that is not a page of this shop', async () => {
    for (const redirect of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'products', '/\tx']) {
      const response = await t.app.inject({
        url: `/api/auth/google/start?redirect=${encodeURIComponent(redirect)}`,
      });
      expectError(response, 400, 'The page to return to must be a page of this shop');
    }
    const count = await t.app.ctx.db
      .selectFrom('pending_sign_ins')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('redirect', 'like', '%evil%')
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the start to the login page with sso_error=provider', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createTestApp({
      google: { clientId: 'local-client-id', clientSecret: 'secret-1234', issuer: `http://127.0.0.1:${port}` },
    });
    try {
      const start = await down.app.inject({ url: '/api/auth/google/start?redirect=/' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('http://shop.test/auth/login?sso_error=provider');
    } finally {
      await down.close();
    }
  });
});

describe('without a client id', () => {
  it('answers 404 to the start and the callback, and says it is not set up', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/auth/google' })).json()).toMatchObject({
        data: { enabled: false },
      });
      expectError(await plain.app.inject({ url: '/api/auth/google/start?redirect=/' }), 404);
      expectError(await plain.app.inject({ url: '/api/auth/google/callback?state=x&code=y' }), 404);
    } finally {
      await plain.close();
    }
  });
});
