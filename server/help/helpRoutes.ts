import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { helpCallSchema, helpReplySchema } from '../../src/domain/apiSchemas.ts';
import { HELP_TOO_MANY_CALLS, HELP_TOO_MANY_OPEN } from '../../src/domain/helpCalls.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { bearerAuth, positiveId, staffAuth } from '../http/sharedSchemas.ts';
import { currentUser } from '../plugins/auth.ts';
import { answerHelpCall, askForHelp, HELP_ANSWERED, myHelpCalls, openHelpCalls } from './helpCalls.ts';
import { helpCallAnswer } from './helpSchemas.ts';

const tags = ['help'];
const callAnswer = z.object({ messages: z.string(), data: helpCallAnswer });
const listAnswer = z.object({ messages: z.string(), data: z.array(helpCallAnswer) });

/** Ask a Staff (docs/architecture.md, "Help calls"): a customer's question, the queue's panel, the answer. */
export const helpRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.post(
    '/',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'askForHelp',
        summary: 'Ask a barista a question',
        description:
          'A question of 1–300 characters of plain text (HTML tags are refused) on one of four topics, about a ' +
          'product or one of your own orders when given. Staff see it live on the queue (a `help` event); the ' +
          'answer comes back the same way and in `GET help/mine`. At most 3 open calls and 10 calls an hour per ' +
          'customer.',
        security: bearerAuth,
        body: helpCallSchema,
        response: {
          201: callAnswer,
          ...errorResponses({
            auth: 'user',
            body: 'json',
            also: { 409: HELP_TOO_MANY_OPEN, 429: HELP_TOO_MANY_CALLS },
          }),
        },
      },
    },
    async (request, reply) => {
      const call = await askForHelp(ctx, currentUser(request).id, request.body);
      return reply.code(201).send({ messages: 'Your question was sent', data: call });
    },
  );

  app.get(
    '/mine',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'myHelpCalls',
        summary: 'Your help calls, newest first',
        description: 'Your latest 20 help calls, open and answered, newest first.',
        security: bearerAuth,
        response: { 200: listAnswer, ...errorResponses({ auth: 'user' }) },
      },
    },
    async (request) => ({ messages: 'Your help calls', data: await myHelpCalls(ctx.db, currentUser(request).id) }),
  );

  app.get(
    '/',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'openHelpCalls',
        summary: 'The open help calls, oldest first',
        description: 'What customers are waiting to hear from a barista, oldest first (at most 100).',
        security: staffAuth,
        response: { 200: listAnswer, ...errorResponses({ auth: 'staff' }) },
      },
    },
    async () => ({ messages: 'Open help calls', data: await openHelpCalls(ctx.db) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'answerHelpCall',
        summary: 'Answer a help call',
        description:
          'The answer (1–300 characters of plain text) closes the call; the customer sees it live where they ' +
          'asked (a `help` event) and in `GET help/mine`. A call is answered once: a second answer gets 409.',
        security: staffAuth,
        params: z.object({ id: positiveId('id') }),
        body: helpReplySchema,
        response: {
          200: callAnswer,
          ...errorResponses({ auth: 'staff', body: 'json', id: true, also: { 409: HELP_ANSWERED } }),
        },
      },
    },
    async (request) => ({
      messages: 'Answer sent',
      data: await answerHelpCall(ctx, request.params.id, currentUser(request).id, request.body.reply),
    }),
  );
};
