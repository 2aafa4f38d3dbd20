import type { InputHTMLAttributes, ReactNode } from 'react';

export interface ChoiceInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  type: 'radio' | 'checkbox';
  checked: boolean;
  /** The drawn ring or square under the input (its classes). */
  boxClassName: string;
  /** What the box shows when checked: the radio's dot, the checkbox's tick. */
  mark: ReactNode;
}

/**
 * One native radio or checkbox drawn as the shop's own, for a `<label>` that holds it and its words:
 * the input lies transparent over the drawn box (it keeps the pointer, the keyboard, the form and the
 * screen reader's role), the box under it shows its state and its keyboard focus. RadioInput and
 * CheckboxInput are this with their box and mark.
 */
export function ChoiceInput({ type, checked, disabled, boxClassName, mark, ...input }: ChoiceInputProps) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        type={type}
        checked={checked}
        disabled={disabled}
        {...input}
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        data-selected={checked || undefined}
        data-disabled={disabled || undefined}
        className={boxClassName}
      >
        {checked ? mark : null}
      </span>
    </span>
  );
}
