import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../src/domain/limits.ts';
import { HttpError } from '../errors.ts';

/** Set once @fastify/multipart has read the whole form into `request.body`. */
const formRead = new WeakSet<FastifyRequest>();

/**
 * The parser under @fastify/multipart (busboy) reports a form it cannot read (no boundary, a
 * boundary too long to search for, data cut short) as a bare Error, with no code or status; the
 * plugin's own refusals are coded (FST_REQ_FILE_TOO_LARGE, FST_PARTS_LIMIT …) and mapped by code
 * in errors.ts. So: a bare Error raised while the form is still being read is a broken form.
 */
function isBrokenForm(error: unknown, request: FastifyRequest): boolean {
  return (
    request.isMultipart() &&
    !formRead.has(request) &&
    error instanceof Error &&
    (error.constructor === Error || error.constructor === TypeError) &&
    (error as { code?: unknown }).code === undefined &&
    (error as { statusCode?: unknown }).statusCode === undefined
  );
}

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
  // Runs after the plugin's own preValidation hook, which reads the form.
  app.addHook('preValidation', async (request) => {
    formRead.add(request);
  });
  // What this handler throws goes on to the app's error handler, which answers in the contract's envelope.
  app.setErrorHandler((error, request) => {
    if (isBrokenForm(error, request)) {
      throw new HttpError(400, 'MALFORMED_MULTIPART', 'The form data could not be read');
    }
    throw error;
  });
}
