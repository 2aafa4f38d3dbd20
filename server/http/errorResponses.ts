import type { z } from 'zod';
import { errorSchema } from '../errors.ts';

/** The error statuses a route may add to the ones every route can answer. */
export type RouteErrorStatus = 401 | 403 | 404 | 409 | 429 | 502;

export interface RouteErrors {
  /** The guard in front of the route: `user` answers 401, `staff` and `admin` 401 and 403. */
  auth?: 'user' | 'staff' | 'admin';
  /**
   * The method carries a body (POST, PATCH, DELETE): Fastify reads one whenever it is sent, so a
   * body over the limit answers 413 and one of another media type 415, whether or not the route
   * expects one. `multipart` routes take an image form (413 also for an image too large).
   */
  body?: 'json' | 'multipart';
  /** A path id that may name nothing answers 404. */
  id?: boolean;
  /**
   * What else this route can answer, each with what it means here (403 not the owner, 409 a
   * conflict…); a status given here also replaces the standard meaning (login's 401 is a wrong password).
   */
  also?: Partial<Record<RouteErrorStatus, string>>;
}

const ALWAYS = {
  400: 'Bad input: a field, parameter, header or body that is not valid (`details` names the fields)',
  500: 'Something failed on the server; the details stay in its log',
  503: 'The database cannot be reached right now; try again shortly',
} as const;

const BY_CASE = {
  401: 'No bearer token, or one that is `invalid token` or `Token Expired` (the client logs out on these two)',
  403: 'Signed in, but only an admin may do this',
  '403staff': "Signed in, but only the shop's staff or an admin may do this",
  404: 'Nothing with that id',
  413: 'The body is too large (JSON over 1 MiB; an image at 4388608 bytes or more; too many form parts)',
  415: 'The body is not JSON (nor multipart/form-data where the route takes a form), or an image is not png or jpeg',
} as const;

type Described = z.ZodType<z.infer<typeof errorSchema>>;
const described = new Map<string, Described>();

/** The shared `Error` component with this status's meaning as the response description. */
function errorAnswer(description: string): Described {
  let schema = described.get(description);
  if (!schema) {
    schema = errorSchema.describe(description);
    described.set(description, schema);
  }
  return schema;
}

/**
 * Every error status a route can answer, each with the `Error` schema, for the route's `response`
 * map: 400, 500 and 503 always, and what its guard, body, path id and own rules add. The OpenAPI
 * test drives each route and fails when it answers a status this map does not list.
 */
export function errorResponses({ auth, body, id, also = {} }: RouteErrors = {}): Record<number, Described> {
  const statuses: Record<number, string> = { 400: ALWAYS[400] };
  if (auth) statuses[401] = BY_CASE[401];
  if (auth === 'admin') statuses[403] = BY_CASE[403];
  if (auth === 'staff') statuses[403] = BY_CASE['403staff'];
  if (id) statuses[404] = BY_CASE[404];
  if (body) {
    statuses[413] = BY_CASE[413];
    statuses[415] = BY_CASE[415];
  }
  Object.assign(statuses, also, { 500: ALWAYS[500], 503: ALWAYS[503] });
  return Object.fromEntries(Object.entries(statuses).map(([status, text]) => [status, errorAnswer(text)]));
}
