import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../src/domain/messages.ts';
import { isDatabaseUnavailable } from './db/databaseUnavailable.ts';

/** The error envelope of the contract: a human `messages`, a machine `code`, field `details` when useful. */
export const errorSchema = z
  .object({
    messages: z.string().describe('What went wrong, in words to show as they are'),
    code: z.string().describe('A machine-readable code, e.g. VALIDATION_FAILED'),
    details: z.record(z.string(), z.string()).optional().describe('The message for each field that is not valid'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorSchema>;

/** An expected failure with its HTTP status; anything else is a 500 whose details stay in the log. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: Record<string, string>) =>
  new HttpError(400, code, message, details);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', details?: Record<string, string>) =>
  new HttpError(409, code, message, details);
export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);

/** What a client is told while the database is out of reach; it retries, nothing was half done. */
export const DATABASE_UNAVAILABLE = 'The database is not reachable right now, please try again in a moment';

/** A failure of the database itself (not of the query): 503, with a hint when to retry. */
export const databaseUnavailable = () => new HttpError(503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE);

/** Seconds a client should wait before retrying after a 503. */
const RETRY_AFTER_SECONDS = 5;

/** Zod's own texts name no field; ours (from the domain) are whole sentences and stay as they are. */
function fieldMessage(path: string, message: string): string {
  return /^(Invalid|Too (big|small)|Unrecognized)/.test(message) && path ? `${path}: ${message}` : message;
}

/** Framework and plugin errors that are the client's fault, in words a person can act on. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'EMPTY_BODY', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as JSON (or multipart/form-data for images)',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_CONTENT_LENGTH',
    message: 'The request body does not match its Content-Length',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'IMAGE_TOO_LARGE', message: MESSAGES.imageSize },
  FST_FILES_LIMIT: { status: 413, code: 'TOO_MANY_FILES', message: 'Send one image at a time' },
  FST_PARTS_LIMIT: { status: 413, code: 'TOO_MANY_PARTS', message: 'The form has too many fields' },
  FST_FIELDS_LIMIT: { status: 413, code: 'TOO_MANY_FIELDS', message: 'The form has too many fields' },
  FST_PROTO_VIOLATION: { status: 400, code: 'BAD_FIELD_NAME', message: 'The form has a forbidden field name' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the form as multipart/form-data',
  },
};

/**
 * Errors raised before routing (an address too long or badly encoded) skip the error handler;
 * Fastify hands them here so they get the same envelope.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const messages =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address of the request is not valid';
  void send(reply, status, { messages, code: error.code ?? 'BAD_REQUEST' });
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The answer for a path no route serves. */
export function notFoundBody(request: FastifyRequest): ErrorBody {
  return { messages: `No such route: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' };
}

/** One place turns every failure into the contract's envelope; a 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, error.statusCode, {
        messages: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        details[field] ??= fieldMessage(field === '_' ? '' : field, issue.message ?? 'Invalid value');
      }
      // A body that is not an object at all (null, a number, a list) has no field to blame.
      if (details._?.startsWith('Invalid input')) details._ = 'Send the request body as a JSON object';
      const first = Object.values(details)[0] ?? 'The request is not valid';
      return send(reply, 400, { messages: first, code: 'VALIDATION_FAILED', details });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, { messages: known.message, code: known.code });
    // JSON.parse failures surface as a SyntaxError with a 400 status.
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, 400, { messages: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { messages: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      // Logged as a warning: an outage is an operations matter, and the answer says what to do.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, { messages: DATABASE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { messages: 'Something went wrong on our side, please try again', code: 'INTERNAL' });
  });
}
