import { useLingui } from '@lingui/react/macro';
import type { DeliveryMethod } from '../domain/delivery';
import { takesLaterTime } from '../domain/deliveryWindow';
import { DateTimeField } from './DateTimeField';
import { RadioChoices } from './RadioChoices';
import { cn } from './styles';

/** 'Now' Yes/No and 'Set time': the time input opens only for No, and No is not offered for dine in. */
export interface NowOrLaterPickerProps {
  isNow: boolean;
  /** The chosen later time (datetime-local string). */
  time: string;
  /** The current time as a datetime-local string, passed in so the component never reads the clock. */
  now: string;
  method: DeliveryMethod | null;
  onChange?: (change: { now: boolean; time: string }) => void;
  isDisabled?: boolean;
  /** Why the chosen time cannot be kept, shown next to the Set time field. */
  errorMessage?: string | null;
  className?: string;
}

export function NowOrLaterPicker({
  isNow,
  time,
  now,
  method,
  onChange,
  isDisabled,
  errorMessage,
  className,
}: NowOrLaterPickerProps) {
  // A product listed for no method yet keeps both choices; only dine in is served at once.
  const { t } = useLingui();
  const laterAllowed = method === null || takesLaterTime(method);
  const nowChosen = isNow || !laterAllowed;
  return (
    // Side by side the two labels share one top line, and the radios sit level with the time input
    // (a row as tall as the input), whatever hint or error opens under the field.
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-start', className)}>
      <RadioChoices
        className="gap-1.5! sm:[&_[role=radiogroup]]:min-h-11 sm:[&_[role=radiogroup]]:items-center"
        label={t`Now`}
        value={nowChosen ? 'yes' : 'no'}
        isDisabled={isDisabled}
        choices={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No`, isDisabled: !laterAllowed },
        ]}
        onValueChange={({ value: choice }) =>
          onChange?.({ now: choice === 'yes', time: choice === 'yes' ? now : time || now })
        }
      />
      <DateTimeField
        label={t`Set time`}
        value={nowChosen ? now : time}
        min={now}
        isDisabled={isDisabled || nowChosen}
        description={laterAllowed ? undefined : t`Dine in is served now`}
        errorMessage={nowChosen ? null : errorMessage}
        onChange={({ value }) => onChange?.({ now: false, time: value })}
        className="sm:max-w-64"
      />
    </div>
  );
}
