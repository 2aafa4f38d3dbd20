import { useLingui } from '@lingui/react/macro';
import type { DeliveryMethod } from '../domain/delivery';
import { takesLaterTime } from '../domain/deliveryWindow';
import { TimeField } from './TimeField';
import { cn } from './styles';

/** A product's delivery window on the admin forms. */
export interface DeliveryScheduleFieldsProps {
  /** The product's delivery methods; the fields only exist when one is home delivery or pick up. */
  methods: readonly DeliveryMethod[];
  /** Times of day (`13:00`), the hours it can leave the shop every day, or empty for any time. */
  start: string;
  end: string;
  onChange: (schedule: { start: string; end: string }) => void;
  errors?: { start?: string; end?: string };
  isDisabled?: boolean;
  className?: string;
}

/** 'Start delivery' and 'End delivery' times of day, shown only when the product leaves the shop. */
export function DeliveryScheduleFields({
  methods,
  start,
  end,
  onChange,
  errors = {},
  isDisabled,
  className,
}: DeliveryScheduleFieldsProps) {
  const { t } = useLingui();
  if (!methods.some(takesLaterTime)) return null;
  return (
    // Side by side only where each field keeps 15 rem; in the form's narrow photo column they stack.
    <fieldset className={cn('grid min-w-0 grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-4', className)}>
      <legend className="sr-only">{t`Delivery hours`}</legend>
      <TimeField
        label={t`Start delivery`}
        noTimeLabel={t`Any time`}
        value={start}
        isDisabled={isDisabled}
        errorMessage={errors.start}
        onChange={({ value }) => onChange({ start: value, end })}
      />
      <TimeField
        label={t`End delivery`}
        noTimeLabel={t`Any time`}
        value={end}
        isDisabled={isDisabled}
        errorMessage={errors.end}
        onChange={({ value }) => onChange({ start, end: value })}
      />
    </fieldset>
  );
}
