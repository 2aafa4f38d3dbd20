import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { cn } from './styles';

/** A failed load: what went wrong and a way to try again. */
export interface ErrorStateProps {
  title?: string;
  /** The error text, shown as given. */
  message: string;
  retryLabel?: string;
  /** Raised by 'Try again'; without it the button is not shown. */
  onRetry?: () => void;
  className?: string;
}

/** Announced as an alert because it replaces content the person was waiting for. */
export function ErrorState({
  title: titleGiven,
  message,
  retryLabel: retryLabelGiven,
  onRetry,
  className,
}: ErrorStateProps) {
  const { t } = useLingui();
  const title = titleGiven ?? t`Something went wrong`;
  const retryLabel = retryLabelGiven ?? t`Try again`;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-card bg-surface-alt px-card py-roomy text-center',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-danger" fill="currentColor">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
      </svg>
      <p className="font-heading text-section break-words text-heading">{title}</p>
      <p className="max-w-md break-words text-body">{message}</p>
      {onRetry ? (
        <Button variant="primary" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
