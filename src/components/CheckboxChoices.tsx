import { useId } from 'react';
import { ChoiceInput, type ChoiceInputProps } from './ChoiceInput';
import { checkboxBoxStyles } from './radioChoiceStyles';
import { cn } from './styles';

export type CheckboxInputProps = Omit<ChoiceInputProps, 'type' | 'boxClassName' | 'mark'>;

/** The tick inside a ticked box. */
const TICK = (
  <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="M3 8.5l3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** One native checkbox drawn as the shop's square, for a `<label>` that holds it and its words (ChoiceInput). */
export function CheckboxInput(props: CheckboxInputProps) {
  return <ChoiceInput type="checkbox" boxClassName={checkboxBoxStyles()} mark={TICK} {...props} />;
}

export interface CheckboxChoice<V extends string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

/**
 * A labelled group of native checkboxes: any number of choices, each on its own (Tab moves between
 * them, Space ticks one). `errorMessage` (in the page's language) says why the group cannot be kept,
 * under it.
 */
export interface CheckboxChoicesProps<V extends string> {
  label: string;
  choices: readonly CheckboxChoice<V>[];
  values: readonly V[];
  onValuesChange: (change: { values: V[] }) => void;
  errorMessage?: string;
  className?: string;
}

export function CheckboxChoices<V extends string>({
  label,
  choices,
  values,
  onValuesChange,
  errorMessage,
  className,
}: CheckboxChoicesProps<V>) {
  const errorId = useId();
  const toggle = (value: V, isChecked: boolean) =>
    // The choices' own order, whatever order they were ticked in.
    onValuesChange({
      values: choices
        .map((choice) => choice.value)
        .filter((candidate) => (candidate === value ? isChecked : values.includes(candidate))),
    });
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-2', className)}
      aria-describedby={errorMessage ? errorId : undefined}
    >
      <legend className="mb-2 text-small font-semibold text-heading">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            data-disabled={choice.isDisabled || undefined}
            className="flex min-h-6 cursor-pointer items-center gap-2 text-copy text-heading data-[disabled]:cursor-not-allowed data-[disabled]:text-muted"
          >
            <CheckboxInput
              value={choice.value}
              checked={values.includes(choice.value)}
              disabled={choice.isDisabled}
              aria-invalid={errorMessage ? true : undefined}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {errorMessage ? (
        <p id={errorId} className="text-small font-medium text-danger">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
