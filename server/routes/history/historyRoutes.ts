import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { hideHistory, listHistory } from '../../services/history.ts';
import type { RouteDeps } from '../routeDeps.ts';
import { bearerAuth, orderStatusSchema, positiveId } from '../schemas.ts';

const tags = ['history'];

const historyAnswer = z.object({
  messages: z.string(),
  data: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      qty: z.number().int(),
      size: z.string(),
      price: z.number().int(),
      status: orderStatusSchema,
      createdAt: z.string(),
      product: z.object({
        id: z.number().int(),
        name: z.string(),
        price: z.number().int(),
        images: z.string().nullable(),
      }),
    }),
  ),
});

const deleteBody = z.object({
  order_detail_ids: z
    .array(positiveId('order_detail_ids'), { error: 'order_detail_ids must be a list of history item ids' })
    .min(1, { error: 'Choose at least one history item' })
    .max(500, { error: 'Delete at most 500 history items at once' }),
});

/** The customer's own purchase history; deleting hides lines from it, the shop keeps them. */
export const historyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Your order lines, newest first',
        security: bearerAuth,
        response: { 200: historyAnswer, ...errorResponses(401) },
      },
    },
    async (request) => ({ messages: 'Your history', data: await listHistory(ctx.db, currentUser(request).id) }),
  );

  app.delete(
    '/delete-history',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Hide lines from your history (nothing is deleted from the shop’s records)',
        security: bearerAuth,
        body: deleteBody,
        response: {
          200: z.object({ messages: z.string(), data: z.object({ hidden: z.number().int() }) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => ({
      messages: 'History has been deleted',
      data: { hidden: await hideHistory(ctx.db, currentUser(request).id, request.body.order_detail_ids) },
    }),
  );
};
