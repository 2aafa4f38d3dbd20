import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

export const NUL_TEXT = 'Text may not contain NUL characters';

/** Whether a parsed JSON value, query or form holds a string with a NUL character anywhere. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bodies are at most 1 MB, so nesting is bounded; the depth cap only guards the recursion.
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: one in a name, an email or a search would fail
 * the query with a 500. No field of this API needs one, so any is refused up front, on both
 * databases alike.
 */
export function registerRejectNulText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(NUL_TEXT, 'NUL_IN_TEXT');
    }
  });
}
