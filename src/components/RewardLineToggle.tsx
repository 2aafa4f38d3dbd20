import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { POINTS_PER_REWARD } from '../domain/memberCard';
import { CheckboxInput } from './CheckboxChoices';
import { cn } from './styles';

export interface RewardLineToggleProps {
  /** The line in words ("Hazelnut Latte, Regular"): several lines may offer it, so its name says which. */
  lineName: string;
  /** Whether this line is the free drink. */
  checked: boolean;
  onChange: (change: { checked: boolean }) => void;
  /** It cannot be chosen now (another line is the free drink, a checkout is running). */
  disabled?: boolean;
  /** Why it cannot be chosen, under it and read with it; shown only while disabled. */
  disabledReason?: string | null;
  className?: string;
}

/**
 * On a cart line that can be the free drink (docs/product.md, "Member card"): a checkbox that spends
 * the member's points on it. Only eligible lines draw it; which line is chosen is the parent's, so only
 * one is at a time. Space ticks it, as any checkbox.
 */
export function RewardLineToggle({
  lineName,
  checked,
  onChange,
  disabled = false,
  disabledReason,
  className,
}: RewardLineToggleProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        data-disabled={disabled || undefined}
        className="flex min-h-6 cursor-pointer items-center gap-2 text-small font-medium text-heading data-[disabled]:cursor-not-allowed data-[disabled]:text-muted"
      >
        <CheckboxInput
          checked={checked}
          disabled={disabled}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(event) => onChange({ checked: event.currentTarget.checked })}
        />
        <span>
          {t`Use ${POINTS_PER_REWARD} points: make this free`}
          <span className="sr-only">{` (${lineName})`}</span>
        </span>
      </label>
      {reason ? (
        <p id={reasonId} className="text-small text-muted">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
