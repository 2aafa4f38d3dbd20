import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { groupedCardNumber, POINTS_PER_REWARD, rewardProgress } from '../domain/memberCard';
import { useFormats } from '../i18n/useFormats';
import { QrCode } from './QrCode';
import { cn } from './styles';

/** A customer's member card as `GET user/member-card` gives it. */
export interface MemberCardProps {
  /** The 12-character number, without spaces. */
  number: string;
  /** The balance; below zero after a refunded order took its points back. */
  points: number;
  /** When the card was issued (ISO 8601). */
  issuedAt: string;
  className?: string;
}

/**
 * How far the points are from a free drink: a bar and the words under it. A bar is full while a free
 * drink is ready, empty below zero; its value is said in words, never by its length alone.
 */
function RewardProgress({ points }: { points: number }) {
  const { t } = useLingui();
  const labelId = useId();
  const { toward, needed, rewards } = rewardProgress(points);
  const value = rewards > 0 ? POINTS_PER_REWARD : toward;
  const words =
    rewards > 1
      ? t`${rewards} free drinks are ready: choose one in your cart`
      : rewards === 1
        ? t`A free drink is ready: choose it in your cart`
        : plural(needed, { one: '# more point to a free drink', other: '# more points to a free drink' });
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="font-semibold text-heading" data-ready={rewards > 0 || undefined}>
        {words}
      </p>
      <span
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={POINTS_PER_REWARD}
        aria-valuenow={value}
        aria-valuetext={t`${value} of ${POINTS_PER_REWARD} points`}
        className="block h-3 overflow-hidden rounded-full border border-border bg-surface-sunken"
      >
        <span
          className="block h-full rounded-full bg-accent"
          style={{ width: `${(value / POINTS_PER_REWARD) * 100}%` }}
        />
      </span>
      {points < 0 ? (
        <p className="text-small text-body">
          {t`An order that earned points was refunded, so its points were taken back and your balance is below zero for now.`}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The member card on the profile (docs/product.md, "Member card"): its number in groups of four to read
 * aloud, a QR code of it for the counter to scan, the points and the way to the next free drink.
 */
export function MemberCard({ number, points, issuedAt, className }: MemberCardProps) {
  const { t } = useLingui();
  const f = useFormats();
  const titleId = useId();
  const issued = f.day(issuedAt);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex w-full max-w-md flex-col gap-5 rounded-card bg-surface p-summary text-body shadow-card',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-card bg-primary p-summary text-on-primary">
        <div className="flex min-w-0 flex-col gap-3">
          <h2 id={titleId} className="font-heading text-lead font-bold text-on-primary">
            {t`Member card`}
          </h2>
          <dl className="flex flex-col gap-1">
            <dt className="text-small">{t`Card number`}</dt>
            <dd className="font-mono text-lead font-bold tracking-wider break-words">{groupedCardNumber(number)}</dd>
          </dl>
          <span className="text-small">{t`Issued ${issued}`}</span>
        </div>
        <QrCode value={number} label={t`QR code of your card number, for the counter to scan`} className="w-32" />
      </div>
      <div className="flex flex-col gap-3">
        <p className="flex items-baseline gap-2">
          <span
            className={cn(
              'font-heading text-title font-bold tabular-nums',
              points < 0 ? 'text-danger' : 'text-heading',
            )}
          >
            {points}
          </span>
          <span className="text-body">{plural(points, { one: 'point', other: 'points' })}</span>
        </p>
        <RewardProgress points={points} />
      </div>
    </section>
  );
}
