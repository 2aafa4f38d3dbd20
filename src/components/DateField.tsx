import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import {
  dateParts,
  daysInMonth,
  joinDateParts,
  monthName,
  withDatePart,
  yearChoices,
  type DateParts,
} from '../domain/dateChoices';
import { useFormats } from '../i18n/useFormats';
import { SelectFrame, type SelectFieldProps } from './SelectFrame';

/** A labelled calendar date as day, month name and year; the value is `YYYY-MM-DD`, or '' until whole. */
export interface DateFieldProps extends SelectFieldProps {
  /** `YYYY-MM-DD`, or '' for no date yet. */
  value: string;
  onChange?: (change: { value: string }) => void;
  /** The first and last years offered (the value's own year is always offered). */
  firstYear: number;
  lastYear: number;
}

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Day, month and year selects instead of the browser's date input, which draws mm/dd/yyyy whatever
 * the page's language (docs/product.md, "Dates and times"). The parts live here until all three are
 * chosen, so a date can be built in any order.
 */
export function DateField({ label, value, onChange, firstYear, lastYear, ...field }: DateFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { language } = useFormats();
  const [held, setHeld] = useState({ value, parts: dateParts(value) });
  // A value from the caller other than the one these parts make (a reset, another period) replaces them.
  let parts = held.parts;
  if (held.value !== value && value !== joinDateParts(held.parts)) {
    parts = dateParts(value);
    setHeld({ value, parts });
  }
  // Two parts changed before React renders again (a quick keyboard user, a test) must build on each
  // other, so a change reads the latest parts from here rather than from this render's.
  const latest = useRef(parts);
  useEffect(() => {
    latest.current = parts;
  }, [parts]);

  const change = (part: keyof DateParts, next: string) => {
    const nextParts = withDatePart(latest.current, part, next);
    latest.current = nextParts;
    const nextValue = joinDateParts(nextParts);
    setHeld({ value: nextValue, parts: nextParts });
    if (nextValue !== value) onChange?.({ value: nextValue });
  };
  const lastDay = daysInMonth(parts.year, parts.month);
  return (
    <SelectFrame id={id} columns="grid-cols-[5.5rem_minmax(7rem,1fr)_6.5rem]" label={label} {...field}>
      {(common) => (
        <>
          {/* Day before month, as both languages' long dates here are read on the page (12 Oktober 2026). */}
          <select
            {...common}
            aria-label={t`${label}: day`}
            value={parts.day}
            onChange={(e) => change('day', e.target.value)}
          >
            <option value="">{t`Day`}</option>
            {Array.from({ length: lastDay }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </select>
          <select
            {...common}
            aria-label={t`${label}: month`}
            value={parts.month}
            onChange={(e) => change('month', e.target.value)}
          >
            <option value="">{t`Month`}</option>
            {MONTH_NUMBERS.map((month) => (
              <option key={month} value={String(month)}>
                {monthName(month, language)}
              </option>
            ))}
          </select>
          <select
            {...common}
            aria-label={t`${label}: year`}
            value={parts.year}
            onChange={(e) => change('year', e.target.value)}
          >
            <option value="">{t`Year`}</option>
            {yearChoices(firstYear, lastYear, parts.year).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </>
      )}
    </SelectFrame>
  );
}
