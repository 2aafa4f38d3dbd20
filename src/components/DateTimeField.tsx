import { useId } from 'react';
import { descriptionStyles, fieldStyles, inputStyles, labelStyles } from './fieldStyles';
import { cn } from './styles';

/**
 * A labelled date-time input whose value is the `datetime-local` string (`2026-11-23T14:00`).
 * The native input is used on purpose: phones show their own date and time wheels.
 */
export interface DateTimeFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  min?: string;
  max?: string;
  description?: string;
  errorMessage?: string | null;
  name?: string;
  className?: string;
}

export function DateTimeField({
  label,
  value,
  onChange,
  isDisabled,
  min,
  max,
  description,
  errorMessage,
  name,
  className,
}: DateTimeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [description ? hintId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles({ className })}>
      <label htmlFor={id} className={labelStyles()}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        value={value}
        min={min}
        max={max}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.(event.target.value)}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
        className={cn(
          inputStyles(),
          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
        )}
      />
      {description ? (
        <p id={hintId} className={descriptionStyles()}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className="text-small font-medium text-danger">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
