import type { ReactNode } from 'react';
import { descriptionStyles, fieldStyles, labelStyles, nativeSelectClass } from './fieldStyles';

/** What the shop's date and time fields take besides their value: their label, state and notes. */
export interface SelectFieldProps {
  label: string;
  isDisabled?: boolean;
  /** A hint under the field (e.g. the delivery window). */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  className?: string;
}

/** What each native select of the field spreads: its tie to the label and notes, its state, its look. */
export interface SelectWiring {
  /** Set for a lone select, which the label names by this id. */
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'data-invalid'?: true;
  'data-disabled'?: true;
  className: string;
}

export interface SelectFrameProps extends SelectFieldProps {
  /** The field's own id (useId): the notes' ids and the label's, or the lone select's, derive from it. */
  id: string;
  /**
   * Several selects side by side in these grid columns (`grid-cols-[3fr_2fr]`), a group named by the
   * label. Without it, the label names the field's one select (`<label for>`).
   */
  columns?: string;
  /** Draws the field's selects, each spreading the wiring it is given. */
  children: (select: SelectWiring) => ReactNode;
}

/**
 * A select of times: the shared look, with digits of one width so that the times line up. Joined by
 * hand, as nativeSelectClass is one clean list already and cn would cost this small shared chunk an
 * import (docs/benchmarks.md: the product page loads it and has no byte to spare).
 */
export const timeSelectClass = `${nativeSelectClass} tabular-nums`;

/**
 * The frame of the shop's date and time fields, built from native selects rather than the browser's
 * date and time inputs (docs/product.md, "Dates and times"): the label, the selects' shared wiring, and
 * the hint and error under them. Native selects cannot sit inside react-aria's field context, so the
 * label, hint and error are tied to them here by id, the error looking like FieldError.
 */
export function SelectFrame({
  id,
  label,
  columns,
  isDisabled,
  description,
  errorMessage,
  className,
  children,
}: SelectFrameProps) {
  const hintId = description ? `${id}-hint` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const invalid = errorMessage ? true : undefined;
  const disabled = isDisabled || undefined;
  const labelId = `${id}-label`;
  const selects = children({
    id: columns ? undefined : id,
    disabled: isDisabled,
    'aria-invalid': invalid,
    'aria-describedby': hintId && errorId ? `${hintId} ${errorId}` : (hintId ?? errorId),
    'data-invalid': invalid,
    'data-disabled': disabled,
    className: nativeSelectClass,
  });
  return (
    <div
      {...(columns && { role: 'group', 'aria-labelledby': labelId })}
      data-invalid={invalid}
      data-disabled={disabled}
      className={fieldStyles({ className })}
    >
      {columns ? (
        <span id={labelId} className={labelStyles()}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} className={labelStyles()}>
          {label}
        </label>
      )}
      {columns ? <div className={`grid ${columns} gap-2`}>{selects}</div> : selects}
      {hintId ? (
        <p id={hintId} className={descriptionStyles()}>
          {description}
        </p>
      ) : null}
      {errorId ? (
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
