import { useLingui } from '@lingui/react/macro';
import { cn, tv } from './styles';

const banner = tv({
  base: 'flex w-full items-start gap-3 border-b-2 border-warning bg-surface-sunken px-4 py-2 text-small text-heading sm:items-center sm:justify-center',
});

export interface OfflineBannerProps {
  title?: string;
  text?: string;
  className?: string;
}

/**
 * The strip across the top while the device has no network: a polite status, so it is announced
 * when it appears, never stealing focus. The app shows it from `navigator.onLine` and the
 * online/offline events; it is drawn only while offline.
 */
export function OfflineBanner({ title, text, className }: OfflineBannerProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={banner({ className })}>
      {/* A cloud with a stroke through it. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 text-warning sm:mt-0"
        fill="currentColor"
      >
        <path d="M3.3 2 2 3.3l3 3A6 6 0 0 0 6 18h11.7l3 3 1.3-1.3L3.3 2ZM6 16a4 4 0 0 1-.2-8l8 8H6Zm13.4-5.9A7 7 0 0 0 9 5.6l1.5 1.5a5 5 0 0 1 7 3.9l.1.8.8.1a3 3 0 0 1 1.5 5.4l1.4 1.4a5 5 0 0 0-1.9-8.6Z" />
      </svg>
      <p className="min-w-0">
        <strong className="font-semibold">{title ?? t`You are offline`}.</strong>{' '}
        {text ?? t`The menu you see is the one saved on this phone. It updates when you are back online.`}
      </p>
    </div>
  );
}

/**
 * Beside an order or pay button that is disabled offline: why it is, in words (a disabled button
 * alone says nothing). Give it an id and point the button's aria-describedby at it.
 */
export function OfflineOrderingNote({ id, className }: { id?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <p
      id={id}
      data-offline-note
      className={cn(
        'rounded-chip border-l-4 border-warning bg-surface-sunken px-4 py-2 text-small text-heading',
        className,
      )}
    >
      {t`You are offline: ordering and paying need a connection. Your cart is kept until you are back online.`}
    </p>
  );
}
