import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSchema, confirmPaymentSchema } from '../../src/domain/apiSchemas.ts';
import { languageOfHeader } from '../../src/domain/languages.ts';
import { badRequest } from '../errors.ts';
import { currentUser } from '../plugins/auth.ts';
import { checkout } from './checkout.ts';
import { markDone, orderDetail } from './orderDetail.ts';
import { listOrders } from './orderList.ts';
import { confirmPayment } from './payment.ts';
import { incomeByDay, isRealDate } from './reports/income.ts';
import { paidOrdersInPeriod } from './reports/paidOrders.ts';
import { prepReportForPeriod } from './reports/prepReport.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { adminAuth, staffAuth, bearerAuth } from '../http/sharedSchemas.ts';
import {
  checkoutAnswer,
  checkoutHeaders,
  confirmAnswer,
  detailAnswer,
  doneBody,
  incomeAnswer,
  incomeQuery,
  listAnswer,
  listQuery,
  orderIdParams,
  paidOrdersAnswer,
  prepReportAnswer,
  statusAnswer,
} from './orderSchemas.ts';

const tags = ['order'];

/** Checkout, payment, the admin's order list and dashboard figures. */
export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.post(
    '/checkout',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'checkout',
        summary: 'Turn one delivery method’s cart into an order (priced by the server)',
        description:
          'One transaction: checks every product, size, delivery method and the stock, takes the stock and creates the order (`new order`) with its lines, priced by the server. A retry with the same `Idempotency-Key` answers the first result and makes no second order.',
        security: bearerAuth,
        headers: checkoutHeaders,
        body: checkoutSchema,
        response: {
          201: checkoutAnswer,
          ...errorResponses({
            auth: 'user',
            body: 'json',
            also: {
              404: 'A product is not on the menu any more',
              409: 'Not enough stock, an earlier order is still unpaid, or the Idempotency-Key was used for another checkout',
            },
          }),
        },
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
        operationId: 'getOrderDetail',
        summary: 'One order with its lines (its customer, staff or an admin)',
        description:
          'A customer sees only their own orders (another’s answers 404, as an unknown id does); an admin sees any.',
        security: bearerAuth,
        params: orderIdParams,
        response: { 200: detailAnswer, ...errorResponses({ auth: 'user', id: true }) },
      },
    },
    async (request) => ({
      messages: 'Order detail',
      data: await orderDetail(ctx.db, currentUser(request), request.params.order_id, ctx.clock()),
    }),
  );

  app.patch(
    '/confirm-payment',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'confirmPayment',
        summary: 'Pay your own order that is waiting for payment',
        description:
          'The customer’s own `new order`, with the address, phone and payment method (1 card, 2 bank transfer, 3 cash, 4 QRIS). Home delivery needs an address and a phone. Cash, and every method when the shop takes payment itself (`PAYMENT_PROVIDER=manual`), set the order `paid` at once (cash with the payment `due`). Through a provider, cards, bank transfers and QRIS open a payment attempt and the order stays `new order` until the provider’s notification: `payment.action` says what the customer does (a QR, a virtual account, a page). A second confirm while an attempt is open answers that attempt.',
        security: bearerAuth,
        body: confirmPaymentSchema,
        response: {
          200: confirmAnswer,
          ...errorResponses({
            auth: 'user',
            body: 'json',
            also: {
              403: 'Only the customer who placed an order can pay it',
              404: 'No such order among yours',
              409: 'This order is already paid, or cancelled',
              502: 'The payment provider did not answer; nothing was charged, try again',
            },
          }),
        },
      },
    },
    async (request) => {
      // The receipt is written in the language the app asks in.
      const language = languageOfHeader(request.headers['accept-language']);
      const data = await confirmPayment(ctx, currentUser(request), request.body, language);
      return {
        messages: data.status === 'paid' ? 'Your payment has been confirmed' : 'Complete your payment',
        data,
      };
    },
  );

  app.get(
    '/all',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'listOrders',
        summary: 'Orders, newest first; paid orders waiting to be done unless another status is asked for',
        description:
          'The admin’s order list, one page at a time; `status=waiting` lists paid, preparing and ready orders, ' +
          '`status=all` every order; `search` finds an order by its number or its customer’s name or email.',
        security: staffAuth,
        querystring: listQuery,
        response: { 200: listAnswer, ...errorResponses({ auth: 'staff' }) },
      },
    },
    async (request) => ({
      messages: 'All orders',
      data: await listOrders(
        ctx.db,
        request.query.status,
        request.query.page,
        request.query.limit,
        request.query.search,
      ),
    }),
  );

  app.patch(
    '/done',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'markOrderDone',
        summary: 'Mark a paid, preparing or ready order as done (collected or delivered)',
        description:
          "Moves a `paid`, `preparing` or `ready` order straight to `done` (the old site's one-step call); any other status answers 409.",
        security: staffAuth,
        body: doneBody,
        response: {
          200: statusAnswer,
          ...errorResponses({
            auth: 'staff',
            body: 'json',
            also: { 404: 'No such order', 409: 'Only a paid order can be marked done' },
          }),
        },
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
        operationId: 'getIncome',
        summary: 'Income and order count per shop-time day; the last 7 days by default',
        description:
          'For the admin dashboard’s chart: one entry per day from `from` to `to` (dates in shop time), days without orders included.',
        security: adminAuth,
        querystring: incomeQuery,
        response: { 200: incomeAnswer, ...errorResponses({ auth: 'admin' }) },
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
        operationId: 'listPaidOrders',
        summary: 'Every order paid within the period (shop-time dates, no page limit): what the income chart counts',
        description:
          'The orders whose payment falls on a shop-time (Asia/Jakarta) date from `from` to `to`, whatever their status since, counted exactly as `GET order/income` counts them; for the dashboard report.',
        security: adminAuth,
        querystring: incomeQuery,
        response: { 200: paidOrdersAnswer, ...errorResponses({ auth: 'admin' }) },
      },
    },
    async (request) => ({ messages: 'Paid orders', data: await paidOrdersInPeriod(ctx, request.query) }),
  );

  app.get(
    '/report',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'getPrepReport',
        summary:
          'Preparation times (median, 90th percentile, late orders) per day and hour, and takings by payment method',
        description:
          'For the admin dashboard: the orders paid from `from` to `to` (shop-time, Asia/Jakarta dates; the last 7 days by default), counted exactly as `GET order/income` counts them. Paid→ready times come from the orders’ real `paid_at` and `ready_at`; scheduled orders are left out of the times but judged late against the time asked for.',
        security: adminAuth,
        querystring: incomeQuery,
        response: { 200: prepReportAnswer, ...errorResponses({ auth: 'admin' }) },
      },
    },
    async (request) => ({ messages: 'Preparation report', data: await prepReportForPeriod(ctx, request.query) }),
  );
};
