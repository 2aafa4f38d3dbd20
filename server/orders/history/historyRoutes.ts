import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { hideHistory, listHistory } from './history.ts';
import { errorResponses } from '../../http/errorResponses.ts';
import type { RouteDeps } from '../../http/routeDeps.ts';
import { bearerAuth, orderStatusSchema, positiveId } from '../../http/sharedSchemas.ts';
import { chosenOption, productNameIndonesian } from '../orderSchemas.ts';

const tags = ['history'];

const historyLine = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    qty: z.number().int(),
    size: z.string(),
    price: z.number().int(),
    options: z.array(chosenOption).describe('What the line chose, as it was when ordered'),
    note: z.string().nullable(),
    status: orderStatusSchema,
    createdAt: z.string(),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      name_indonesian: productNameIndonesian,
      price: z.number().int(),
      images: z.string().nullable(),
    }),
  })
  .meta({ id: 'HistoryLine' });

const historyAnswer = z.object({ messages: z.string(), data: z.array(historyLine) });

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
        operationId: 'listHistory',
        summary: 'Your order lines, newest first',
        description:
          'The signed-in customer’s own order lines with their order’s status, except those hidden by `delete-history`.',
        security: bearerAuth,
        response: { 200: historyAnswer, ...errorResponses({ auth: 'user' }) },
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
        operationId: 'deleteHistory',
        summary: 'Hide lines from your history (nothing is deleted from the shop’s records)',
        description:
          'Hides the given lines from the customer’s own history; the orders stay in the shop’s records. Any id that is not one of your lines answers 404 and hides nothing.',
        security: bearerAuth,
        body: deleteBody,
        response: {
          200: z.object({ messages: z.string(), data: z.object({ hidden: z.number().int() }) }),
          ...errorResponses({
            auth: 'user',
            body: 'json',
            also: { 404: 'One of the ids is not a line of your history' },
          }),
        },
      },
    },
    async (request) => ({
      messages: 'History has been deleted',
      data: { hidden: await hideHistory(ctx.db, currentUser(request).id, request.body.order_detail_ids) },
    }),
  );
};
