import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GoogleConfig } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { errorResponses } from '../../http/errorResponses.ts';
import type { RouteDeps } from '../../http/routeDeps.ts';
import { loginAnswer } from '../authSchemas.ts';
import { CODE_INVALID, createGoogleSignIn, exchangeCode, SSO_ERRORS } from './googleSignIn.ts';
import { createOidcProvider } from './oidcProvider.ts';

const tags = ['auth'];

export const GOOGLE_NOT_SET_UP = 'Sign in with Google is not set up for this shop';

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
          'A link, not a fetch: answers 302 to the provider’s authorization endpoint with `state`, `nonce` and an S256 `code_challenge` (PKCE), kept on the server for 10 minutes. ' +
          'When the provider cannot be reached the 302 goes to `/auth/login?sso_error=provider` instead, so the person sees the login page with a message rather than an error body. ' +
          'A `redirect` that is not a path of this app answers 400; without a client id the call answers 404.',
        querystring: startQuery,
        response: {
          302: redirectAnswer,
          ...errorResponses({ also: { 404: GOOGLE_NOT_SET_UP } }),
        },
      },
    },
    async (request, reply) => reply.redirect(await setUp().start(request.query.redirect), 302),
  );

  app.get(
    '/callback',
    {
      schema: {
        tags,
        operationId: 'googleSignInCallback',
        summary: 'Where the provider sends the person back: a redirect to the login page',
        description:
          'Checks the state (single use), trades the code at the provider’s token endpoint with the PKCE verifier, and checks the ID token (signature, issuer, audience, expiry, nonce). ' +
          'The account is the one linked to the provider’s subject; else the account with the same email, linked only when the provider says `email_verified` is true; else a new customer. ' +
          `Answers 302 to \`/auth/login?sso=<one-time code>&next=<path>\` (the code lives 60 s, for one \`POST auth/google/exchange\`), or to \`/auth/login?sso_error=<reason>\` with a reason among ${SSO_ERRORS.map((e) => `\`${e}\``).join(', ')}. Without a client id the call answers 404.`,
        querystring: callbackQuery,
        response: {
          302: redirectAnswer,
          ...errorResponses({ also: { 404: GOOGLE_NOT_SET_UP } }),
        },
      },
    },
    async (request, reply) => reply.redirect(await setUp().callback(request.query), 302),
  );

  app.post(
    '/exchange',
    {
      schema: {
        tags,
        operationId: 'exchangeGoogleSignIn',
        summary: 'Trade the one-time code of a Google sign-in for the login answer',
        description:
          'The app sends the `sso` code the callback put in the login page’s address; the answer is the password login’s (a new session and its bearer token). A code works once and for 60 seconds; an unknown, used or expired one answers 400.',
        body: exchangeBody,
        response: { 200: loginAnswer, ...errorResponses({ body: 'json' }) },
      },
    },
    async (request) => exchangeCode(ctx, request.body.code),
  );
};
