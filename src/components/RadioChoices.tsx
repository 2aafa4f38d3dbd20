import { useId } from 'react';
import { ChoiceInput, type ChoiceInputProps } from './ChoiceInput';
import { radioDotStyles, radioItemStyles } from './radioChoiceStyles';
import { cn } from './styles';

export type RadioInputProps = Omit<ChoiceInputProps, 'type' | 'boxClassName' | 'mark'>;

/** One native radio drawn as the shop's round ring, for a `<label>` that holds it and its words (ChoiceInput). */
export function RadioInput(props: RadioInputProps) {
  return (
    <ChoiceInput
      type="radio"
      boxClassName={radioItemStyles()}
      mark={<span className={radioDotStyles()} />}
      {...props}
    />
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
