import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { storage } from '../state/storage';
import type { components, paths } from './schema.gen';

type ApiErrorBody = components['schemas']['Error'];

/** An error answer of the API: its status, the `messages` text to show as is, and the machine code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(messages);
    this.name = 'ApiError';
  }
}

/** The two 401 texts after which the client logs out (docs/product.md#sign-in-and-sessions). */
const SESSION_ENDED = new Set(['invalid token', 'Token Expired']);

/** Why the server refused the session: it timed out (`Token Expired`), or it was ended (`invalid token`). */
export type SessionEndedBy = 'expired' | 'ended';

let onSessionEnded: (by: SessionEndedBy) => void = () => {};

/** The app registers what a lost session does (clear storage, go to /auth/login). */
export function setSessionEndedHandler(handler: (by: SessionEndedBy) => void): () => void {
  onSessionEnded = handler;
  return () => {
    if (onSessionEnded === handler) onSessionEnded = () => {};
  };
}

const UNREACHABLE = msg`The shop could not be reached. Check your connection and try again.`;

/**
 * The text to show for any failure: the server's `messages`, or what to do when there was no answer,
 * in the page's language (through Lingui's shared i18n: this runs outside React).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.messages;
  return i18n._(UNREACHABLE);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;
type Operation<P extends Path, M extends Method> = NonNullable<paths[P][M]>;

/** The methods a path answers, as the generated contract lists them. */
export type MethodOf<P extends Path> = {
  [M in Method]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];

type Content<T, Media extends string> = T extends { content: { [K in Media]: infer Body } } ? Body : never;
type Parameters<P extends Path, M extends Method, In extends string> =
  Operation<P, M> extends { parameters: { [K in In]?: infer Value } } ? Exclude<Value, undefined> : never;

/** What a call answers on success (its 200 or 201 JSON body). */
export type Answer<P extends Path, M extends MethodOf<P>> = {
  [S in keyof Operation<P, M>['responses'] & (200 | 201)]: Content<Operation<P, M>['responses'][S], 'application/json'>;
}[keyof Operation<P, M>['responses'] & (200 | 201)];

/** The JSON body a call takes. */
export type JsonBody<P extends Path, M extends MethodOf<P>> = Content<
  Operation<P, M>['requestBody'],
  'application/json'
>;
/** The multipart form a call takes, field by field (files as Blob). */
export type FormBody<P extends Path, M extends MethodOf<P>> = Content<
  Operation<P, M>['requestBody'],
  'multipart/form-data'
>;

type PathParams<P extends Path, M extends MethodOf<P>> = Parameters<P, M, 'path'>;

/** A call's parts; `params` (the `{name}` parts of the path) is required when the path has them. */
export type CallOptions<P extends Path, M extends MethodOf<P>> = {
  query?: Parameters<P, M, 'query'>;
  /** A JSON body. */
  body?: JsonBody<P, M>;
  /** A multipart form; fields left undefined or null are not sent. */
  form?: FormBody<P, M>;
  headers?: Parameters<P, M, 'header'> & Record<string, string>;
  signal?: AbortSignal;
} & ([PathParams<P, M>] extends [never] ? { params?: undefined } : { params: PathParams<P, M> });

/** The options argument: optional unless the path has parameters to fill. */
type OptionsArgument<P extends Path, M extends MethodOf<P>> = [PathParams<P, M>] extends [never]
  ? [options?: CallOptions<P, M>]
  : [options: CallOptions<P, M>];

function urlOf(path: string, params: object = {}, query: object = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function formDataOf(fields: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * The one client for `/api`, typed by the generated contract (app/api/schema.gen.ts): the path and
 * method must be an operation of the server, and params, query, body and answer are its types. It
 * attaches the bearer token and turns error answers into ApiError.
 */
export async function api<P extends Path, M extends MethodOf<P>>(
  method: M,
  path: P,
  ...[options]: OptionsArgument<P, M>
): Promise<Answer<P, M>> {
  const { params, query, body, form, headers = {}, signal }: Partial<CallOptions<P, M>> = options ?? {};
  const token = storage.token();
  const url = urlOf(path, params ?? {}, query ?? {});
  const response = await fetch(url, {
    method: method.toUpperCase(),
    signal,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      // The page's language (app/state/locale.ts marks it on <html>), so mail the server writes
      // reads in the language the customer chose here, not the browser's default.
      ...(typeof document !== 'undefined' && document.documentElement.lang
        ? { 'Accept-Language': document.documentElement.lang }
        : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: form !== undefined ? formDataOf(form) : body !== undefined ? JSON.stringify(body) : undefined,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { messages, code, details } = (payload ?? {}) as Partial<ApiErrorBody>;
    const text = typeof messages === 'string' ? messages : `Request failed (${response.status})`;
    if (response.status === 401 && SESSION_ENDED.has(text))
      onSessionEnded(text === 'Token Expired' ? 'expired' : 'ended');
    throw new ApiError(response.status, text, code, details);
  }
  return payload as Answer<P, M>;
}
