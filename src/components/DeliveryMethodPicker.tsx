import { useLingui } from '@lingui/react/macro';
import { DELIVERY_METHODS, type DeliveryMethod } from '../domain/delivery';
import { DELIVERY_METHOD_WORDS } from '../i18n/catalogueWords';
import { RadioChoices } from './RadioChoices';

/**
 * The product detail's 'Delivery and Time' choice: to stay, to go or delivered. `offered` are the
 * methods the product is sold for (all three when left out); the others show disabled.
 */
export interface DeliveryMethodPickerProps {
  value: DeliveryMethod | null;
  offered?: readonly DeliveryMethod[];
  onChange?: (change: { method: DeliveryMethod }) => void;
  isDisabled?: boolean;
  label?: string;
  className?: string;
}

export function DeliveryMethodPicker({
  value,
  offered = DELIVERY_METHODS,
  onChange,
  isDisabled,
  label,
  className,
}: DeliveryMethodPickerProps) {
  const { t, i18n } = useLingui();
  return (
    <RadioChoices
      label={label ?? t`Delivery and Time`}
      choices={DELIVERY_METHODS.map((method) => ({
        value: method,
        label: i18n._(DELIVERY_METHOD_WORDS[method]),
        isDisabled: !offered.includes(method),
      }))}
      value={value}
      isDisabled={isDisabled}
      onValueChange={({ value: method }) => onChange?.({ method })}
      className={className}
    />
  );
}
