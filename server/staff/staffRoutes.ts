import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffInviteSchema } from '../../src/domain/apiSchemas.ts';
import { languageOfHeader } from '../../src/domain/languages.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { adminAuth, positiveId } from '../http/sharedSchemas.ts';
import { INVITE_ADMIN, inviteStaff, LAST_ADMIN, listStaff, NOT_STAFF, removeStaff } from './staff.ts';

const tags = ['staff'];

const staffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string().nullable(),
    role_id: z.number().int().describe('1 admin, 3 staff (a barista)'),
    created_at: z.string().describe('When the account was made (ISO 8601)'),
  })
  .meta({ id: 'StaffMember' });
const memberAnswer = z.object({ messages: z.string(), data: staffMember });

/** The admin's staff management (docs/product.md#staff): who works the shop, invites and removals. */
export const staffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'listStaff',
        summary: 'Staff and admins',
        description: 'Everyone who works the shop: the admins first, then the staff, each by when they joined.',
        security: adminAuth,
        response: {
          200: z.object({ messages: z.string(), data: z.array(staffMember) }),
          ...errorResponses({ auth: 'admin' }),
        },
      },
    },
    async () => ({ messages: 'Staff and admins', data: await listStaff(ctx.db) }),
  );

  app.post(
    '/invite',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'inviteStaff',
        summary: 'Invite a barista',
        description:
          'Makes the account with this email staff (role 3), creating it with this first name when there is none (a customer keeps their own first name), and mails a link to choose a password: the reset link, used with `POST auth/forgot-password/new-password/{token}`, valid for 7 days and once; it ends the links mailed before. In Bahasa Indonesia when Accept-Language asks for it first. An admin’s email is refused: an invite never demotes.',
        security: adminAuth,
        body: staffInviteSchema,
        response: {
          200: memberAnswer,
          201: memberAnswer,
          ...errorResponses({
            auth: 'admin',
            body: 'json',
            also: { 409: `${INVITE_ADMIN}; or the same new email was invited twice at once` },
          }),
        },
      },
    },
    async (request, reply) => {
      const { member, created } = await inviteStaff(
        ctx,
        request.body,
        languageOfHeader(request.headers['accept-language']),
      );
      return reply.code(created ? 201 : 200).send({ messages: `Invite sent to ${member.email}`, data: member });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        operationId: 'removeStaff',
        summary: 'Remove someone from the staff',
        description:
          'The staff member or admin becomes a customer (role 2) and every session of theirs ends at once: their token answers 401 `invalid token` and their open event streams close within a second. An admin (the caller included) can be removed only while another admin remains.',
        security: adminAuth,
        params: z.object({ id: positiveId('id') }),
        response: {
          200: memberAnswer,
          ...errorResponses({
            auth: 'admin',
            body: 'json',
            id: true,
            also: { 404: `${NOT_STAFF}: unknown, or a customer`, 409: LAST_ADMIN },
          }),
        },
      },
    },
    async (request) => {
      const member = await removeStaff(ctx, request.params.id);
      return { messages: `${member.first_name ?? member.email} is no longer staff`, data: member };
    },
  );
};
