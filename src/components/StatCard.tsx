import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
    root: 'flex w-full min-w-0 items-start gap-4 rounded-card p-summary shadow-soft',
    label: 'text-small font-semibold',
    value: 'font-heading font-bold',
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

/**
 * The value's type steps, largest first. A figure (a number, or words without a breaking space:
 * `IDR 25.850.000` and `6 min` hold together with no-break spaces) is never broken across lines
 * (`IDR 25.850.` over `000` reads as two numbers): it takes the largest step at which it fits its card.
 * Words (a name) wrap at the title step.
 */
const VALUE_STEPS = ['text-title', 'text-section', 'text-lead', 'text-copy'] as const;

const isFigure = (value: ReactNode) => typeof value === 'number' || (typeof value === 'string' && !value.includes(' '));

/**
 * Which of {@link VALUE_STEPS} the value fits at: measured, largest first, when it is drawn and
 * whenever the value or the card's width changes.
 */
function useFittingStep(ref: RefObject<HTMLParagraphElement | null>, value: ReactNode): string {
  const [width, setWidth] = useState(0);
  const [fit, setFit] = useState({ for: '', step: 0 });
  const key = `${width}|${typeof value === 'string' || typeof value === 'number' ? value : ''}`;
  const step = fit.for === key ? fit.step : 0;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (
      !element ||
      !isFigure(value) ||
      (fit.for === key && (fit.step === VALUE_STEPS.length - 1 || !overflows(element)))
    )
      return;
    setFit({ for: key, step: fit.for !== key ? (overflows(element) ? 1 : 0) : fit.step + 1 });
  }, [ref, fit, key, value]);
  return isFigure(value) ? `${VALUE_STEPS[step]} whitespace-nowrap` : 'text-title break-words';
}

const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 0.5;

/** A label, a big value and an optional trend: one block of the admin dashboard. */
export function StatCard({ label, value, trend, trendDirection, icon, tone, className }: StatCardProps) {
  const styles = cardStyles({ tone, trendDirection });
  const valueRef = useRef<HTMLParagraphElement>(null);
  const valueStep = useFittingStep(valueRef, value);
  return (
    <div data-tone={tone ?? 'surface'} className={styles.root({ className })}>
      {icon ? (
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
      ) : null}
      {/* As wide as the card whatever the figure, so the figure's fit is measured against the card. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={styles.label()}>{label}</p>
        <p ref={valueRef} className={styles.value({ className: valueStep })}>
          {value}
        </p>
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
