import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import { descriptionStyles, fieldStyles, inputStyles, labelStyles } from './fieldStyles';

/** A multi-line input with a live character counter against its limit (the 50/150 product hints). */
export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'isInvalid' | 'onChange' | 'onFocusChange'
> {
  label: string;
  /** The text after each keystroke, as `{ value }` like every event of the shop. */
  onChange?: (change: { value: string }) => void;
  /** The limit the counter measures against; typing past it is allowed and shown as over. */
  maxLength: number;
  /** A hint under the field; defaults to 'Max. <maxLength> characters'. */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  placeholder?: string;
  rows?: number;
  className?: string;
}

/**
 * The counter is a polite live region so a screen reader hears the count after a pause in typing.
 * Going over the limit is not blocked (a paste is never cut silently); the field turns invalid instead.
 */
export function TextArea({
  label,
  value,
  defaultValue,
  onChange,
  maxLength,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  className,
  ...rest
}: TextAreaProps) {
  const { t } = useLingui();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const isOver = current.length > maxLength;
  return (
    <AriaTextField
      {...rest}
      value={current}
      onChange={(next) => {
        setOwnValue(next);
        onChange?.({ value: next });
      }}
      isInvalid={Boolean(errorMessage) || isOver}
      data-over={isOver || undefined}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <AriaTextArea placeholder={placeholder} rows={rows} className={inputStyles({ className: 'resize-y' })} />
      <div className="flex items-start justify-between gap-4">
        <Text slot="description" className={descriptionStyles()}>
          {description ?? t`Max. ${maxLength} characters`}
        </Text>
        <span
          aria-live="polite"
          aria-atomic="true"
          data-over={isOver || undefined}
          className="shrink-0 text-caption text-muted tabular-nums data-[over]:font-semibold data-[over]:text-danger"
        >
          {current.length}/{maxLength}
        </span>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
