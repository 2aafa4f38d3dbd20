import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../errors.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { applyReport } from './applyReport.ts';
import { PAYMENT_PROVIDERS } from './paymentProvider.ts';
import { simulatorPage } from './simulator/simulatorPage.ts';
import { SIMULATED_OUTCOMES } from './simulator/simulatorProvider.ts';

const tags = ['payments'];

export const INVALID_SIGNATURE = 'invalid signature';
export const UNKNOWN_PAYMENT = 'No payment of this shop has that reference';
export const AMOUNT_MISMATCH = 'The amount does not match the payment; nothing was changed';

const notificationAnswer = z.object({
  messages: z.string(),
  data: z.object({ outcome: z.string().describe('What the notification did, or `no change`') }),
});

/**
 * The provider's notification call, and the simulator's page when the simulator is the provider.
 * Notifications are read as raw bytes: the signature is checked over exactly what arrived, before any
 * of it is believed.
 */
export const paymentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  // This plugin's own parsers (Fastify keeps them to this plugin): JSON as bytes, and the simulator's form.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/notifications/:provider',
    {
      schema: {
        tags,
        operationId: 'receivePaymentNotification',
        summary: 'A payment provider tells the shop how a payment went (no token: the body is signed)',
        description:
          'The body is the provider’s notification (Midtrans’s shape; the simulator sends the same). Its `signature_key` is checked over the raw body first: a bad or missing one answers 401 and changes nothing. The amount must equal the attempt’s. The same notification twice, or a late `pending`, changes nothing. A settlement marks the order paid.',
        params: z.object({ provider: z.enum(PAYMENT_PROVIDERS.filter((name) => name !== 'manual')) }),
        response: {
          200: notificationAnswer,
          ...errorResponses({
            body: 'json',
            also: {
              401: 'The signature is missing or is not the provider’s',
              404: 'This shop does not use that provider, or has no payment with that reference',
            },
          }),
        },
      },
    },
    async (request) => {
      const provider = ctx.payments.provider;
      if (!provider || provider.name !== request.params.provider) {
        throw notFound('This shop does not take payments through that provider', 'UNKNOWN_PROVIDER');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const report = provider.verify(raw);
      if (!report) throw new HttpError(401, 'INVALID_SIGNATURE', INVALID_SIGNATURE);
      const outcome = await applyReport(ctx, provider.name, report, 'notification', raw.toString('utf8'));
      if (outcome === 'unknown payment') throw notFound(UNKNOWN_PAYMENT, 'UNKNOWN_PAYMENT');
      if (outcome === 'amount mismatch') throw new HttpError(400, 'AMOUNT_MISMATCH', AMOUNT_MISMATCH);
      return { messages: 'Notification received', data: { outcome } };
    },
  );

  const simulator = ctx.payments.simulator;
  if (!simulator) return;
  const referenceParams = z.object({ reference: z.string().min(1).max(100) });

  app.get('/simulator/:reference', { schema: { hide: true, params: referenceParams } }, async (request, reply) => {
    const payment = await simulator.find(request.params.reference);
    if (!payment) throw notFound('The simulator has no payment with that reference', 'UNKNOWN_PAYMENT');
    return reply.type('text/html; charset=utf-8').send(simulatorPage(payment, ctx.clock()));
  });

  app.post(
    '/simulator/:reference',
    {
      schema: {
        hide: true,
        params: referenceParams,
        body: z.object({
          outcome: z.enum(SIMULATED_OUTCOMES, { error: 'outcome must be pay, fail or expire' }),
          twice: z.literal('on').optional(),
          out_of_order: z.literal('on').optional(),
        }),
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const payment = await simulator.find(reference);
      if (!payment) throw notFound('The simulator has no payment with that reference', 'UNKNOWN_PAYMENT');
      const { outcome, twice, out_of_order } = request.body;
      await simulator.settle(reference, outcome, { twice: twice === 'on', outOfOrder: out_of_order === 'on' });
      // Back to the shop, as a provider's page does when the customer is done.
      return reply.redirect(payment.finish_url, 303);
    },
  );
};
