import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import { cn, tv } from './styles';

/** How many to add: minus, the number and plus; never below 0 and, when given, never above the stock. */
export interface AmountStepperProps {
  value: number;
  onChange?: (change: { amount: number }) => void;
  max?: number;
  label?: string;
  isDisabled?: boolean;
  className?: string;
}

const stepButton = tv({
  base: [
    'inline-flex size-11 cursor-pointer items-center justify-center rounded-full font-heading text-section font-bold',
    'bg-accent text-on-accent outline-none data-[pressed]:scale-95',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface-sunken data-[disabled]:text-muted',
  ],
});

export function AmountStepper({ value, onChange, max, label = 'Amount', isDisabled, className }: AmountStepperProps) {
  return (
    <NumberField
      value={value}
      minValue={0}
      maxValue={max}
      step={1}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0 }}
      onChange={(amount) => onChange?.({ amount: Number.isNaN(amount) ? 0 : amount })}
      className={cn('flex flex-col gap-2', className)}
    >
      <Label className="text-small font-semibold text-heading">{label}</Label>
      <Group className="flex items-center gap-3">
        <AriaButton slot="decrement" className={stepButton()}>
          −
        </AriaButton>
        <Input className="h-11 w-16 rounded-chip border border-border-strong bg-surface text-center font-heading text-lead font-bold text-heading outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus" />
        <AriaButton slot="increment" className={stepButton()}>
          +
        </AriaButton>
      </Group>
    </NumberField>
  );
}
