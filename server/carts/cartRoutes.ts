import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/auth.ts';
import { getCarts, saveCarts, StaleCartError } from './carts.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { bearerAuth } from '../http/sharedSchemas.ts';
import { cartAnswer, cartBody, cartConflictAnswer } from './cartSchemas.ts';

const tags = ['cart'];

/** The customer's three carts, kept on the server so they follow the account to any device. */
export const cartRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'getCart',
        summary: 'Your three carts (dine in, home delivery, take away)',
        description:
          'Each cart is `{ delivery_time, products: [{ product_id, size, qty }] }`; `updated_at` is null before the first save.',
        security: bearerAuth,
        response: { 200: cartAnswer, ...errorResponses({ auth: 'user' }) },
      },
    },
    async (request) => ({ messages: 'Your carts', data: await getCarts(ctx, currentUser(request).id) }),
  );

  app.put(
    '/',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'saveCart',
        summary: 'Replace your three carts',
        description:
          'Every line is checked (known product, a size it offers, qty 1–99, the method it is sold for) and a later ' +
          'home-delivery time against the delivery window; a refusal is a 400 naming the line and writes nothing. ' +
          'Stock is checked at checkout. An `updated_at` other than the stored one answers 409 with the stored ' +
          '`details: { carts, updated_at }`. A new line of a sold-out product answers 409 `SOLD_OUT` naming it (a ' +
          'line the cart already held may stay, so the customer can remove it alone); a new line with a sold-out ' +
          'choice, 400.',
        security: bearerAuth,
        body: cartBody,
        response: {
          200: cartAnswer,
          409: cartConflictAnswer,
          ...errorResponses({ auth: 'user', body: 'json' }),
        },
      },
    },
    async (request, reply) => {
      try {
        return { messages: 'Your carts are saved', data: await saveCarts(ctx, currentUser(request).id, request.body) };
      } catch (error) {
        if (!(error instanceof StaleCartError)) throw error;
        return reply.code(409).send({ messages: error.message, code: error.code, details: error.stored });
      }
    },
  );
};
