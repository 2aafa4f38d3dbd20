import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { adminAuth, staffAuth } from '../http/sharedSchemas.ts';
import { pauseBody, shopAnswer, shopPatchBody } from './shopSchemas.ts';
import { pauseOrders, readShopSettings, shopAnswerData, updateShopSettings } from './shopSettings.ts';

const tags = ['shop'];

/** The shop's hours, closed dates, pause, tax and shipping (docs/product.md, "Shop hours"). */
export const shopRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'getShop',
        summary: 'The shop’s hours, whether it takes orders now, its tax and shipping (anyone)',
        description:
          'Times are shop time (Asia/Jakarta). `open_now` follows the hours and closed dates; `accepting_orders` is false while orders are paused; `next_open_at` says when orders are taken again. The cart estimates its tax and shipping with `tax_rate_percent` and `shipping_fee`; an order keeps what it was charged.',
        response: { 200: shopAnswer, ...errorResponses() },
      },
    },
    async () => {
      const settings = await readShopSettings(ctx.db);
      return { messages: 'The shop', data: shopAnswerData(settings, ctx.clock()) };
    },
  );

  app.patch(
    '/',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'updateShop',
        summary: 'Change the hours, closed dates, tax, shipping or delivery window (admin)',
        description:
          'Any of the fields; each is checked (ranges that overlap or close when they open, a closed date gone by, a tax over 20 %, a fee over 100000) and a refusal answers 400 naming the field, changing nothing. New prices apply to new orders only. Every open stream hears a `shop` event.',
        security: adminAuth,
        body: shopPatchBody,
        response: { 200: shopAnswer, ...errorResponses({ auth: 'admin', body: 'json' }) },
      },
    },
    async (request) => {
      const settings = await updateShopSettings(ctx, request.body);
      return { messages: 'Shop settings saved', data: shopAnswerData(settings, ctx.clock()) };
    },
  );

  app.patch(
    '/pause',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'pauseOrders',
        summary: 'Pause or resume taking orders (staff or admin)',
        description:
          '`accepting_orders: false` pauses (busy, out of milk) with an optional `reason` (plain text, at most 100 characters, shown to customers) and an optional `until` in the future, when orders resume by themselves; `true` resumes at once. Checkouts meanwhile answer 409 `SHOP_CLOSED`. Every open stream hears a `shop` event.',
        security: staffAuth,
        body: pauseBody,
        response: { 200: shopAnswer, ...errorResponses({ auth: 'staff', body: 'json' }) },
      },
    },
    async (request) => {
      const settings = await pauseOrders(ctx, request.body);
      const paused = !request.body.accepting_orders;
      return {
        messages: paused ? 'Orders paused' : 'Taking orders again',
        data: shopAnswerData(settings, ctx.clock()),
      };
    },
  );
};
