import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NOTE_MAX } from '../domain/options';
import { descriptionStyles, fieldStyles, labelStyles, nativeInputClass } from './fieldStyles';

export interface NoteFieldProps {
  value: string;
  /** The text after each keystroke, as `{ value }` like every event of the shop. */
  onChange?: (change: { value: string }) => void;
  className?: string;
}

/**
 * The line's note for the barista, the same on the product page and in the cart's Change dialog: one
 * optional line of free text with its count of characters, on the native input. It looks and reads as
 * TextField does, without React Aria's field code, which the product page would otherwise load for this
 * one field (docs/benchmarks.md, "The product page with choices"). It shows no error: the length limit
 * is the browser's.
 */
export function NoteField({ value, onChange, className }: NoteFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={fieldStyles({ className })}>
      <label htmlFor={id} className={labelStyles()}>
        {t`Note for the barista`}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={NOTE_MAX}
        placeholder={t`e.g. extra hot, no lid`}
        aria-describedby={hintId}
        onChange={(event) => onChange?.({ value: event.target.value })}
        className={nativeInputClass}
      />
      <p id={hintId} className={descriptionStyles()}>
        {t`Optional, one line: ${[...value].length} of ${NOTE_MAX} characters`}
      </p>
    </div>
  );
}
