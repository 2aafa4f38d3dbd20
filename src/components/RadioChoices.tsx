import { useId } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { radioDotStyles, radioItemStyles } from './radioChoiceStyles';
import { cn } from './styles';

export interface RadioChoice<V extends string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

/** A labelled row of Radix radios: one choice, arrow keys move it, disabled choices are skipped. */
export interface RadioChoicesProps<V extends string> {
  label: string;
  choices: readonly RadioChoice<V>[];
  value: V | null;
  onValueChange: (change: { value: V }) => void;
  isDisabled?: boolean;
  className?: string;
}

export function RadioChoices<V extends string>({
  label,
  choices,
  value,
  onValueChange,
  isDisabled,
  className,
}: RadioChoicesProps<V>) {
  const labelId = useId();
  const itemId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)} data-disabled={isDisabled || undefined}>
      <span id={labelId} className="text-small font-semibold text-heading">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value ?? ''}
        disabled={isDisabled}
        onValueChange={(next) => onValueChange({ value: next as V })}
        className="flex flex-wrap gap-x-6 gap-y-3"
      >
        {choices.map((choice) => (
          <div key={choice.value} className="flex min-h-6 items-center gap-2">
            <RadioGroup.Item
              id={`${itemId}-${choice.value}`}
              value={choice.value}
              disabled={choice.isDisabled}
              data-selected={value === choice.value || undefined}
              className={radioItemStyles({ className: 'peer' })}
            >
              <RadioGroup.Indicator className={radioDotStyles()} />
            </RadioGroup.Item>
            <label
              htmlFor={`${itemId}-${choice.value}`}
              className="cursor-pointer text-copy text-heading peer-data-[disabled]:cursor-not-allowed peer-data-[disabled]:text-muted"
            >
              {choice.label}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
