import { DELIVERY_METHODS, DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../domain/delivery';
import { RadioChoices } from './RadioChoices';

/** The product detail's 'Delivery and Time' choice; preset and disabled when the product fixes it. */
export interface DeliveryMethodPickerProps {
  value: DeliveryMethod | null;
  onChange?: (change: { method: DeliveryMethod }) => void;
  isDisabled?: boolean;
  label?: string;
  className?: string;
}

const CHOICES = DELIVERY_METHODS.map((method) => ({ value: method, label: DELIVERY_METHOD_LABELS[method] }));

export function DeliveryMethodPicker({
  value,
  onChange,
  isDisabled,
  label = 'Delivery and Time',
  className,
}: DeliveryMethodPickerProps) {
  return (
    <RadioChoices
      label={label}
      choices={CHOICES}
      value={value}
      isDisabled={isDisabled}
      onValueChange={({ value: method }) => onChange?.({ method })}
      className={className}
    />
  );
}
