import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { Skeleton } from './Skeleton';

/** Where a screen's data stands: still loading, failed, or here. */
export type ScreenStatus = 'loading' | 'error' | 'ready';

/** Shows a loading skeleton, an error with retry, or the screen's content, by status. */
export function StatusGate({
  status,
  onRetry,
  errorMessage = 'We could not load this page. Check your connection and try again.',
  loadingLabel = 'Loading',
  children,
}: {
  status: ScreenStatus;
  onRetry?: () => void;
  errorMessage?: string;
  loadingLabel?: string;
  children: () => ReactNode;
}) {
  if (status === 'loading') return <Skeleton shape="card" count={3} label={loadingLabel} />;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  return children();
}
