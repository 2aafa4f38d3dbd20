import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TrackerStep } from '../domain/orderTracking';
import { STATUS_WORDS } from '../i18n/orderWords';
import { formatHourMinute } from '../domain/format';
import { cn, tv } from './styles';

/** The tracker's steps, in order, as `trackerSteps` gives them. */
export interface OrderStatusStepsProps {
  steps: TrackerStep[];
  /** The list's accessible name; `Order progress` by default, in the page's language. */
  label?: string;
  className?: string;
}

const dotStyles = tv({
  base: 'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 transition-colors motion-reduce:transition-none',
  variants: {
    state: {
      reached: 'border-primary bg-primary text-on-primary',
      current: 'border-primary bg-surface text-primary-text ring-4 ring-primary/25',
      upcoming: 'border-border-strong bg-surface text-muted',
    },
  },
});

const lineStyles = tv({
  base: 'absolute max-sm:top-9 max-sm:left-[17px] max-sm:h-[calc(100%-2.25rem)] max-sm:w-0.5 sm:top-[17px] sm:left-[calc(50%+1.125rem)] sm:h-0.5 sm:w-[calc(100%-2.25rem)]',
  variants: { isReached: { true: 'bg-primary', false: 'bg-border-strong' } },
});

const STATE_WORDS = { reached: msg`done`, current: msg`current step`, upcoming: msg`to come` } as const;

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="m4 10.5 4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Paid → preparing → ready → collected as an ordered list: passed steps are ticked with their time, the
 * current one is marked `aria-current="step"`, so a screen reader hears where the order is.
 * A column on a phone, a row from a tablet up.
 */
export function OrderStatusSteps({ steps, label, className }: OrderStatusStepsProps) {
  const { t, i18n } = useLingui();
  return (
    <ol aria-label={label ?? t`Order progress`} className={cn('flex flex-col gap-0 sm:flex-row', className)}>
      {steps.map((step, index) => {
        const time = step.at ? formatHourMinute(step.at) : '';
        const isLast = index === steps.length - 1;
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            data-status={step.status}
            className="relative flex flex-1 gap-3 pb-6 last:pb-0 sm:flex-col sm:items-center sm:pb-0 sm:text-center"
          >
            {isLast ? null : (
              <span aria-hidden="true" className={lineStyles({ isReached: steps[index + 1]!.state !== 'upcoming' })} />
            )}
            <span aria-hidden="true" className={dotStyles({ state: step.state })}>
              {step.state === 'reached' ? (
                <Check />
              ) : step.state === 'current' ? (
                step.status === 'done' ? (
                  <Check />
                ) : (
                  <span className="size-3 rounded-full bg-primary motion-safe:animate-pulse" />
                )
              ) : (
                <span className="text-small font-semibold">{index + 1}</span>
              )}
            </span>
            <span className="flex min-w-0 flex-col pt-1 sm:pt-0">
              <span
                className={cn(
                  step.state === 'current' ? 'font-bold' : 'font-semibold',
                  step.state === 'upcoming' ? 'text-muted' : 'text-heading',
                )}
              >
                {i18n._(STATUS_WORDS[step.name])}
                <span className="sr-only">, {i18n._(STATE_WORDS[step.state])}</span>
              </span>
              {time ? (
                <span className="text-small text-body">
                  <span className="sr-only">{t`at`} </span>
                  <time dateTime={step.at ?? undefined}>{time}</time>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
