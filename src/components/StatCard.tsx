import type { ReactNode } from 'react';
import { tv } from './styles';

export type StatTrend = 'up' | 'down' | 'flat';

/** A figure on the dashboard (income, orders, preparation time) with an optional trend line. */
export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A short line under the value, e.g. 'Achieved 3.5M of total 5M'. */
  trend?: string;
  /** Which way the trend goes; picks its arrow and colour. */
  trendDirection?: StatTrend;
  /** A picture at the start (a staff photo, an icon); decorative. */
  icon?: ReactNode;
  tone?: 'surface' | 'primary' | 'accent';
  className?: string;
}

const cardStyles = tv({
  slots: {
    root: 'flex w-full min-w-0 items-start gap-4 rounded-card p-5 shadow-soft',
    label: 'text-small font-semibold',
    value: 'font-heading text-title font-bold break-words',
    trend: 'flex items-center gap-1 text-small font-medium',
  },
  variants: {
    tone: {
      surface: { root: 'bg-surface text-heading', label: 'text-muted' },
      primary: { root: 'bg-primary text-on-primary' },
      accent: { root: 'bg-accent text-on-accent' },
    },
    trendDirection: { up: {}, down: {}, flat: {} },
  },
  compoundVariants: [
    // On the coloured tones the trend keeps the card's own text colour, which has the contrast; the
    // surface shows the direction's colour.
    { tone: ['primary', 'accent'], className: { trend: 'text-current' } },
    { tone: 'surface', trendDirection: 'up', className: { trend: 'text-success' } },
    { tone: 'surface', trendDirection: 'down', className: { trend: 'text-danger' } },
    { tone: 'surface', trendDirection: 'flat', className: { trend: 'text-muted' } },
  ],
  defaultVariants: { tone: 'surface', trendDirection: 'flat' },
});

const TREND_ARROWS: Record<StatTrend, string> = {
  up: 'M10 4 4 10h4v6h4v-6h4l-6-6Z',
  down: 'M10 16l6-6h-4V4H8v6H4l6 6Z',
  flat: 'M4 9h12v2H4z',
};

/** A label, a big value and an optional trend: one block of the admin dashboard. */
export function StatCard({ label, value, trend, trendDirection, icon, tone, className }: StatCardProps) {
  const styles = cardStyles({ tone, trendDirection });
  return (
    <div data-tone={tone ?? 'surface'} className={styles.root({ className })}>
      {icon ? (
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <p className={styles.label()}>{label}</p>
        <p className={styles.value()}>{value}</p>
        {trend ? (
          <p className={styles.trend()} data-trend={trendDirection ?? 'flat'}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
              <path d={TREND_ARROWS[trendDirection ?? 'flat']} />
            </svg>
            <span>{trend}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
