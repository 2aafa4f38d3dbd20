import { storage } from '../state/storage';

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

/** The two 401 texts after which the client logs out (specification section 4). */
const SESSION_ENDED = new Set(['invalid token', 'Token Expired']);

let onSessionEnded: () => void = () => {};

/** The app registers what a lost session does (clear storage, go to /auth/login). */
export function setSessionEndedHandler(handler: () => void): () => void {
  onSessionEnded = handler;
  return () => {
    if (onSessionEnded === handler) onSessionEnded = () => {};
  };
}

/** The text to show for any failure: the server's `messages`, or what to do when there was no answer. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.messages;
  return 'The shop could not be reached. Check your connection and try again.';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for the multipart calls. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The one typed client for `/api`: attaches the bearer token and turns error answers into ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', body, headers = {}, signal }: RequestOptions = {},
): Promise<T> {
  const token = storage.token();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(`/api/${path}`, {
    method,
    signal,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { messages, code, details } = (payload ?? {}) as {
      messages?: unknown;
      code?: string;
      details?: Record<string, string>;
    };
    const text = typeof messages === 'string' ? messages : `Request failed (${response.status})`;
    if (response.status === 401 && SESSION_ENDED.has(text)) onSessionEnded();
    throw new ApiError(response.status, text, code, details);
  }
  return payload as T;
}
