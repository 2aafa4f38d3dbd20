import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POPUPS } from '../../../src/domain/messages.ts';
import { profileSchema } from '../../../src/domain/validation.ts';
import { errorResponses, HttpError } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { hasUpload } from '../../services/products.ts';
import { deleteProfileImage, editProfile, getProfile, updateProfileImage } from '../../services/profile.ts';
import { registerImageMultipart } from '../multipart.ts';
import type { RouteDeps } from '../routeDeps.ts';
import { bearerAuth, messageOnly } from '../schemas.ts';

const tags = ['user'];

const profile = z.object({
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
});
const profileAnswer = z.object({ messages: z.string(), data: profile });
const imageBody = z.looseObject({ image: z.unknown().optional().describe('png or jpeg file, under 4388608 bytes') });

export const IMAGE_MISSING = 'Choose an image';

/** The signed-in user's own profile and picture. */
export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, guards }) => {
  app.get(
    '/detail',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Your profile',
        security: bearerAuth,
        response: { 200: profileAnswer, ...errorResponses(401) },
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
        summary: 'Replace your profile fields',
        security: bearerAuth,
        body: profileSchema,
        response: { 200: profileAnswer, ...errorResponses(400, 401, 409) },
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
        summary: 'Remove your picture',
        security: bearerAuth,
        response: { 200: messageOnly, ...errorResponses(401) },
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
          summary: 'Upload a new picture (multipart field `image`)',
          security: bearerAuth,
          consumes: ['multipart/form-data'],
          body: imageBody,
          response: { 200: profileAnswer, ...errorResponses(400, 401, 413, 415, 429, 503) },
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
