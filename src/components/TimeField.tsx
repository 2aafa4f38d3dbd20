import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { timeSlots, withValue } from '../domain/dateChoices';
import { MINUTES_PER_DAY } from '../domain/shopHours';
import { SelectFrame, timeSelectClass, type SelectFieldProps } from './SelectFrame';

/** A labelled time of day, 24-hour (`HH:MM`), from a list in quarter hours. */
export interface TimeFieldProps extends SelectFieldProps {
  /** `HH:MM`, or '' for none. */
  value: string;
  onChange?: (change: { value: string }) => void;
  /** Offers `24:00` as well, for a closing time at midnight. */
  allowsMidnightEnd?: boolean;
  /** When set, '' is offered under this name (e.g. "Any time"); otherwise '' only shows until a time is chosen. */
  noTimeLabel?: string;
}

/**
 * A select of 24-hour times instead of the browser's time input, which draws AM/PM on an English
 * system whatever the page's language and cannot say 24:00 (docs/product.md, "Dates and times"). A
 * value off the quarter hours (`07:05`, saved before) is still offered.
 */
export function TimeField({ value, onChange, allowsMidnightEnd, noTimeLabel, ...field }: TimeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const times = withValue(timeSlots(0, allowsMidnightEnd ? MINUTES_PER_DAY : undefined), value);
  return (
    <SelectFrame id={id} {...field}>
      {(common) => (
        <select
          {...common}
          value={value}
          onChange={(event) => onChange?.({ value: event.target.value })}
          className={timeSelectClass}
        >
          {noTimeLabel || !value ? <option value="">{noTimeLabel ?? t`Time`}</option> : null}
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </SelectFrame>
  );
}
