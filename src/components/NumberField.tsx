import { useLingui } from '@lingui/react/macro';
import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import { descriptionStyles, fieldStyles, inputStyles, labelStyles } from './fieldStyles';

/** A labelled whole-number input (price, stock) with step buttons and the error pattern. */
export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'className' | 'children' | 'isInvalid' | 'onChange' | 'onFocusChange'
> {
  label: string;
  /** The number once typing is committed or a step button is pressed (NaN when cleared), as `{ value }`. */
  onChange?: (change: { value: number }) => void;
  /** A hint under the field (e.g. 'In rupiah'). */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  placeholder?: string;
  className?: string;
}

const stepClass =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-chip bg-surface-sunken font-bold text-heading data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[hovered]:bg-chip data-[disabled]:cursor-not-allowed data-[disabled]:text-muted';

/** Whole numbers by default (rupiah and stock have no fractions); arrows and the buttons step within min/max. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  onChange,
  ...rest
}: NumberFieldProps) {
  // React Aria names the step buttons in its own languages, which do not include Bahasa Indonesia.
  const { t } = useLingui();
  return (
    <AriaNumberField
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      {...rest}
      onChange={onChange && ((value) => onChange({ value }))}
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <Group className="flex items-center gap-2">
        <Input placeholder={placeholder} className={inputStyles()} />
        <AriaButton slot="decrement" aria-label={t`Decrease`} className={stepClass}>
          −
        </AriaButton>
        <AriaButton slot="increment" aria-label={t`Increase`} className={stepClass}>
          +
        </AriaButton>
      </Group>
      {description ? (
        <Text slot="description" className={descriptionStyles()}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
