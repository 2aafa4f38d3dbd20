import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ctaLinkStyles } from './ctaLinkStyles';
import { PromoTicketArt } from './illustrations';
import { cn } from './styles';
import { CARD_CLASS } from './cardStyles';

/** The promotion's words and where its link leads. */
export interface PromoTeaserProps {
  title?: string;
  text?: string;
  ctaLabel?: string;
  /** Where the call to action leads; the app points it at sign-up on the landing. */
  ctaHref: string;
  className?: string;
}

/** A promotion call-out: a drawn coupon, a heading, a line of text and one link. */
export function PromoTeaser({ title, text, ctaLabel, ctaHref, className }: PromoTeaserProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        CARD_CLASS,
        'mx-auto flex w-full max-w-5xl flex-col items-start gap-6 p-card sm:flex-row sm:items-center sm:p-panel',
        className,
      )}
    >
      <PromoTicketArt className="size-16 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-heading text-section break-words text-heading">
          {title ?? t`Check our promo today!`}
        </h2>
        <p className="break-words text-body">{text ?? t`Let’s see the deals and pick yours`}</p>
      </div>
      <a href={ctaHref} className={ctaLinkStyles({ variant: 'accent', size: 'lg', className: 'shrink-0' })}>
        {ctaLabel ?? t`See Promo`}
      </a>
    </section>
  );
}
