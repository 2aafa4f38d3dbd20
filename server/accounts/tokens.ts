import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  version: number;
  /** The session the token belongs to (server/accounts/sessions.ts): a logout ends it alone. */
  sessionId: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** HS256 login tokens. The algorithm is pinned on both sides so a token cannot pick its own. */
export interface Tokens {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'coffee-shop';

/** How many verified tokens a process keeps: a shop's devices, well within a few hundred kB. */
export const VERIFIED_TOKENS_KEPT = 1_000;

export async function createTokens(secret: string, expiry = '7d'): Promise<Tokens> {
  // Imported once: jose would otherwise import the raw secret on every call.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * Tokens this process has verified, with what they say: a tablet sends the same token with every
   * request, and checking its signature again each time took WebCrypto's HMAC and a round trip through
   * the thread pool (docs/benchmarks.md, "Constants in the statements, tokens checked once"). Only the
   * signature and the claims are kept: the session and the user are read on every request
   * (server/plugins/auth.ts), so a logout or a password change still ends the token at once. The oldest
   * is dropped when full.
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign: ({ userId, version, sessionId }) =>
      new SignJWT({ ver: version, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiry)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // Expired as jose says it: at the second the token names.
        if (Math.floor(Date.now() / 1000) < known.expiresAt) return { ok: true, claims: known.claims };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        // A token without an expiry would be valid forever: refuse it even when correctly signed.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp'],
        });
        const userId = Number(payload.sub);
        const version = typeof payload.ver === 'number' ? payload.ver : NaN;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
        if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isInteger(version) || sessionId === '') {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { userId, version, sessionId };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp! });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
