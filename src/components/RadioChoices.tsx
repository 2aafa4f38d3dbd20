import { useId, type InputHTMLAttributes } from 'react';
import { radioDotStyles, radioItemStyles } from './radioChoiceStyles';
import { cn } from './styles';

export interface RadioInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  checked: boolean;
}

/**
 * One native radio drawn as the shop's round ring, for a `<label>` that holds it and its words: the
 * input lies transparent over the ring (it keeps the pointer, the keyboard, the form and the screen
 * reader's role), the ring under it shows its state and its keyboard focus.
 */
export function RadioInput({ checked, disabled, ...input }: RadioInputProps) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        type="radio"
        checked={checked}
        disabled={disabled}
        {...input}
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        data-selected={checked || undefined}
        data-disabled={disabled || undefined}
        className={radioItemStyles()}
      >
        {checked ? <span className={radioDotStyles()} /> : null}
      </span>
    </span>
  );
}

export interface RadioChoice<V extends string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

/**
 * A labelled row of native radios (docs/decisions/0021-native-radios.md): one choice, arrow keys move
 * it, disabled choices are skipped; the round ring and dot are drawn over the visually hidden input.
 */
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
  const name = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)} data-disabled={isDisabled || undefined}>
      <span id={labelId} className="text-small font-semibold text-heading">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-x-6 gap-y-3">
        {choices.map((choice) => {
          const isChosen = value === choice.value;
          const disabled = isDisabled || choice.isDisabled;
          return (
            <label
              key={choice.value}
              data-disabled={disabled || undefined}
              className="flex min-h-6 cursor-pointer items-center gap-2 text-copy text-heading data-[disabled]:cursor-not-allowed data-[disabled]:text-muted"
            >
              <RadioInput
                name={name}
                value={choice.value}
                checked={isChosen}
                disabled={disabled}
                onChange={() => onValueChange({ value: choice.value })}
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
