import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSchema, confirmPaymentSchema } from '../../../src/domain/validation.ts';
import { badRequest, errorResponses } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkout } from '../../services/checkout.ts';
import { confirmPayment, incomeByDay, isRealDate, listOrders, markDone, orderDetail } from '../../services/orders.ts';
import { paidOrdersInPeriod } from '../../services/paidOrders.ts';
import type { RouteDeps } from '../routeDeps.ts';
import { bearerAuth } from '../schemas.ts';
import {
  checkoutAnswer,
  checkoutHeaders,
  detailAnswer,
  doneBody,
  incomeAnswer,
  incomeQuery,
  listAnswer,
  listQuery,
  orderIdParams,
  paidOrdersAnswer,
  statusAnswer,
} from './schemas.ts';

const tags = ['order'];

/** Checkout, payment, the admin's order list and dashboard figures. */
export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.post(
    '/checkout',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Turn one delivery method’s cart into an order (priced by the server)',
        security: bearerAuth,
        headers: checkoutHeaders,
        body: checkoutSchema,
        response: { 201: checkoutAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await checkout(ctx, currentUser(request), request.body, request.headers['idempotency-key']);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode as 201).send(result.body);
    },
  );

  app.get(
    '/detail-order/:order_id',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'One order with its lines (its customer or an admin)',
        security: bearerAuth,
        params: orderIdParams,
        response: { 200: detailAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      messages: 'Order detail',
      data: await orderDetail(ctx.db, currentUser(request), request.params.order_id),
    }),
  );

  app.patch(
    '/confirm-payment',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Pay your own order that is waiting for payment',
        security: bearerAuth,
        body: confirmPaymentSchema,
        response: { 200: statusAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      messages: 'Your payment has been confirmed',
      data: await confirmPayment(ctx, currentUser(request), request.body),
    }),
  );

  app.get(
    '/all',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Orders, newest first; paid orders waiting to be done unless another status is asked for',
        security: bearerAuth,
        querystring: listQuery,
        response: { 200: listAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      messages: 'All orders',
      data: await listOrders(ctx.db, request.query.status, request.query.page, request.query.limit),
    }),
  );

  app.patch(
    '/done',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Mark a paid order as delivered',
        security: bearerAuth,
        body: doneBody,
        response: { 200: statusAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      messages: 'You have just delivered an order',
      data: await markDone(ctx, request.body.order_id),
    }),
  );

  app.get(
    '/income',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Income, estimated outcome (60%) and order count per shop-time day; the last 7 days by default',
        security: bearerAuth,
        querystring: incomeQuery,
        response: { 200: incomeAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      for (const [name, value] of Object.entries(request.query)) {
        if (value !== undefined && !isRealDate(value)) throw badRequest(`${name} is not a real date`, 'BAD_DATE');
      }
      return { messages: 'Income per day', data: await incomeByDay(ctx, request.query) };
    },
  );

  app.get(
    '/income/orders',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Every order paid within the period (shop-time dates, no page limit): what the income chart counts',
        security: bearerAuth,
        querystring: incomeQuery,
        response: { 200: paidOrdersAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ messages: 'Paid orders', data: await paidOrdersInPeriod(ctx, request.query) }),
  );
};
