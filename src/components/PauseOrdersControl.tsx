import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { shopStatusWords } from '../i18n/shopStatusWords';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { PauseOrdersDialog, type PauseRequest } from './PauseOrdersDialog';
import { cn } from './styles';

/** The shop's pause as the queue shows it: why, and when orders come back by themselves (ISO 8601). */
export interface OrdersPause {
  reason: string | null;
  until: string | null;
}

export interface PauseOrdersControlProps {
  /** Null while the shop takes orders. */
  pause: OrdersPause | null;
  /** The current time (ISO 8601 or a datetime-local value in shop time), for "back at 15:00". */
  now: string;
  onPause: (request: PauseRequest) => void;
  onResume: () => void;
  /** A pause or a resume is on its way. */
  isPending?: boolean;
  /** Why the server refused the last pause or resume. */
  error?: string | null;
  /** Opens with the dialog, so it can be reviewed at rest. */
  defaultDialogOpen?: boolean;
  className?: string;
}

/**
 * The barista's pause (docs/product.md, "Shop hours"): while orders are taken, a "Pause orders"
 * button that asks why and for how long; while paused, a banner everyone at the bar can read from a
 * step away ("Orders paused: out of milk · back at 15:00") with "Resume orders".
 */
export function PauseOrdersControl({
  pause,
  now,
  onPause,
  onResume,
  isPending,
  error,
  defaultDialogOpen = false,
  className,
}: PauseOrdersControlProps) {
  const { t, i18n } = useLingui();
  const [isDialogOpen, setDialogOpen] = useState(defaultDialogOpen);
  // The dialog stays open until the pause is made (a refusal is said in it), and is closed once it is.
  const [wasPaused, setWasPaused] = useState(pause !== null);
  if ((pause !== null) !== wasPaused) {
    setWasPaused(pause !== null);
    if (pause) setDialogOpen(false);
  }
  if (pause) {
    const { headline, detail } = shopStatusWords(i18n, { state: 'paused', ...pause }, now);
    return (
      <div
        data-orders-paused
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-card border-l-8 border-warning bg-surface-alt px-tile py-compact',
          className,
        )}
      >
        <p role="status" className="min-w-0 break-words text-lead text-heading">
          <span className="font-bold">{headline}</span>
          {detail ? <span> · {detail}</span> : null}
        </p>
        <div className="flex flex-col items-end gap-1">
          <Button variant="accent" onPress={onResume} isPending={isPending} pendingLabel={t`Resuming`}>
            {t`Resume orders`}
          </Button>
          {error ? (
            <p role="alert" className="text-small font-medium text-danger">
              {sayMessage(i18n, error)}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className={className}>
      <Button variant="ghost" size="sm" onPress={() => setDialogOpen(true)}>
        {t`Pause orders`}
      </Button>
      <PauseOrdersDialog
        isOpen={isDialogOpen}
        isPending={isPending}
        serverError={error}
        onClose={() => setDialogOpen(false)}
        onConfirm={onPause}
      />
    </div>
  );
}
