import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import { PressButton } from './PressButton';
import { descriptionStyles, fieldStyles, inputStyles, labelStyles } from './fieldStyles';

/** A password input with a show/hide toggle, a hint and its error text (docs/product.md#validation-messages). */
export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'isInvalid' | 'type' | 'onChange' | 'onFocusChange'
> {
  label: string;
  /** The password after each keystroke, as `{ value }` like every event of the shop. */
  onChange?: (change: { value: string }) => void;
  /** A hint under the field (e.g. 'Use minimal 8 character'). */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  placeholder?: string;
  className?: string;
}

/** Show and hide share one button whose name says what pressing it will do. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  onChange,
  ...rest
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...rest}
      onChange={onChange && ((value) => onChange({ value }))}
      type={isVisible ? 'text' : 'password'}
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <Group data-visible={isVisible || undefined} className="relative flex items-center">
        <Input placeholder={placeholder} className={inputStyles({ className: 'pr-14' })} />
        <PressButton
          aria-label={isVisible ? t`Hide password` : t`Show password`}
          isDisabled={rest.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
          className="absolute right-1 inline-flex size-10 cursor-pointer items-center justify-center rounded-chip text-muted data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[hovered]:text-heading data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {isVisible ? null : <path d="M4 4l16 16" />}
          </svg>
        </PressButton>
      </Group>
      {description ? (
        <Text slot="description" className={descriptionStyles()}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
