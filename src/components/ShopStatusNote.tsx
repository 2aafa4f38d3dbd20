import { useLingui } from '@lingui/react/macro';
import type { ShopStatusView } from '../domain/shopStatus';
import { shopStatusWords } from '../i18n/shopStatusWords';
import { cn, tv } from './styles';

/** Whether the shop takes orders now, in one short line (docs/product.md, "Shop hours"). */
export interface ShopStatusNoteProps {
  status: ShopStatusView;
  /** The current time (a datetime-local value in shop time, or ISO 8601): "opens at 07:00" or "opens Monday 07:00". */
  now: string;
  className?: string;
}

const dotStyles = tv({
  base: 'inline-block size-2.5 shrink-0 rounded-full',
  variants: {
    state: { open: 'bg-success', closed: 'bg-danger', paused: 'bg-warning' },
  },
});

/**
 * "Open now · until 22:00", "Closed · opens at 07:00", "Orders paused: out of milk · back at 15:00".
 * A coloured dot and words, so the state never rests on colour; a polite live region, so a pause the
 * barista makes is heard on an open menu. It wraps under its dot on a 360 px phone.
 */
export function ShopStatusNote({ status, now, className }: ShopStatusNoteProps) {
  const { i18n } = useLingui();
  const { headline, detail } = shopStatusWords(i18n, status, now);
  return (
    <p
      role="status"
      data-shop-state={status.state}
      className={cn(
        'inline-flex max-w-full items-baseline gap-2 rounded-chip border border-border bg-surface px-3 py-1.5 text-small text-heading',
        className,
      )}
    >
      <span aria-hidden="true" className={cn(dotStyles({ state: status.state }), 'translate-y-px self-center')} />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{headline}</span>
        {detail ? <span className="text-body"> · {detail}</span> : null}
      </span>
    </p>
  );
}
