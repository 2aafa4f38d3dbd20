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
export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid' | 'value'> {
  label: string;
  value: string;
  maxLength: number;
  description?: string;
  errorMessage?: string | null;
  placeholder?: string;
  rows?: number;
  className?: string;
}

export function TextArea({
  label,
  value,
  maxLength,
  description = `Max. ${maxLength} characters`,
  errorMessage,
  placeholder,
  rows = 3,
  className,
  ...rest
}: TextAreaProps) {
  const isOver = value.length > maxLength;
  return (
    <AriaTextField
      {...rest}
      value={value}
      isInvalid={Boolean(errorMessage) || isOver}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <AriaTextArea placeholder={placeholder} rows={rows} className={inputStyles({ className: 'resize-y' })} />
      <div className="flex items-start justify-between gap-4">
        <Text slot="description" className={descriptionStyles()}>
          {description}
        </Text>
        <span
          aria-live="polite"
          data-over={isOver || undefined}
          className="shrink-0 text-caption text-muted tabular-nums data-[over]:font-semibold data-[over]:text-danger"
        >
          {value.length}/{maxLength}
        </span>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
