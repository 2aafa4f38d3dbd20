import { useId } from 'react';
import { descriptionStyles, fieldStyles, labelStyles, nativeInputClass } from './fieldStyles';

/** A labelled date and time input whose value is the `datetime-local` string (`2026-11-23T14:00`). */
export interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm`, or '' for no time yet. */
  value: string;
  onChange?: (change: { value: string }) => void;
  isDisabled?: boolean;
  /** The earliest time offered, same format as the value. */
  min?: string;
  /** The latest time offered, same format as the value. */
  max?: string;
  /** A hint under the field (e.g. the delivery window). */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  name?: string;
  className?: string;
}

/**
 * The native input on purpose: phones show their own date and time wheels. It cannot sit inside
 * react-aria's field context, so the hint and error are tied to it by hand, looking like FieldError.
 */
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
    <div
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
      className={fieldStyles({ className })}
    >
      <label htmlFor={id} className={labelStyles()}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        step={60}
        value={value}
        min={min}
        max={max}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange?.({ value: event.target.value })}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
        className={nativeInputClass}
      />
      {description ? (
        <p id={hintId} className={descriptionStyles()}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className="flex items-start gap-1 text-small font-medium text-danger">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
          </svg>
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}
