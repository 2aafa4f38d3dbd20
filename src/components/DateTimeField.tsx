import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { dayChoices, shortDayName, splitDateTime, timeChoices, withDay } from '../domain/dateChoices';
import { MAX_DAYS_AHEAD } from '../domain/deliveryWindow';
import { useFormats } from '../i18n/useFormats';
import { SelectFrame, timeSelectClass, type SelectFieldProps } from './SelectFrame';

/** A labelled day and time of day in shop time; the value is the `datetime-local` string (`2026-11-23T14:00`). */
export interface DateTimeFieldProps extends SelectFieldProps {
  /** `YYYY-MM-DDTHH:mm`, or '' for no time yet. */
  value: string;
  /** The earliest time offered (now), same format as the value: its day comes first, then the next days. */
  min: string;
  /** How many days are offered from min's day on; by default as far ahead as an order may be placed. */
  days?: number;
  onChange?: (change: { value: string }) => void;
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
  ...field
}: DateTimeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { language } = useFormats();
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
  return (
    <SelectFrame id={id} columns="grid-cols-[3fr_2fr]" label={label} {...field}>
      {(common) => (
        <>
          <select
            {...common}
            aria-label={t`${label}: day`}
            value={chosen.date}
            onChange={(event) => onChange?.({ value: withDay(value, event.target.value, min) })}
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
            className={timeSelectClass}
          >
            {chosen.time ? null : <option value="">{t`Time`}</option>}
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </>
      )}
    </SelectFrame>
  );
}
