import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** Names are generated per upload and never reused, so a year of caching is safe. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `If-None-Match` holds a list of tags, possibly weak (`W/"…"`), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Pictures from the database (or the configured S3 bucket), so whichever server process a browser reaches has them.
 * The plain type provider: the body is bytes, which no zod response schema describes.
 */
export const uploadRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx }) => {
  app.get<{ Params: { name: string } }>(
    '/:name',
    {
      schema: {
        tags: ['images'],
        operationId: 'getUploadedImage',
        description:
          'The bytes of an uploaded or demo picture as stored in the database (or the S3 bucket when configured), with `Cache-Control: public, max-age=31536000, immutable` and a strong `ETag`; a matching `If-None-Match` answers 304 with no body. `<name>-384w.webp` and `<name>-768w.webp` are the same picture at most 384 and 768 px wide, for `srcset` (made from the picture on first request when it was stored before they existed).',
        summary: 'An uploaded picture (WebP), cached for a year; answers 304 to a matching If-None-Match',
        params: z.object({ name: z.string() }),
        response: {
          304: z.null().describe('Not modified'),
          ...errorResponses({ also: { 404: 'No picture with that name' } }),
        },
      },
    },
    async (request, reply) => {
      const image = await ctx.images.read(request.params.name);
      if (!image) throw notFound('No such picture', 'IMAGE_NOT_FOUND');
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', image.etag);
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
