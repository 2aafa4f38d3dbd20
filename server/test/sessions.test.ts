import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_INVALID } from '../accounts/passwordReset.ts';
import { BAD_TICKET } from '../events/eventTickets.ts';
import { MAX_STREAMS_PER_ACCOUNT, TOO_MANY_STREAMS } from '../events/eventRoutes.ts';
import { mailsTo } from './support/outbox.ts';
import { startSecondServer, type SecondServer } from './support/secondServer.ts';
import { openStream, type OpenStream } from './support/sseClient.ts';
import {
  createAccount,
  listenLocally,
  createTestApp,
  login,
  testDatabase,
  type Account,
  type TestApp,
} from './support/testApp.ts';

/**
 * Sessions that end everywhere (docs/architecture.md, "Sessions"): a logout, a password change or reset
 * end tokens, tickets and open streams on the server, and an account cannot hold streams without bound.
 */

let t: TestApp;
let base: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 150 });
  base = await listenLocally(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function subscribe(headers: Record<string, string>, url = `${base}/api/events`) {
  const stream = await openStream(url, headers);
  streams.push(stream);
  return stream;
}

async function ticketFor(token: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ticket as string;
}

const detail = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/detail', headers: bearer(token) });
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

async function changePassword(account: Account, to: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/auth/edit-password',
    headers: account.auth,
    payload: { prev_password: account.password, password: to, repeat_password: to },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The link of the newest reset mail to this address. */
async function latestResetToken(email: string) {
  const mails = await mailsTo(t, email);
  const match = /\/auth\/new-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  return match![1]!;
}

async function requestReset(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password/request',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  return latestResetToken(email);
}

describe('POST /api/auth/logout', () => {
  it('ends the token it is sent with, and only that one', async () => {
    const account = await createAccount(t.app);
    const phone = await login(t.app, account.email, account.password);
    const response = await logout(account.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().messages).toBe('You are logged out');

    const after = await detail(account.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().messages).toBe('invalid token');
    expect((await logout(account.token)).statusCode).toBe(401);
    // The same account on another device stays signed in.
    expect((await detail(phone)).statusCode).toBe(200);
  });

  it('ends the tickets taken under that session and closes its open streams within a second', async () => {
    const account = await createAccount(t.app);
    const other = await login(t.app, account.email, account.password);
    const ticket = await ticketFor(account.token);
    const stream = await subscribe(account.auth);
    const viaTicket = await subscribe({}, `${base}/api/events?ticket=${await ticketFor(account.token)}`);
    const otherStream = await subscribe(bearer(other));
    expect([stream.status, viaTicket.status, otherStream.status]).toEqual([200, 200, 200]);

    expect((await logout(account.token)).statusCode).toBe(200);
    await stream.until((s) => s.ended, 1000, 'the logged-out stream to close');
    await viaTicket.until((s) => s.ended, 1000, 'the stream opened with its ticket to close');
    const refused = await subscribe({}, `${base}/api/events?ticket=${ticket}`);
    expect(refused.status).toBe(401);
    expect(refused.error?.messages).toBe(BAD_TICKET);
    // Heartbeats every 150 ms: after 600 ms an ended stream would have shown it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(otherStream.ended).toBe(false);
  });
});

describe('a password change or reset ends every session', () => {
  it('closes every open stream of the account and ends tickets taken before, while the device that changed it stays in', async () => {
    const account = await createAccount(t.app);
    const tablet = await login(t.app, account.email, account.password);
    const ticket = await ticketFor(tablet);
    const before = [await subscribe(account.auth), await subscribe(bearer(tablet))];
    const bystander = await subscribe((await createAccount(t.app)).auth);

    const fresh = await changePassword(account, 'a-new-password-1');
    for (const stream of before) await stream.until((s) => s.ended, 1000, 'a stream from before the change to close');
    expect((await detail(tablet)).statusCode).toBe(401);
    expect((await subscribe({}, `${base}/api/events?ticket=${ticket}`)).status).toBe(401);
    expect((await detail(fresh)).statusCode).toBe(200);
    const afterwards = await subscribe(bearer(fresh));
    expect(afterwards.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(afterwards.ended).toBe(false);
    expect(bystander.ended).toBe(false);
  });

  it('closes the streams when the password is reset by mail', async () => {
    const account = await createAccount(t.app);
    const stream = await subscribe(account.auth);
    const token = await requestReset(account.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password/new-password/${token}`,
      payload: { password: 'reset-password-1', repeat_password: 'reset-password-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await stream.until((s) => s.ended, 1000, 'the stream to close after the reset');
    expect((await detail(account.token)).statusCode).toBe(401);
  });

  it('kills reset links mailed before a password change', async () => {
    const account = await createAccount(t.app);
    const token = await requestReset(account.email);
    const fresh = await changePassword(account, 'changed-password-1');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password/new-password/${token}`,
      payload: { password: 'thief-password-1', repeat_password: 'thief-password-1' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().messages).toBe(RESET_INVALID);
    // Nothing changed: the new password still logs in and its session is still open.
    expect((await detail(fresh)).statusCode).toBe(200);
    await expect(login(t.app, account.email, 'changed-password-1')).resolves.toEqual(expect.any(String));
  });
});

describe('streams per account', () => {
  it(`holds at most ${MAX_STREAMS_PER_ACCOUNT} open streams per account; the next answers 429 and none is dropped`, async () => {
    const account = await createAccount(t.app);
    const open: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) open.push(await subscribe(account.auth));
    expect(open.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_ACCOUNT).fill(200));

    const eleventh = await subscribe(account.auth);
    expect(eleventh.status).toBe(429);
    expect(eleventh.error).toEqual({ messages: TOO_MANY_STREAMS, code: 'TOO_MANY_STREAMS' });
    const byTicket = await subscribe({}, `${base}/api/events?ticket=${await ticketFor(account.token)}`);
    expect(byTicket.status).toBe(429);
    // Another account is not held back by this one's.
    expect((await subscribe((await createAccount(t.app)).auth)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(open.filter((stream) => stream.ended)).toEqual([]);

    // Closing one frees its place.
    open[0]!.close();
    const again = async () => {
      for (let tries = 0; tries < 50; tries++) {
        const stream = await subscribe(account.auth);
        if (stream.status === 200) return stream.status;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return 429;
    };
    expect(await again()).toBe(200);
  });
});

describe('POST /api/auth/forgot-password/request', () => {
  it('answers before the account is even looked up, so a known and an unknown email take the same time', async () => {
    const account = await createAccount(t.app);
    const tokensOf = () =>
      t.app.ctx.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', account.id).execute();
    const before = (await tokensOf()).length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/request',
      payload: { email: account.email },
    });
    // The answer is written first: no reset token yet when it arrives…
    expect(answer.statusCode).toBe(200);
    expect((await tokensOf()).length).toBe(before);
    // …and the mail and its token come after it.
    await t.app.ctx.mailer.idle();
    expect((await tokensOf()).length).toBe(before + 1);
  });

  it('answers a known email no slower than an unknown one (medians of 40 each, interleaved)', async () => {
    const account = await createAccount(t.app);
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password/request', payload: { email } });
      const took = Number(process.hrtime.bigint() - started) / 1e6;
      await t.app.ctx.mailer.idle();
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      known.push(await time(account.email));
      unknown.push(await time(`nobody-${i}@shop.test`));
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!;
    // Before, the known email took 13 ms against 5–6 ms: its lookup, token and mail ran before the answer.
    expect(median(known)).toBeLessThan(median(unknown) * 1.5 + 1);
  });
});

// Several processes share session events only through PostgreSQL (SQLite has one process).
if (testDatabase === 'postgres')
  describe('two server processes on one PostgreSQL database', () => {
    let second: SecondServer;
    let childBase: string;

    beforeAll(async () => {
      second = await startSecondServer(t);
      childBase = second.base;
    }, 60_000);

    afterAll(() => second.stop());

    it('closes a stream open on the other process within a second of a logout or a password change here', async () => {
      const account = await createAccount(t.app);
      const second = await login(t.app, account.email, account.password);
      const loggedOut = await subscribe(account.auth, `${childBase}/api/events`);
      const changed = await subscribe(bearer(second), `${childBase}/api/events`);
      expect([loggedOut.status, changed.status]).toEqual([200, 200]);

      expect((await logout(account.token)).statusCode).toBe(200);
      await loggedOut.until((s) => s.ended, 1000, 'the other process to close the logged-out stream');
      expect(changed.ended).toBe(false);

      await changePassword({ ...account, token: second, auth: bearer(second) }, 'other-process-1');
      await changed.until((s) => s.ended, 1000, 'the other process to close the stream after the change');
    });
  });
