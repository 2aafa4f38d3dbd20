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

export async function createTokens(secret: string, expiry = '7d'): Promise<Tokens> {
  // Imported once: jose would otherwise import the raw secret on every call.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
        return { ok: true, claims: { userId, version, sessionId } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
