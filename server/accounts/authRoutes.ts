import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOfHeader } from '../../src/domain/languages.ts';
import { POPUPS } from '../../src/domain/messages.ts';
import {
  editPasswordSchema,
  forgotSchema,
  loginSchema,
  newPasswordSchema,
  signupSchema,
} from '../../src/domain/apiSchemas.ts';
import { currentUser } from '../plugins/auth.ts';
import { endSession } from './sessions.ts';
import { editPassword, login, LoginThrottled, signup } from './signupAndLogin.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { bearerAuth, messageOnly } from '../http/sharedSchemas.ts';
import { loginAnswer, passwordChangedAnswer, resetTokenParams, signupAnswer } from './authSchemas.ts';

const tags = ['auth'];

/** Sign-up, login, password reset by mail and password change. */
export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.post(
    '/signup',
    {
      schema: {
        tags,
        operationId: 'signup',
        summary: 'Create a customer account',
        description: 'Anyone may sign up; every new account is a customer (role 2). The email must be new.',
        body: signupSchema,
        response: {
          201: signupAnswer,
          ...errorResponses({ body: 'json', also: { 409: 'An account with this email already exists' } }),
        },
      },
    },
    async (request, reply) => {
      const user = await signup(ctx, request.body);
      return reply.code(201).send({ messages: 'Your account has been created, please log in', data: user });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        operationId: 'login',
        summary: 'Log in; answers a bearer token',
        description:
          'Checks the email and password and answers a bearer token for the other calls. Repeated failures for an account or from an address are throttled.',
        body: loginSchema,
        response: {
          200: loginAnswer,
          ...errorResponses({
            body: 'json',
            also: { 401: 'Wrong email or password', 429: 'Too many failed logins; wait before trying again' },
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        return await login(ctx, request.body, request.ip);
      } catch (error) {
        if (error instanceof LoginThrottled) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
        throw error;
      }
    },
  );

  app.post(
    '/forgot-password/request',
    {
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        description:
          'Mails a single-use link valid for 30 minutes to the account with this email, if there is one; the answer is the same, and as quick, either way (the account is looked up after the answer), so nobody learns who has an account. The mail is in Bahasa Indonesia when Accept-Language asks for it first, in English otherwise. A password set later ends the links mailed before it.',
        body: forgotSchema,
        response: { 200: messageOnly, ...errorResponses({ body: 'json' }) },
      },
    },
    async (request) => {
      requestPasswordReset(ctx, request.body.email, languageOfHeader(request.headers['accept-language']));
      return { messages: POPUPS.checkEmail };
    },
  );

  app.post(
    '/forgot-password/new-password/:token',
    {
      schema: {
        tags,
        operationId: 'setNewPassword',
        summary: 'Set a new password with a reset token (single use, 30 minutes)',
        description:
          'Sets the password of the account the mailed token belongs to and signs out its other sessions. An unknown, used or expired token answers 400.',
        params: resetTokenParams,
        body: newPasswordSchema,
        response: { 200: messageOnly, ...errorResponses({ body: 'json' }) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.params.token, request.body.password);
      return { messages: 'Your password has been reset, please log in' };
    },
  );

  app.patch(
    '/edit-password',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'editPassword',
        summary: 'Change your password; every other session ends, this one gets a fresh token',
        description:
          'Needs the current password (`prev_password`); a wrong one answers 400 naming that field. Tokens issued before the change answer `invalid token` afterwards; the answer carries a fresh token for this session.',
        security: bearerAuth,
        body: editPasswordSchema,
        response: { 200: passwordChangedAnswer, ...errorResponses({ auth: 'user', body: 'json' }) },
      },
    },
    async (request) => {
      const { token } = await editPassword(ctx, currentUser(request).id, request.body);
      return { messages: POPUPS.passwordChanged, token };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'logout',
        summary: 'Log out: this token, its event tickets and its open event streams end on the server',
        description:
          'Ends the session the bearer token names: the token answers `invalid token` afterwards, event tickets ' +
          'taken with it no longer open a stream, and streams opened with it close within a second, on every ' +
          'server process. Other sessions of the account (other devices) stay signed in.',
        security: bearerAuth,
        response: { 200: messageOnly, ...errorResponses({ auth: 'user', body: 'json' }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await endSession(ctx, user.id, user.sessionId);
      return { messages: 'You are logged out' };
    },
  );
};
