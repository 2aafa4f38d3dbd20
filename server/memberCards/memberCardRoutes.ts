import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseCardNumber } from '../../src/domain/memberCard.ts';
import { badRequest, notFound } from '../errors.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { bearerAuth, staffAuth } from '../http/sharedSchemas.ts';
import { currentUser } from '../plugins/auth.ts';
import { lookUpCard, memberCardOf } from './memberCards.ts';
import { cardNumberParams, memberCardLookupSchema, memberCardSchema } from './memberCardSchemas.ts';

const tags = ['member card'];

export const NO_MEMBER_CARD = 'You have no member card yet: a paid order of IDR 200.000 or more brings one';
export const CARD_NUMBER_MALFORMED = 'A member card number is 12 letters and digits (no 0, 1, I, L or O)';
export const CARD_NOT_FOUND = 'No member card has this number';

/** The member card (docs/product.md, "Member card"): the owner's card, and the counter's look-up. */
export const memberCardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/user/member-card',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'myMemberCard',
        summary: 'Your member card, its points and their ledger',
        description:
          'The card a paid order with a subtotal of IDR 200.000 or more issued, its balance (the sum of its ledger, ' +
          'which may be negative after a cancelled order) and its latest changes of points, newest first. 404 when ' +
          'you have no card.',
        security: bearerAuth,
        response: {
          200: z.object({ messages: z.string(), data: memberCardSchema }),
          ...errorResponses({ auth: 'user', also: { 404: 'You have no member card yet' } }),
        },
      },
    },
    async (request) => {
      const card = await memberCardOf(ctx.db, currentUser(request).id);
      if (!card) throw notFound(NO_MEMBER_CARD, 'NO_MEMBER_CARD');
      return { messages: 'Your member card', data: card };
    },
  );

  app.get(
    '/member-cards/:number',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'lookUpMemberCard',
        summary: 'Look up a member card by its number',
        description:
          'For the counter: the member’s name to call out, their points and when the card was issued. A number that ' +
          'cannot be a card’s answers 400; one no card has, 404.',
        security: staffAuth,
        params: cardNumberParams,
        response: {
          200: z.object({ messages: z.string(), data: memberCardLookupSchema }),
          ...errorResponses({ auth: 'staff', also: { 404: 'No member card has this number' } }),
        },
      },
    },
    async (request) => {
      const number = normaliseCardNumber(request.params.number);
      if (!number) throw badRequest(CARD_NUMBER_MALFORMED, 'CARD_NUMBER_MALFORMED', { number: CARD_NUMBER_MALFORMED });
      const card = await lookUpCard(ctx.db, number);
      if (!card) throw notFound(CARD_NOT_FOUND, 'CARD_NOT_FOUND');
      return { messages: 'Member card', data: card };
    },
  );
};
