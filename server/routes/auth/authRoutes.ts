import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POPUPS } from '../../../src/domain/messages.ts';
import {
  editPasswordSchema,
  forgotSchema,
  loginSchema,
  newPasswordSchema,
  signupSchema,
} from '../../../src/domain/validation.ts';
import { errorResponses } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { editPassword, login, LoginThrottled, signup } from '../../services/accounts.ts';
import { requestPasswordReset, resetPassword } from '../../services/passwordReset.ts';
import type { RouteDeps } from '../routeDeps.ts';
import { bearerAuth, messageOnly } from '../schemas.ts';
import { loginAnswer, passwordChangedAnswer, resetTokenParams, signupAnswer } from './schemas.ts';

const tags = ['auth'];

/** Sign-up, login, password reset by mail and password change. */
export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.post(
    '/signup',
    {
      schema: {
        tags,
        summary: 'Create a customer account',
        body: signupSchema,
        response: { 201: signupAnswer, ...errorResponses(400, 409) },
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
        summary: 'Log in; answers a bearer token',
        body: loginSchema,
        response: { 200: loginAnswer, ...errorResponses(400, 401, 429) },
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
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: forgotSchema,
        response: { 200: messageOnly, ...errorResponses(400) },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { messages: POPUPS.checkEmail };
    },
  );

  app.post(
    '/forgot-password/new-password/:token',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token (single use, 30 minutes)',
        params: resetTokenParams,
        body: newPasswordSchema,
        response: { 200: messageOnly, ...errorResponses(400) },
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
        summary: 'Change your password; every other session ends, this one gets a fresh token',
        security: bearerAuth,
        body: editPasswordSchema,
        response: { 200: passwordChangedAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { token } = await editPassword(ctx, currentUser(request).id, request.body);
      return { messages: POPUPS.passwordChanged, token };
    },
  );
};
