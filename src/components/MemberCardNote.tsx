import { Trans } from '@lingui/react/macro';
import { useFormats } from '../i18n/useFormats';
import { MEMBER_CARD_MINIMUM } from '../domain/limits';
import { MemberCardArt } from './illustrations';
import { cn } from './styles';

/** The purchase that earns the card, in integer rupiah (the shop's rule by default). */
export interface MemberCardNoteProps {
  minimum?: number;
  /** An anchor for the promo teaser's 'See Promo' link. */
  id?: string;
  className?: string;
}

/** The free member card note: a drawn card and the minimum purchase in IDR. */
export function MemberCardNote({ minimum = MEMBER_CARD_MINIMUM, id, className }: MemberCardNoteProps) {
  const f = useFormats();
  return (
    <div
      id={id}
      className={cn(
        'mx-auto flex w-full max-w-5xl items-center gap-4 rounded-card bg-surface-alt px-5 py-4 text-body',
        className,
      )}
    >
      <MemberCardArt className="h-14 w-22 shrink-0" />
      <p>
        <Trans>
          Get a free member card with a minimum purchase of{' '}
          <strong className="font-semibold text-heading">{f.money(minimum)}</strong>.
        </Trans>
      </p>
    </div>
  );
}
