import { Trans, useLingui } from '@lingui/react/macro';
import { useFormats } from '../i18n/useFormats';
import { MEMBER_CARD_MINIMUM } from '../domain/limits';
import { IDR_PER_POINT, POINTS_PER_REWARD } from '../domain/memberCard';
import { MemberCardArt } from './illustrations';
import { cn } from './styles';

/** The purchase that earns the card, in integer rupiah (the shop's rule by default). */
export interface MemberCardNoteProps {
  minimum?: number;
  /** An anchor for the promo teaser's 'See Promo' link. */
  id?: string;
  /** A signed-in member's own card: its points and the way to it, instead of the offer. */
  card?: { points: number; href: string } | null;
  className?: string;
}

/** The free member card note: a drawn card and the minimum purchase in IDR. */
export function MemberCardNote({ minimum = MEMBER_CARD_MINIMUM, id, card = null, className }: MemberCardNoteProps) {
  const f = useFormats();
  const { t } = useLingui();
  return (
    <div
      id={id}
      className={cn(
        'mx-auto flex w-full max-w-5xl items-center gap-4 rounded-card bg-surface-alt px-summary py-tile text-body',
        className,
      )}
    >
      <MemberCardArt className="h-14 w-22 shrink-0" />
      {card ? (
        <p>
          <Trans>
            Your member card holds <strong className="font-semibold text-heading">{card.points} points</strong>.
          </Trans>{' '}
          <a
            href={card.href}
            className="font-semibold text-primary-text underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t`See your member card`}
          </a>
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <p>
            <Trans>
              Get a free member card with a minimum purchase of{' '}
              <strong className="font-semibold text-heading">{f.money(minimum)}</strong>.
            </Trans>
          </p>
          {/* How it works, in one line: what a point is and what ten of them buy (docs/product.md, "Member card"). */}
          <p className="text-small">
            <Trans>
              Every {f.money(IDR_PER_POINT)} you spend earns a point; {POINTS_PER_REWARD} points buy a Regular coffee or
              non-coffee.
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
}
