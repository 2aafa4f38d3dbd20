import { useLingui } from '@lingui/react/macro';
import type { DeliveryWindow } from '../domain/deliveryWindow';
import { deliveryWindowWords } from '../i18n/deliveryWords';
import { cn } from './styles';

/** Where the note sits is the caller's business; the text always says the domain's delivery window. */
export interface DeliveryNoteProps {
  /** The product's own hours (e.g. "This product delivers 13:00–17:00"), shown beside the shop's window. */
  productHours?: string | null;
  /** The shop's delivery window from its settings; the contract's default until they are read. */
  window?: DeliveryWindow;
  className?: string;
}

/** The product detail's reminder of when home delivery runs, with a clock icon. */
export function DeliveryNote({ productHours, window, className }: DeliveryNoteProps) {
  const { i18n } = useLingui();
  return (
    <p className={cn('flex items-start gap-2 text-small text-body', className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-primary-text" fill="currentColor">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v4.6l3.4 2-1 1.7L11 12.8V7h2Z" />
      </svg>
      <span>
        {deliveryWindowWords(i18n, window)}
        {productHours ? <span className="block font-medium text-heading">{productHours}</span> : null}
      </span>
    </p>
  );
}
