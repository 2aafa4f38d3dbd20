import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { adminAuth, staffAuth } from '../http/sharedSchemas.ts';
import { createGroup, deleteGroup, listGroups, setChoiceSoldOut, updateGroup } from './optionGroups.ts';
import {
  choiceAnswer,
  choiceAvailabilityBody,
  deletedGroupAnswer,
  groupAnswer,
  groupBody,
  groupChanges,
  groupListAnswer,
  groupParams,
} from './optionSchemas.ts';

const tags = ['options'];

/** Option groups (`/api/option-groups`): anyone reads them, admins change them. */
export const optionGroupRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'listOptionGroups',
        summary: 'Every option group with its choices (Milk, Sugar, Ice, Extra shot)',
        description: 'Groups are shared by products; `product_ids` names the live products that offer each.',
        response: { 200: groupListAnswer, ...errorResponses() },
      },
    },
    async () => ({ messages: 'Option groups', data: await listGroups(ctx.db) }),
  );

  app.post(
    '/',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'createOptionGroup',
        summary: 'Add an option group with its choices',
        description:
          'A group is shared by the products that name it in `option_group_ids`. `min ≥ 1` makes it required, `max = 1` a single choice; a line that names no choices gets the `is_default` ones.',
        security: adminAuth,
        body: groupBody,
        response: { 201: groupAnswer, ...errorResponses({ auth: 'admin', body: 'json' }) },
      },
    },
    async (request, reply) => {
      const group = await createGroup(ctx, request.body);
      return reply.code(201).send({ messages: 'Option group has been added', data: group });
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'updateOptionGroup',
        summary: 'Change an option group: its name, min, max, or its choices (renamed, repriced, reordered)',
        description:
          'A changed price applies to new orders only: order lines keep what they paid. A choice left out of `choices` is removed, or kept hidden when past orders chose it.',
        security: adminAuth,
        params: groupParams,
        body: groupChanges,
        response: { 200: groupAnswer, ...errorResponses({ auth: 'admin', body: 'json', id: true }) },
      },
    },
    async (request) => ({
      messages: 'Option group has been updated',
      data: await updateGroup(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'deleteOptionGroup',
        summary: 'Remove an option group from every product',
        description: 'A group past orders used is kept hidden for their records (`kept: true`); any other goes.',
        security: adminAuth,
        params: groupParams,
        response: { 200: deletedGroupAnswer, ...errorResponses({ auth: 'admin', body: 'json', id: true }) },
      },
    },
    async (request) => ({ messages: 'Option group has been deleted', data: await deleteGroup(ctx, request.params.id) }),
  );
};

/** One choice's availability (`/api/option-choices`): sold out and back in one tap. */
export const optionChoiceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.patch(
    '/:id',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        operationId: 'setChoiceAvailability',
        summary: 'Take a choice off the menu for now (oat milk ran out) and put it back',
        description:
          'Every product offering the choice shows it sold out at once; open menus and carts get a `menu` event.',
        security: staffAuth,
        params: groupParams,
        body: choiceAvailabilityBody,
        response: { 200: choiceAnswer, ...errorResponses({ auth: 'staff', body: 'json', id: true }) },
      },
    },
    async (request) => {
      const choice = await setChoiceSoldOut(ctx, request.params.id, request.body.sold_out);
      return { messages: choice.sold_out ? `${choice.name} is sold out` : `${choice.name} is back`, data: choice };
    },
  );
};
