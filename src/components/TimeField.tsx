import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { timeSlots, withValue } from '../domain/dateChoices';
import { MINUTES_PER_DAY } from '../domain/shopHours';
import { describedByOf, FieldNotes } from './FieldNotes';
import { fieldStyles, labelStyles, nativeSelectClass } from './fieldStyles';
import { cn } from './styles';

/** A labelled time of day, 24-hour (`HH:MM`), from a list in quarter hours. */
export interface TimeFieldProps {
  label: string;
  /** `HH:MM`, or '' for none. */
  value: string;
  onChange?: (change: { value: string }) => void;
  /** Offers `24:00` as well, for a closing time at midnight. */
  allowsMidnightEnd?: boolean;
  /** When set, '' is offered under this name (e.g. "Any time"); otherwise '' only shows until a time is chosen. */
  noTimeLabel?: string;
  isDisabled?: boolean;
  description?: string;
  errorMessage?: string | null;
  className?: string;
}

/**
 * A select of 24-hour times instead of the browser's time input, which draws AM/PM on an English
 * system whatever the page's language and cannot say 24:00 (docs/product.md, "Dates and times"). A
 * value off the quarter hours (`07:05`, saved before) is still offered.
 */
export function TimeField({
  label,
  value,
  onChange,
  allowsMidnightEnd,
  noTimeLabel,
  isDisabled,
  description,
  errorMessage,
  className,
}: TimeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const times = withValue(timeSlots(0, allowsMidnightEnd ? MINUTES_PER_DAY : undefined), value);
  return (
    <div
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
      className={fieldStyles({ className })}
    >
      <label htmlFor={id} className={labelStyles()}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedByOf({ id, description, errorMessage })}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
        onChange={(event) => onChange?.({ value: event.target.value })}
        className={cn(nativeSelectClass, 'tabular-nums')}
      >
        {noTimeLabel || !value ? <option value="">{noTimeLabel ?? t`Time`}</option> : null}
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
