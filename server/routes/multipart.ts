import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../src/domain/limits.ts';

/**
 * Multipart parsing for the image routes only: registered inside their own plugin so its
 * per-request hooks do not slow every other route. Fields and the file land in `request.body`.
 */
export async function registerImageMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      // "Under 4388608 bytes": busboy allows exactly fileSize bytes and flags one more.
      fileSize: IMAGE_MAX_BYTES - 1,
      files: 1,
      fields: 30,
      parts: 32,
      fieldSize: 64 * 1024,
    },
  });
}
