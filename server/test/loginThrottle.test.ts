import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS_FREE_FAILURES, MAX_LOCK_MS } from '../accounts/loginThrottle.ts';
import { createAccount, createTestApp, expectError, type Account, type TestApp } from './support/testApp.ts';

let t: TestApp;
let now = new Date('2026-11-23T08:00:00Z');
/** How far the clock moves at each reading; one test makes it run backwards, as clocks of concurrent requests seem to. */
let msPerReading = 0;
let addressCounter = 0;
/** Each test works from addresses of its own, so one test's failures never throttle another's. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.1`;
};

beforeAll(async () => {
  // A movable clock tests the backoff without sleeping.
  t = await createTestApp({
    clock: () => {
      now = new Date(now.getTime() + msPerReading);
      return now;
    },
  });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });

/** Counts password checks at the edge of the outside world: the argon2 library itself. */
async function countingPasswordChecks<T>(run: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const spy = vi.spyOn(argon2, 'verify');
  try {
    const result = await run();
    return { result, checks: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('login throttling under concurrency', () => {
  it('300 wrong passwords at once for one account: at most 5 are checked, the rest answer 429', async () => {
    const account = await createAccount(t.app);
    const address = freshAddress();
    const { result, checks } = await countingPasswordChecks(() =>
      Promise.all(Array.from({ length: 300 }, (_, i) => attempt(account.email, `wrong-password-${i}`, address))),
    );
    expect(checks).toBeLessThanOrEqual(5);
    const counts = statuses(result);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(300);
    expect(counts[401] ?? 0).toBe(checks);
    expect(counts[429]).toBeGreaterThanOrEqual(295);
  });

  it('300 wrong passwords at once from 300 addresses (spraying): still at most 5 checks', async () => {
    const account = await createAccount(t.app);
    const { result, checks } = await countingPasswordChecks(() =>
      Promise.all(Array.from({ length: 300 }, (_, i) => attempt(account.email, `guess-${i}`, freshAddress()))),
    );
    expect(checks).toBeLessThanOrEqual(5);
    expect(statuses(result)[429]).toBeGreaterThanOrEqual(295);
  });
});

describe('login throttling lets honest logins through', () => {
  it('right passwords at once from one address all get in, whichever read the clock first', async () => {
    const accounts: Account[] = [];
    for (let i = 0; i < 10; i++) accounts.push(await createAccount(t.app));
    const address = freshAddress();
    // Each request reads a clock a millisecond behind the one before: the later one to reach the
    // database read the earlier time. An unlocked row must not look locked to it.
    msPerReading = -1;
    try {
      const responses = await Promise.all(accounts.map((account) => attempt(account.email, account.password, address)));
      expect(statuses(responses)).toEqual({ 200: 10 });
    } finally {
      msPerReading = 0;
    }
  });
});

describe('login throttling per account and per address', () => {
  it('counts failures per account across addresses: the sixth address waits, even with the right password', async () => {
    const account = await createAccount(t.app);
    for (let i = 0; i < 5; i++) {
      expectError(await attempt(account.email, 'wrong-password', freshAddress()), 401);
    }
    const refused = expectError(await attempt(account.email, account.password, freshAddress()), 429);
    expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts failures per address across accounts: 20 accounts × 5 passwords from one address meet 429', async () => {
    const address = freshAddress();
    const accounts: Account[] = [];
    for (let i = 0; i < 20; i++) accounts.push(await createAccount(t.app));
    const { result, checks } = await countingPasswordChecks(async () => {
      const answers = [];
      for (const account of accounts) {
        for (let guess = 0; guess < 5; guess++) answers.push(await attempt(account.email, `guess-${guess}`, address));
      }
      return answers;
    });
    expect(checks).toBe(ADDRESS_FREE_FAILURES);
    expect(statuses(result)).toEqual({ 401: ADDRESS_FREE_FAILURES, 429: 100 - ADDRESS_FREE_FAILURES });
    // The owner of an untouched account, from another address, is not held up.
    const owner = accounts.at(-1)!;
    expect((await attempt(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
  });

  it('a successful login does not wash away an address’s failures at other accounts', async () => {
    const address = freshAddress();
    const mine = await createAccount(t.app);
    for (let i = 1; i < ADDRESS_FREE_FAILURES; i++) {
      expectError(await attempt(`victim-${i}-${address}@shop.test`, 'guess', address), 401);
      expect((await attempt(mine.email, mine.password, address)).statusCode).toBe(200);
    }
    expectError(await attempt(`victim-last-${address}@shop.test`, 'guess', address), 401);
    expectError(await attempt(mine.email, mine.password, address), 429);
  });
});

describe('backoff', () => {
  it('waits 5 s after 5 failures, then doubles; the wait passes and a success starts afresh', async () => {
    const account = await createAccount(t.app);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expectError(await attempt(account.email, 'wrong-password', address), 401);
    let refused = await attempt(account.email, account.password, address);
    expectError(refused, 429, 'Too many failed logins, try again in 5 seconds');
    expect(refused.headers['retry-after']).toBe('5');

    now = new Date(now.getTime() + 5_000);
    expectError(await attempt(account.email, 'wrong-password', address), 401);
    refused = await attempt(account.email, account.password, address);
    expectError(refused, 429, 'Too many failed logins, try again in 10 seconds');
    expect(refused.headers['retry-after']).toBe('10');

    now = new Date(now.getTime() + 10_000);
    expect((await attempt(account.email, account.password, address)).statusCode).toBe(200);
    // The success reset the account: five free failures again.
    for (let i = 0; i < 5; i++) expectError(await attempt(account.email, 'wrong-password', address), 401);
    expectError(await attempt(account.email, 'wrong-password', address), 429);
  });

  it('never makes the owner wait more than 15 minutes, however long an attacker keeps guessing', async () => {
    const account = await createAccount(t.app);
    let longest = 0;
    for (let i = 0; i < 40; i++) {
      // Each guess from a new address, so only the account's own backoff applies.
      const answer = await attempt(account.email, 'wrong-password', freshAddress());
      if (answer.statusCode === 401) continue;
      expectError(answer, 429);
      const waitMs = Number(answer.headers['retry-after']) * 1000;
      expect(waitMs).toBeLessThanOrEqual(MAX_LOCK_MS);
      longest = Math.max(longest, waitMs);
      now = new Date(now.getTime() + waitMs);
    }
    expect(longest).toBe(MAX_LOCK_MS);
    // Once the longest wait has passed, the owner gets in.
    now = new Date(now.getTime() + MAX_LOCK_MS);
    expect((await attempt(account.email, account.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('client address behind proxies (TRUST_PROXY_HOPS)', () => {
  const addressesSeen = async (app: TestApp['app']) =>
    (await app.ctx.db.selectFrom('login_throttle').select('key').where('key', 'like', 'address:%').execute()).map(
      (row) => row.key,
    );

  it.each([
    [0, '192.0.2.10'],
    [1, '203.0.113.7'],
    [2, '198.51.100.3'],
  ])('with %i hops the client is %s', async (hops, expected) => {
    const proxied = await createTestApp({ trustProxyHops: hops });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@shop.test', password: 'wrong-password' },
        remoteAddress: '192.0.2.10',
        // A client forged the first entry; each proxy appended the address it saw.
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.3, 203.0.113.7' },
      });
      expect(response.statusCode).toBe(401);
      expect(await addressesSeen(proxied.app)).toEqual([`address:${expected}`]);
    } finally {
      await proxied.close();
    }
  });

  it('a forged X-Forwarded-For entry does not escape the address limit', async () => {
    const proxied = await createTestApp({ trustProxyHops: 1 });
    try {
      const answers = [];
      for (let i = 0; i <= ADDRESS_FREE_FAILURES; i++) {
        answers.push(
          await proxied.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `target-${i}@shop.test`, password: 'wrong-password' },
            remoteAddress: '192.0.2.10',
            headers: { 'x-forwarded-for': `6.6.${i}.6, 203.0.113.7` },
          }),
        );
      }
      expect(answers.at(-1)!.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
