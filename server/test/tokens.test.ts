import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens, VERIFIED_TOKENS_KEPT } from '../accounts/tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = (userId: number) => ({ userId, version: 0, sessionId: `session-${userId}` });

afterEach(() => vi.useRealTimers());

// A process keeps the tokens it verified (server/accounts/tokens.ts); what it answers must not change.
describe('a token verified before', () => {
  it('answers the same claims every time', async () => {
    const tokens = await createTokens(SECRET);
    const token = await tokens.sign(claims(7));
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: claims(7) });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: claims(7) });
  });

  it('expires at its expiry, to the second, as a token never seen does', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00.000Z') });
    const tokens = await createTokens(SECRET, '1h');
    const token = await tokens.sign(claims(7));
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-29T10:59:59.999Z'));
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-29T11:00:00.000Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // And stays expired, as another process that never saw it would say.
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await (await createTokens(SECRET, '1h')).verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('lends nothing to a token that differs from it, however little', async () => {
    const tokens = await createTokens(SECRET);
    const token = await tokens.sign(claims(7));
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is not trusted by a process with another secret', async () => {
    const token = await (await createTokens(SECRET)).sign(claims(7));
    const other = await createTokens(`${SECRET}-rotated`);
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still verifies once more tokens than are kept have been seen since', async () => {
    const tokens = await createTokens(SECRET);
    const first = await tokens.sign(claims(1));
    await tokens.verify(first);
    for (let user = 2; user <= VERIFIED_TOKENS_KEPT + 1; user++) {
      expect((await tokens.verify(await tokens.sign(claims(user)))).ok).toBe(true);
    }
    expect(await tokens.verify(first)).toEqual({ ok: true, claims: claims(1) });
  });
});
