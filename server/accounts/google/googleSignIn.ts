import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_MAX } from '../../../src/domain/limits.ts';
import { ROLE_CUSTOMER } from '../../../src/domain/roles.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/connect.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { loginAnswer } from '../signupAndLogin.ts';
import { findUserById, normalizeEmail } from '../users.ts';
import {
  providerUnreachable,
  randomCodeVerifier,
  randomNonce,
  randomState,
  type OidcProvider,
} from './oidcProvider.ts';

/**
 * Sign in with Google, done by the server (docs/architecture.md, "Sign in with Google"): OpenID
 * Connect's authorization code flow with PKCE (RFC 7636, S256), a state and a nonce kept in the
 * database for one use, then a one-time code the app trades for the same login answer a password gives.
 * The long-lived token never travels in a URL.
 */

export const PROVIDER = 'google';
/** How long the person has at the provider before the sign-in expires. */
export const PENDING_TTL_MS = 10 * 60_000;
/** The one-time code's life: the app trades it as soon as the login page opens. */
export const CODE_TTL_MS = 60_000;

/**
 * Why a sign-in came back to the login page without an account (`/auth/login?sso_error=<code>`):
 * `provider` the provider could not be reached or failed, `expired` the sign-in is unknown, used or
 * too old (a tampered state too), `cancelled` the person said no at the provider, `rejected` the
 * provider's answer did not pass the checks, `unverified` the provider does not vouch for an email
 * an account here already uses.
 */
export const SSO_ERRORS = ['provider', 'expired', 'cancelled', 'rejected', 'unverified'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export const BAD_REDIRECT = 'The page to return to must be a page of this shop';
export const CODE_INVALID = 'This sign-in has expired or was already used, please sign in again';

/** Where to come back to: a path of this app (one leading `/`, no scheme, no host, no backslash). */
export function isAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\s]/.test(path);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Where the browser goes: the provider's authorization URL for a new sign-in, with the value of the
 * cookie that binds the sign-in to this browser; or the login page with `sso_error`, and no cookie.
 */
export type Started = { location: string; browser: string } | { location: string; browser?: undefined };

export interface GoogleSignIn {
  start(redirect: string | undefined): Promise<Started>;
  /**
   * Where the browser goes after the provider sent it back with `query`; `browser` is its binding
   * cookie's value (RFC 6749 section 10.12: the state is bound to the browser that asked, so a callback
   * address handed to someone else signs nobody in there).
   */
  callback(query: CallbackQuery, browser: string | undefined): Promise<string>;
}

export interface CallbackQuery {
  state: string;
  code?: string;
  error?: string;
  iss?: string;
}

export function createGoogleSignIn(ctx: AppContext, provider: OidcProvider): GoogleSignIn {
  const callbackUri = `${ctx.appUrl}/api/auth/google/callback`;
  const loginPage = (params: Record<string, string>) => `${ctx.appUrl}/auth/login?${new URLSearchParams(params)}`;
  const failed = (error: SsoError) => loginPage({ sso_error: error });

  return {
    async start(redirect) {
      if (redirect !== undefined && !isAppPath(redirect))
        throw badRequest(BAD_REDIRECT, 'BAD_REDIRECT', { redirect: BAD_REDIRECT });
      const state = randomState();
      const nonce = randomNonce();
      const codeVerifier = randomCodeVerifier();
      const browser = randomBytes(32).toString('base64url');
      let url: URL;
      try {
        url = await provider.authorizationUrl({ redirectUri: callbackUri, state, nonce, codeVerifier });
      } catch (error) {
        ctx.log.warn({ err: error }, 'Google sign-in: the provider cannot be reached');
        return { location: failed('provider') };
      }
      await ctx.db
        .insertInto('pending_sign_ins')
        .values({
          state,
          code_verifier: codeVerifier,
          nonce,
          redirect: redirect ?? null,
          browser_hash: sha256(browser),
          expires_at: new Date(ctx.clock().getTime() + PENDING_TTL_MS).toISOString(),
        })
        .execute();
      return { location: url.href, browser };
    },

    async callback(query, browser) {
      const now = ctx.clock().toISOString();
      // Single use: taken by deleting it, so a replayed callback finds nothing.
      const pending = await ctx.db
        .deleteFrom('pending_sign_ins')
        .where('state', '=', query.state)
        .returningAll()
        .executeTakeFirst();
      if (!pending || pending.expires_at <= now) return failed('expired');
      if (!browser || sha256(browser) !== pending.browser_hash) {
        ctx.log.warn('Google sign-in: the callback came to another browser than the one that started it');
        return failed('expired');
      }
      if (query.error) return failed(query.error === 'access_denied' ? 'cancelled' : 'rejected');
      if (!query.code) return failed('rejected');
      const url = new URL(callbackUri);
      for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
      let claims;
      try {
        claims = await provider.redeem(url, {
          state: pending.state,
          nonce: pending.nonce,
          codeVerifier: pending.code_verifier,
        });
      } catch (error) {
        const unreachable = providerUnreachable(error);
        ctx.log.warn(
          { err: error },
          `Google sign-in: ${unreachable ? 'the provider failed' : 'the answer was refused'}`,
        );
        return failed(unreachable ? 'provider' : 'rejected');
      }
      const outcome = await accountFor(ctx, {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? normalizeEmail(claims.email) : null,
        emailVerified: claims.email_verified === true,
        firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : null,
      });
      if (!outcome.ok) return failed(outcome.error);
      const code = randomBytes(32).toString('base64url');
      await ctx.db
        .insertInto('sign_in_codes')
        .values({
          code_hash: sha256(code),
          user_id: outcome.userId,
          browser_hash: pending.browser_hash,
          expires_at: new Date(ctx.clock().getTime() + CODE_TTL_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return loginPage({ sso: code, ...(pending.redirect ? { next: pending.redirect } : {}) });
    },
  };
}

interface ProviderAccount {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
}

/**
 * The account the provider's person signs in to: the one linked to their subject; else the account
 * with their email, linked now, only when the provider says the email is verified (otherwise anyone
 * who typed someone's address at a provider could take their account); else a new customer. An
 * unverified email that an account already uses is refused: a second account cannot share it.
 */
async function accountFor(
  ctx: AppContext,
  person: ProviderAccount,
): Promise<{ ok: true; userId: number } | { ok: false; error: SsoError }> {
  const linked = await ctx.db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', PROVIDER)
    .where('subject', '=', person.subject)
    .executeTakeFirst();
  if (linked) return { ok: true, userId: linked.user_id };
  const email = person.email;
  if (!email || email.length > EMAIL_MAX) return { ok: false, error: 'rejected' };
  const now = ctx.clock().toISOString();
  // Made before the transaction: hashing takes a while and needs no lock. Random bytes nobody knows, so
  // no password ever matches; the person can set one with "forgot password".
  const unusableHash = await ctx.passwords.hash(randomBytes(32).toString('base64url'));
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (existing && !person.emailVerified) return { ok: false as const, error: 'unverified' as const };
      const userId =
        existing?.id ??
        (
          await trx
            .insertInto('users')
            .values({
              email,
              password_hash: unusableHash,
              phone_number: null,
              first_name: person.firstName,
              role_id: ROLE_CUSTOMER,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await trx
        .insertInto('user_identities')
        .values({ provider: PROVIDER, subject: person.subject, user_id: userId, email, created_at: now })
        .execute();
      return { ok: true as const, userId };
    });
  } catch (error) {
    // Two callbacks for one person at once: the other made the link (or the account); use what it made.
    if (!isUniqueViolation(error)) throw error;
    const row = await ctx.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('provider', '=', PROVIDER)
      .where('subject', '=', person.subject)
      .executeTakeFirst();
    return row ? { ok: true, userId: row.user_id } : { ok: false, error: 'rejected' };
  }
}

/**
 * Trades a one-time code for the login answer, in the browser that started the sign-in (its binding
 * cookie). The conditional update lets exactly one of two simultaneous trades have it; an unknown, used
 * or expired code, or one from another browser, answers 400.
 */
export async function exchangeCode(ctx: AppContext, code: string, browser: string | undefined) {
  const now = ctx.clock().toISOString();
  if (!browser) throw badRequest(CODE_INVALID, 'SIGN_IN_CODE_INVALID');
  const used = await ctx.db
    .updateTable('sign_in_codes')
    .set({ used_at: now })
    .where('code_hash', '=', sha256(code))
    .where('browser_hash', '=', sha256(browser))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  const user: UserRow | undefined = used && (await findUserById(ctx.db, used.user_id));
  if (!user) throw badRequest(CODE_INVALID, 'SIGN_IN_CODE_INVALID');
  return loginAnswer(ctx, user);
}
