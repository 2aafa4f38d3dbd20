import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/auth.ts';
import { counterBoard } from './counterBoard.ts';
import { myOrders, unpaidOrder } from './customerOrders.ts';
import { kitchenQueue } from './kitchenQueue.ts';
import { moveOrder } from './orderMoves.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { staffAuth, bearerAuth } from '../http/sharedSchemas.ts';
import { queueAnswer } from './kitchenTicketSchema.ts';
import { boardAnswer, mineAnswer, mineQuery, moveAnswer, statusBody } from './liveOrderSchemas.ts';
import { cancelAnswer, cancelBody, detailAnswer } from './orderSchemas.ts';
import { cancelOrder } from './cancelOrder.ts';

const tags = ['order'];

const unpaidAnswer = detailAnswer.extend({ data: detailAnswer.shape.data.nullable() });

/** The live part of orders: the customer's own, the kitchen's moves and the counter screen. */
export const liveOrderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/unpaid',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'getUnpaidOrder',
        summary: 'Your order still waiting for payment, or null',
        description:
          'The signed-in customer’s order in `new order` status, in the shape of `order/detail-order`, or `data: null`. ' +
          'Lets any device find the order to pay.',
        security: bearerAuth,
        response: { 200: unpaidAnswer, ...errorResponses({ auth: 'user' }) },
      },
    },
    async (request) => ({
      messages: 'Order waiting for payment',
      data: await unpaidOrder(ctx, currentUser(request)),
    }),
  );

  app.get(
    '/mine',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'listMyOrders',
        summary: 'Your orders, newest first, with their status, kitchen times, queue position and lines',
        description:
          'Every order of the signed-in customer (waiting for payment, paid, preparing, ready, done), newest first. ' +
          '`queue_position` and `estimated_ready_at` are null once an order is ready.',
        security: bearerAuth,
        querystring: mineQuery,
        response: { 200: mineAnswer, ...errorResponses({ auth: 'user' }) },
      },
    },
    async (request) => ({
      messages: 'Your orders',
      data: await myOrders(ctx, currentUser(request), request.query.page, request.query.limit),
    }),
  );

  app.patch(
    '/status',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'moveOrder',
        summary: 'Move an order one step along paid → preparing → ready → done, or one step back',
        description:
          'Admin. Each move stores its time (`preparing_at`, `ready_at`, `done_at`); a step back clears the time of ' +
          'the status left. Any other move answers 409 `Cannot move an order from "<from>" to "<to>"`. ' +
          'Subscribers of `GET events` hear of every move.',
        security: staffAuth,
        body: statusBody,
        response: {
          200: moveAnswer,
          ...errorResponses({
            auth: 'staff',
            body: 'json',
            also: { 404: 'No such order', 409: 'Not a move of one step along paid → preparing → ready → done' },
          }),
        },
      },
    },
    async (request) => {
      const data = await moveOrder(ctx, request.body.order_id, request.body.status);
      return { messages: `Order ${data.order_id} is now ${data.status}`, data };
    },
  );

  app.patch(
    '/cancel',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'cancelOrder',
        summary: 'Cancel an order: your own while unpaid, or (staff, admin) a paid or preparing one with a reason',
        description:
          'The customer may cancel their own order while it is `new order` (a payment still open is cancelled at ' +
          'the provider). Staff and admins may cancel a `new order`, `paid` or `preparing` order and must say why: a paid ' +
          'payment is refunded through the provider (its state becomes `refunded`; a refund the provider cannot ' +
          'make now answers `refund.state: failed` and is tried again in the background), a cash payment still ' +
          'due simply ends. The stock returns; the order becomes `cancelled` with `cancelled_at` and ' +
          '`cancel_reason`; subscribers of `GET events` hear of it. `ready` and `done` orders, and cancelled ' +
          'ones, answer 409. Another customer’s order answers 404, as an unknown one. Money already taken goes back ' +
          'only on an admin’s word: staff cancelling a paid order (not cash still due) get 403.',
        security: bearerAuth,
        body: cancelBody,
        response: {
          200: cancelAnswer,
          ...errorResponses({
            auth: 'user',
            body: 'json',
            also: {
              403: 'Staff cancelling an order whose money was taken: only an admin refunds',
              404: 'No such order among yours',
              409: 'The order is ready, done, already cancelled, or paid (only the shop cancels it then)',
            },
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await cancelOrder(
        ctx,
        { kind: user.role, userId: user.id },
        request.body.order_id,
        request.body.reason,
      );
      const refundLater = data.refund && data.refund.state !== 'succeeded';
      return {
        messages: refundLater
          ? `Order ${data.order_id} is cancelled. The refund could not be made yet: it is tried again in the background`
          : `Order ${data.order_id} is cancelled`,
        data,
      };
    },
  );

  app.get(
    '/board',
    {
      schema: {
        tags,
        operationId: 'getCounterBoard',
        summary: 'The counter screen: order numbers and first names being prepared and ready for pickup',
        description:
          'No token. `preparing`: paid and preparing orders (scheduled ones once due); `ready`: ready and not yet ' +
          'collected. Each entry is `{ number, name }`: the order id and the first name or username, never an email, ' +
          'phone or address.',
        response: { 200: boardAnswer, ...errorResponses() },
      },
    },
    async () => ({ messages: 'Order board', data: await counterBoard(ctx) }),
  );

  app.get(
    '/queue',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'listQueue',
        summary: "The barista's queue: every paid, preparing and ready order with its lines and times",
        description:
          'Admin. Every order in `paid`, `preparing` or `ready`, oldest first (by `due_at`, then id): its number ' +
          '(`id`), the customer’s first name or username, delivery method and requested time, its kitchen times and ' +
          'its lines. `due_at` is when it joins the queue: when it was paid or, for a scheduled order, its delivery ' +
          'time less the shop’s recent preparation time, whichever is later; the board shows a scheduled order from ' +
          'then on. `GET events` says when to read it again.',
        security: staffAuth,
        response: { 200: queueAnswer, ...errorResponses({ auth: 'staff' }) },
      },
    },
    async () => ({ messages: 'Kitchen queue', data: await kitchenQueue(ctx) }),
  );
};
