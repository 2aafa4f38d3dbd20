import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Skeleton } from './Skeleton';

/** Where a screen's data stands: still loading, failed (no answer), not there (a 404), or here. */
export type ScreenStatus = 'loading' | 'error' | 'notFound' | 'ready';

/** What a screen says when what it shows does not exist: not an error to retry, a way back instead. */
export interface NotFoundText {
  title: string;
  text?: string;
  backHref?: string;
  backLabel?: string;
}

/**
 * Shows a loading skeleton, an error with retry, a not-found note, or the screen's content, by status.
 * Each screen hands in its own skeleton (in its own shape, so nothing jumps when the data arrives);
 * the gate says what is loading, once, so the blocks stay silent (aria-hidden).
 */
export function StatusGate({
  status,
  onRetry,
  errorMessage,
  notFound: notFoundGiven,
  loadingLabel: loadingLabelGiven,
  skeleton,
  children,
}: {
  status: ScreenStatus;
  onRetry?: () => void;
  errorMessage?: string;
  notFound?: NotFoundText;
  loadingLabel?: string;
  /** The screen's loading shape, aria-hidden (see Skeleton); three grey cards without it. */
  skeleton?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useLingui();
  const loadingLabel = loadingLabelGiven ?? t`Loading`;
  const notFound = notFoundGiven ?? {
    title: t`Not found`,
    text: t`What you are looking for is not here any more, or the link is not right.`,
  };
  if (status === 'loading') {
    return skeleton ? (
      <>
        {/* Visually hidden, so out of the flow: the skeleton sits where the content will. */}
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
        {skeleton}
      </>
    ) : (
      <Skeleton shape="card" count={3} label={loadingLabel} />
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        message={errorMessage ?? t`We could not load this page. Check your connection and try again.`}
        onRetry={onRetry}
      />
    );
  }
  if (status === 'notFound') {
    return (
      <EmptyState
        title={notFound.title}
        text={
          <>
            {notFound.text}{' '}
            {notFound.backHref ? (
              <a href={notFound.backHref} className="font-semibold text-primary-text underline">
                {notFound.backLabel ?? t`Go back`}
              </a>
            ) : null}
          </>
        }
      />
    );
  }
  return children();
}
