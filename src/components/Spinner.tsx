import { useLingui } from '@lingui/react/macro';
import { cn } from './styles';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
}

/** A small rotating ring that inherits the text colour; announced as a status. */
export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" aria-label={label ?? t`Loading`} className={cn('inline-flex items-center', className)}>
      <svg
        className="size-5 animate-spin motion-reduce:animate-none"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
