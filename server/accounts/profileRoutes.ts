import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POPUPS } from '../../src/domain/messages.ts';
import { profileSchema } from '../../src/domain/apiSchemas.ts';
import { HttpError } from '../errors.ts';
import { currentUser } from '../plugins/auth.ts';
import { hasUpload } from '../catalogue/products.ts';
import { deleteProfileImage, editProfile, getProfile, updateProfileImage } from './profile.ts';
import { errorResponses } from '../http/errorResponses.ts';
import { registerImageMultipart } from '../http/multipart.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { bearerAuth, imageFile, messageOnly } from '../http/sharedSchemas.ts';

const tags = ['user'];

const profile = z
  .object({
    id: z.number().int(),
    email: z.string(),
    username: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    address: z.string().nullable(),
    phone_number: z.string().nullable(),
    gender: z.enum(['male', 'female']).nullable(),
    bod: z.string().nullable(),
    image: z.string().nullable(),
    role_id: z.number().int(),
  })
  .meta({ id: 'Profile' });
const profileAnswer = z.object({ messages: z.string(), data: profile });
const imageBody = z.looseObject({ image: z.unknown().optional().describe('png or jpeg file, under 4388608 bytes') });
/** The form as documented; the handler answers 400 itself when the image is missing. */
const imageForm = z.object({ image: imageFile }).meta({ id: 'ImageForm' });

export const IMAGE_MISSING = 'Choose an image';

/** The signed-in user's own profile and picture. */
export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/detail',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'getProfile',
        summary: 'Your profile',
        description: 'The signed-in user’s profile fields and picture.',
        security: bearerAuth,
        response: { 200: profileAnswer, ...errorResponses({ auth: 'user' }) },
      },
    },
    async (request) => ({ messages: 'Your profile', data: await getProfile(ctx, currentUser(request).id) }),
  );

  app.patch(
    '/edit-profile',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'editProfile',
        summary: 'Replace your profile fields',
        description: 'Replaces every profile field at once; the email must stay unique.',
        security: bearerAuth,
        body: profileSchema,
        response: {
          200: profileAnswer,
          ...errorResponses({ auth: 'user', body: 'json', also: { 409: 'Another account has this email' } }),
        },
      },
    },
    async (request) => ({
      messages: POPUPS.profileUpdated,
      data: await editProfile(ctx, currentUser(request).id, request.body),
    }),
  );

  app.delete(
    '/delete-image',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'deleteProfileImage',
        summary: 'Remove your picture',
        description: 'Removes the signed-in user’s picture; without one it answers the same.',
        security: bearerAuth,
        response: { 200: messageOnly, ...errorResponses({ auth: 'user', body: 'json' }) },
      },
    },
    async (request) => {
      await deleteProfileImage(ctx, currentUser(request).id);
      return { messages: POPUPS.imageDeleted };
    },
  );

  await app.register(async (plain) => {
    await registerImageMultipart(plain);
    const uploads = plain.withTypeProvider<ZodTypeProvider>();
    uploads.patch(
      '/update-image',
      {
        onRequest: guards.user,
        schema: {
          tags,
          operationId: 'updateProfileImage',
          summary: 'Upload a new picture (multipart field `image`)',
          description:
            'Replaces the signed-in user’s picture with the uploaded png or jpeg (recognised by its bytes, re-encoded by the server).',
          security: bearerAuth,
          body: imageBody,
          bodyContent: { 'multipart/form-data': imageForm },
          response: {
            200: profileAnswer,
            ...errorResponses({
              auth: 'user',
              body: 'multipart',
              also: { 429: 'Too many uploads; wait before sending another picture' },
            }),
          },
        },
      },
      async (request) => {
        const image = request.body.image;
        if (!hasUpload(image)) {
          throw new HttpError(400, 'IMAGE_REQUIRED', IMAGE_MISSING);
        }
        return {
          messages: 'Your image has been updated',
          data: await updateProfileImage(ctx, currentUser(request).id, image),
        };
      },
    );
  });
};
