import type { ScreenStatus } from '../../src/components/StatusGate';
import { ApiError } from '../api/client';

/**
 * A query's state as a screen's status. A 404 is an answer, not a failure: the screen says the thing
 * is not there; only a call without an answer (or a server error) asks to check the connection.
 */
export function screenStatus(query: { isPending: boolean; isError: boolean; error?: unknown }): ScreenStatus {
  if (query.isPending) return 'loading';
  if (!query.isError) return 'ready';
  return query.error instanceof ApiError && query.error.status === 404 ? 'notFound' : 'error';
}
