import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { dayChoices, shortDayName, splitDateTime, timeChoices, withDay } from '../domain/dateChoices';
import { MAX_DAYS_AHEAD } from '../domain/deliveryWindow';
import { useFormats } from '../i18n/useFormats';
import { describedByOf, FieldNotes } from './FieldNotes';
import { fieldStyles, labelStyles, nativeSelectClass } from './fieldStyles';
import { cn } from './styles';

/** A labelled day and time of day in shop time; the value is the `datetime-local` string (`2026-11-23T14:00`). */
export interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm`, or '' for no time yet. */
  value: string;
  /** The earliest time offered (now), same format as the value: its day comes first, then the next days. */
  min: string;
  /** How many days are offered from min's day on; by default as far ahead as an order may be placed. */
  days?: number;
  onChange?: (change: { value: string }) => void;
  isDisabled?: boolean;
  /** A hint under the field (e.g. the delivery window). */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  className?: string;
}

/**
 * A day select (Today, Tomorrow, Mon 30 Nov …) and a 24-hour time select in quarter hours, instead of
 * the browser's date-time input, which draws the system's format whatever the page's language
 * (docs/product.md, "Dates and times"). A value off the list (now to the minute, a kept time that has
 * passed) is still shown, for the caller's validation to flag.
 */
export function DateTimeField({
  label,
  value,
  min,
  days = MAX_DAYS_AHEAD + 1,
  onChange,
  isDisabled,
  description,
  errorMessage,
  className,
}: DateTimeFieldProps) {
  const { t } = useLingui();
  const { language } = useFormats();
  const id = useId();
  const chosen = splitDateTime(value);
  const first = splitDateTime(min).date;
  const offered = first ? dayChoices(first, days) : [];
  const dayList =
    chosen.date && !offered.some((day) => day.date === chosen.date)
      ? [{ date: chosen.date, offset: -1 }, ...offered]
      : offered;
  const times = chosen.date ? timeChoices(chosen.date, min, chosen.time) : [];
  const dayWords = (date: string, offset: number) =>
    offset === 0 ? t`Today` : offset === 1 ? t`Tomorrow` : shortDayName(date, language);
  const common = {
    disabled: isDisabled,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': describedByOf({ id, description, errorMessage }),
    'data-invalid': errorMessage ? true : undefined,
    'data-disabled': isDisabled || undefined,
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
      className={fieldStyles({ className })}
    >
      <span id={`${id}-label`} className={labelStyles()}>
        {label}
      </span>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <select
          {...common}
          aria-label={t`${label}: day`}
          value={chosen.date}
          onChange={(event) => onChange?.({ value: withDay(value, event.target.value, min) })}
          className={nativeSelectClass}
        >
          {chosen.date ? null : <option value="">{t`Day`}</option>}
          {dayList.map((day) => (
            <option key={day.date} value={day.date}>
              {dayWords(day.date, day.offset)}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t`${label}: time`}
          value={chosen.time}
          onChange={(event) => onChange?.({ value: `${chosen.date}T${event.target.value}` })}
          className={cn(nativeSelectClass, 'tabular-nums')}
        >
          {chosen.time ? null : <option value="">{t`Time`}</option>}
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
