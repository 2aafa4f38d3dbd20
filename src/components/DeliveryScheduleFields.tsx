import { useLingui } from '@lingui/react/macro';
import type { DeliveryMethod } from '../domain/delivery';
import { takesLaterTime } from '../domain/deliveryWindow';
import { TextField } from './TextField';
import { cn } from './styles';

/** A product's delivery window on the admin forms. */
export interface DeliveryScheduleFieldsProps {
  /** The product's delivery method; the fields only exist for home delivery and pick up. */
  method: DeliveryMethod | null;
  /** `datetime-local` values (`2026-11-23T13:00`), times of day (`13:00`) for a daily window, or empty. */
  start: string;
  end: string;
  onChange: (schedule: { start: string; end: string }) => void;
  errors?: { start?: string; end?: string };
  isDisabled?: boolean;
  className?: string;
}

const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;

/** 'Start delivery' and 'End delivery' date-times, shown only when the product leaves the shop. */
export function DeliveryScheduleFields({
  method,
  start,
  end,
  onChange,
  errors = {},
  isDisabled,
  className,
}: DeliveryScheduleFieldsProps) {
  const { t } = useLingui();
  if (!takesLaterTime(method)) return null;
  // A product delivered in the same hours every day keeps times of day: show them as times, not blanks.
  const type = TIME_OF_DAY.test(start) || TIME_OF_DAY.test(end) ? 'time' : 'datetime-local';
  return (
    // Side by side only where each field keeps 15 rem, the width of a whole date-time ("11/23/2026,
    // 01:00 PM" and its picker icon); in the form's narrow photo column they stack instead of cutting it.
    <fieldset className={cn('grid min-w-0 grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-4', className)}>
      <legend className="sr-only">{t`Delivery hours`}</legend>
      <TextField
        label={t`Start delivery`}
        type={type}
        value={start}
        isDisabled={isDisabled}
        errorMessage={errors.start}
        onChange={({ value }) => onChange({ start: value, end })}
      />
      <TextField
        label={t`End delivery`}
        type={type}
        value={end}
        isDisabled={isDisabled}
        errorMessage={errors.end}
        onChange={({ value }) => onChange({ start, end: value })}
      />
    </fieldset>
  );
}
