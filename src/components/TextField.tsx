import {
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import { descriptionStyles, fieldStyles, inputStyles, labelStyles } from './fieldStyles';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'isInvalid' | 'onChange' | 'onFocusChange'
> {
  label: string;
  /** The text after each keystroke, as `{ value }` like every event of the shop. */
  onChange?: (change: { value: string }) => void;
  /** A hint under the field (e.g. the 50-character limit). */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  placeholder?: string;
  className?: string;
}

/** A labelled single-line input with an optional hint and its error text (docs/product.md#validation-messages). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  onChange,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      onChange={onChange && ((value) => onChange({ value }))}
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <Input placeholder={placeholder} className={inputStyles()} />
      {description ? (
        <Text slot="description" className={descriptionStyles()}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
