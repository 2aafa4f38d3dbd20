import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { POINTS_PER_REWARD } from '../domain/memberCard';
import { MemberCardArt } from './illustrations';
import { ctaLinkStyles } from './ctaLinkStyles';
import { cn } from './styles';

export interface MemberCardAnnouncementProps {
  /** The points the new card starts with (what the qualifying order earned). */
  points: number;
  /** The profile's card. */
  href: string;
  className?: string;
}

/**
 * What the order tracker says once the paid order earned the member card (docs/product.md, "Member
 * card"): the landing's promise kept, the points it starts with, and the way to the card. A polite
 * status, since it appears on a page that is already open when the payment arrives.
 */
export function MemberCardAnnouncement({ points, href, className }: MemberCardAnnouncementProps) {
  const { t } = useLingui();
  const titleId = useId();
  const earned = plural(points, { one: '# point', other: '# points' });
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-wrap items-center gap-4 rounded-card border-2 border-accent bg-surface p-summary text-body shadow-soft',
        className,
      )}
    >
      <MemberCardArt className="h-14 w-22 shrink-0" />
      <div className="flex min-w-0 grow basis-56 flex-col gap-1">
        <h2 id={titleId} className="font-heading text-lead font-bold text-heading">
          {t`You have a member card now`}
        </h2>
        <p>{t`This order earned it, and ${earned} to start. ${POINTS_PER_REWARD} points buy a free drink.`}</p>
      </div>
      <a href={href} className={ctaLinkStyles({ variant: 'primary', size: 'md' })}>
        {t`See your member card`}
      </a>
    </section>
  );
}
