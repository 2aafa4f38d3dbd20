import type { ScreenStatus } from '../../src/components/StatusGate';

/** A query's state as a screen's status. */
export function screenStatus(query: { isPending: boolean; isError: boolean }): ScreenStatus {
  return query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
}
