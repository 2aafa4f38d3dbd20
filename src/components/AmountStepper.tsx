import { useRef } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField,
  type KeyboardEvent,
  type PressEvent,
} from 'react-aria-components';
import { cn, tv } from './styles';

/** How many to add: minus, the number and plus; never below 0 and, when given, never above the stock. */
export interface AmountStepperProps {
  value: number;
  onChange?: (change: { amount: number }) => void;
  /** The stock: plus stops here. */
  max?: number;
  label?: string;
  isDisabled?: boolean;
  className?: string;
}

const stepButton = tv({
  base: [
    'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full font-heading text-section font-bold',
    'bg-accent text-on-accent shadow-accent transition-transform motion-reduce:transition-none',
    'data-[hovered]:brightness-105 data-[pressed]:scale-95',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface-sunken data-[disabled]:text-muted data-[disabled]:shadow-none',
  ],
});

const STEP_KEYS: Record<string, 1 | -1> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };

/**
 * react-aria's NumberField: arrow keys, Home/End and typing on the number. Unlike its default, the
 * minus and plus buttons are tab stops too and answer the arrow keys; when one of them reaches its
 * bound and turns disabled under the keyboard, focus moves to the number instead of being lost.
 */
export function AmountStepper({ value, onChange, max, label = 'Amount', isDisabled, className }: AmountStepperProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const current = Number.isFinite(value) ? value : 0;
  const clamp = (amount: number) => Math.max(0, max === undefined ? amount : Math.min(max, amount));
  const atBound = (amount: number) => amount <= 0 || (max !== undefined && amount >= max);

  const keepFocusAfter = (next: number) => {
    if (atBound(next)) inputRef.current?.focus();
  };
  /** Arrow keys on either button step the amount, as they do on the number. */
  const onButtonKeyDown = (event: KeyboardEvent) => {
    const delta = STEP_KEYS[event.key];
    if (delta === undefined) return event.continuePropagation();
    event.preventDefault();
    const next = clamp(current + delta);
    if (next !== current) onChange?.({ amount: next });
    keepFocusAfter(next);
  };
  /** The field's own handler changes the value on press start; these only rescue keyboard focus. */
  const isKeyboardPress = (event: PressEvent) => event.pointerType === 'keyboard' || event.pointerType === 'virtual';
  const onDecrementPressStart = (event: PressEvent) => {
    if (isKeyboardPress(event)) keepFocusAfter(clamp(current - 1));
  };
  const onIncrementPressStart = (event: PressEvent) => {
    if (isKeyboardPress(event)) keepFocusAfter(clamp(current + 1));
  };

  return (
    <NumberField
      value={current}
      minValue={0}
      maxValue={max}
      step={1}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      onChange={(amount) => onChange?.({ amount: Number.isNaN(amount) ? 0 : clamp(Math.round(amount)) })}
      data-amount={current}
      className={cn('flex flex-col gap-2', className)}
    >
      <Label className="text-small font-semibold text-heading">{label}</Label>
      <Group className="flex items-center gap-3">
        <AriaButton
          slot="decrement"
          excludeFromTabOrder={false}
          onPressStart={onDecrementPressStart}
          onKeyDown={onButtonKeyDown}
          className={stepButton()}
        >
          <span aria-hidden="true">−</span>
        </AriaButton>
        <Input
          ref={inputRef}
          className={cn(
            'h-11 w-16 min-w-0 rounded-chip border border-border-strong bg-surface text-center font-heading text-lead font-bold text-heading',
            'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-focus',
            'data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface-sunken data-[disabled]:text-muted',
          )}
        />
        <AriaButton
          slot="increment"
          excludeFromTabOrder={false}
          onPressStart={onIncrementPressStart}
          onKeyDown={onButtonKeyDown}
          className={stepButton()}
        >
          <span aria-hidden="true">+</span>
        </AriaButton>
      </Group>
    </NumberField>
  );
}
