import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GoogleConfig } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { errorResponses } from '../../http/errorResponses.ts';
import type { RouteDeps } from '../../http/routeDeps.ts';
import { loginAnswer } from '../authSchemas.ts';
import { CODE_INVALID, createGoogleSignIn, exchangeCode, PENDING_TTL_MS, SSO_ERRORS } from './googleSignIn.ts';
import { createOidcProvider } from './oidcProvider.ts';

const tags = ['auth'];

export const GOOGLE_NOT_SET_UP = 'Sign in with Google is not set up for this shop';

/** The cookie that binds a sign-in to the browser that started it; only these calls receive it. */
export const BROWSER_COOKIE = 'google_sign_in';
const COOKIE_PATH = '/api/auth/google';

/** The binding cookie's value in a request, if any (no cookie library: this is the only cookie the API reads). */
export function browserCookie(header: string | undefined): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${BROWSER_COOKIE}=`))
    ?.slice(BROWSER_COOKIE.length + 1);
}

/**
 * HttpOnly (no script reads it), SameSite=Lax (sent on the top-level navigation back from the
 * provider, not on other sites' requests), Secure where the shop is on https, for the sign-in's life.
 */
function setCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const redirectAnswer = z.null().describe('A redirect: the `Location` header says where');

const startQuery = z.object({
  redirect: z
    .string()
    .max(500)
    .optional()
    .describe(
      'The app path to go on to after signing in; one of this app (starts with a single `/`). Without it the app goes to the role’s landing.',
    ),
});

const callbackQuery = z.object({
  state: z.string().min(1).max(500),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  scope: z.string().max(2000).optional(),
  authuser: z.string().max(20).optional(),
  hd: z.string().max(300).optional(),
  prompt: z.string().max(100).optional(),
});

const exchangeBody = z.object({
  code: z.string({ error: CODE_INVALID }).min(1, { error: CODE_INVALID }).max(200, { error: CODE_INVALID }),
});

const statusAnswer = z.object({
  messages: z.string(),
  data: z.object({ enabled: z.boolean().describe('Whether the Google buttons are shown') }),
});

/** Sign in with Google (OpenID Connect, done by the server); the calls exist whether or not it is set up. */
export const googleRoutes: FastifyPluginAsyncZod<RouteDeps & { google?: GoogleConfig }> = async (
  app,
  { ctx, google },
) => {
  const signIn = google ? createGoogleSignIn(ctx, createOidcProvider(google)) : null;
  const secure = ctx.appUrl.startsWith('https:');
  const setUp = () => {
    if (!signIn) throw notFound(GOOGLE_NOT_SET_UP, 'GOOGLE_NOT_SET_UP');
    return signIn;
  };

  app.get(
    '',
    {
      schema: {
        tags,
        operationId: 'googleSignInStatus',
        summary: 'Whether sign in with Google is set up',
        description:
          'The app shows the Google buttons of the login and sign-up pages only when `enabled` is true (the server has `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET`).',
        response: { 200: statusAnswer, ...errorResponses() },
      },
    },
    async () => ({ messages: 'Sign in with Google', data: { enabled: !!signIn } }),
  );

  app.get(
    '/start',
    {
      schema: {
        tags,
        operationId: 'startGoogleSignIn',
        summary: 'Begin signing in with Google: a redirect to the provider',
        description:
          'A link, not a fetch: answers 302 to the provider’s authorization endpoint with `state`, `nonce` and an S256 `code_challenge` (PKCE), kept on the server for 10 minutes, and sets the HttpOnly cookie `google_sign_in` (path `/api/auth/google`) that binds the sign-in to this browser. ' +
          'When the provider cannot be reached the 302 goes to `/auth/login?sso_error=provider` instead, so the person sees the login page with a message rather than an error body. ' +
          'A `redirect` that is not a path of this app answers 400; without a client id the call answers 404.',
        querystring: startQuery,
        response: {
          302: redirectAnswer,
          ...errorResponses({ also: { 404: GOOGLE_NOT_SET_UP } }),
        },
      },
    },
    async (request, reply) => {
      const started = await setUp().start(request.query.redirect);
      if (started.browser) reply.header('set-cookie', setCookie(started.browser, PENDING_TTL_MS / 1000, secure));
      return reply.redirect(started.location, 302);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags,
        operationId: 'googleSignInCallback',
        summary: 'Where the provider sends the person back: a redirect to the login page',
        description:
          'Checks the state (single use, and started by this browser: the `google_sign_in` cookie), trades the code at the provider’s token endpoint with the PKCE verifier, and checks the ID token (signature, issuer, audience, expiry, nonce). ' +
          'The account is the one linked to the provider’s subject; else the account with the same email, linked only when the provider says `email_verified` is true; else a new customer. ' +
          `Answers 302 to \`/auth/login?sso=<one-time code>&next=<path>\` (the code lives 60 s, for one \`POST auth/google/exchange\`), or to \`/auth/login?sso_error=<reason>\` with a reason among ${SSO_ERRORS.map((e) => `\`${e}\``).join(', ')}. Without a client id the call answers 404.`,
        querystring: callbackQuery,
        response: {
          302: redirectAnswer,
          ...errorResponses({ also: { 404: GOOGLE_NOT_SET_UP } }),
        },
      },
    },
    async (request, reply) =>
      reply.redirect(await setUp().callback(request.query, browserCookie(request.headers.cookie)), 302),
  );

  app.post(
    '/exchange',
    {
      schema: {
        tags,
        operationId: 'exchangeGoogleSignIn',
        summary: 'Trade the one-time code of a Google sign-in for the login answer',
        description:
          'The app sends the `sso` code the callback put in the login page’s address; the answer is the password login’s (a new session and its bearer token). A code works once, for 60 seconds, and only with the `google_sign_in` cookie of the browser that started the sign-in; an unknown, used or expired one, or one without that cookie, answers 400.',
        body: exchangeBody,
        response: { 200: loginAnswer, ...errorResponses({ body: 'json' }) },
      },
    },
    async (request, reply) => {
      const answer = await exchangeCode(ctx, request.body.code, browserCookie(request.headers.cookie));
      // The sign-in is over: the binding has nothing left to bind.
      reply.header('set-cookie', setCookie('', 0, secure));
      return answer;
    },
  );
};
