import { useId } from 'react';
import { descriptionStyles, fieldStyles, labelStyles, nativeInputClass } from './fieldStyles';

export interface NoteFieldProps {
  label: string;
  value: string;
  /** The text after each keystroke, as `{ value }` like every event of the shop. */
  onChange?: (change: { value: string }) => void;
  /** The most characters the field takes; the browser stops typing there. */
  maxLength: number;
  /** A hint under the field (the count of characters used). */
  description?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A short optional line of free text (the note for the barista), on the native input: it looks and
 * reads as TextField does, without React Aria's field code, which the product page would otherwise
 * load for this one field (docs/benchmarks.md, "The product page with choices"). It shows no error:
 * the length limit is the browser's.
 */
export function NoteField({ label, value, onChange, maxLength, description, placeholder, className }: NoteFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={fieldStyles({ className })}>
      <label htmlFor={id} className={labelStyles()}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={description ? hintId : undefined}
        onChange={(event) => onChange?.({ value: event.target.value })}
        className={nativeInputClass}
      />
      {description ? (
        <p id={hintId} className={descriptionStyles()}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
