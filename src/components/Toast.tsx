import { useEffect } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn, tv } from './styles';

/** A short status message in a polite live region, dismissable, optionally closing itself. */
export interface ToastProps {
  message: string;
  tone?: 'success' | 'error' | 'info';
  /** Milliseconds before it closes by itself; leave unset to keep it until dismissed. */
  autoDismissMs?: number;
  onDismiss: () => void;
  className?: string;
}

const toast = tv({
  base: 'flex items-center gap-3 rounded-chip border-l-4 bg-surface px-4 py-3 text-heading shadow-card',
  variants: {
    tone: { success: 'border-success', error: 'border-danger', info: 'border-primary-mid' },
  },
});

export function Toast({ message, tone = 'info', autoDismissMs, onDismiss, className }: ToastProps) {
  useEffect(() => {
    if (!autoDismissMs) return;
    const timer = setTimeout(onDismiss, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, onDismiss]);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={cn(toast({ tone }), className)}>
      <p className="flex-1">{message}</p>
      <AriaButton
        aria-label="Dismiss"
        onPress={onDismiss}
        className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[hovered]:text-heading"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </AriaButton>
    </div>
  );
}
