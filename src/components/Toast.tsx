import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { PressButton } from './PressButton';
import { tv } from './styles';

const toast = tv({
  base: 'flex w-full max-w-md items-center gap-3 rounded-chip border-l-4 bg-surface py-2 pr-2 pl-4 text-heading shadow-card',
  variants: {
    tone: {
      success: 'border-success',
      error: 'border-danger',
      warning: 'border-warning',
      info: 'border-primary-mid',
    },
  },
});

const iconTone = tv({
  base: 'size-5 shrink-0',
  variants: {
    tone: { success: 'text-success', error: 'text-danger', warning: 'text-warning', info: 'text-primary-text' },
  },
});

const ICONS = {
  success: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 12-12-1.4-1.4z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
} as const;

/** A short status message in a polite live region, dismissable, optionally closing itself. */
export interface ToastProps {
  message: string;
  tone?: 'success' | 'error' | 'warning' | 'info';
  /** Milliseconds before it closes by itself; leave unset to keep it until dismissed. */
  autoDismissMs?: number;
  /** Raised by the dismiss button and when the auto-dismiss time runs out. */
  onDismiss: () => void;
  dismissLabel?: string;
  /** A follow-up beside the message, such as a "View cart" link. */
  action?: ReactNode;
  className?: string;
}

/**
 * Always a polite status, even for errors: a toast never interrupts. The caller keeps the region
 * mounted and swaps messages so the change is announced.
 */
export function Toast({
  message,
  tone = 'info',
  autoDismissMs,
  onDismiss,
  dismissLabel,
  action,
  className,
}: ToastProps) {
  const { t } = useLingui();
  // The timer restarts only when the time or message changes, not when the parent re-renders.
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!autoDismissMs) return;
    const timer = setTimeout(() => dismiss(), autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, message]);
  return (
    <div role="status" data-tone={tone} className={toast({ tone, className })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconTone({ tone })} fill="currentColor">
        <path d={ICONS[tone]} />
      </svg>
      <p className="min-w-0 flex-1 break-words">{message}</p>
      {action}
      <PressButton
        aria-label={dismissLabel ?? t`Dismiss`}
        onPress={onDismiss}
        className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[hovered]:bg-surface-sunken data-[hovered]:text-heading"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </PressButton>
    </div>
  );
}
