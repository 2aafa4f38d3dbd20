import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PressButton } from './PressButton';
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
/** On the number itself the side arrows move the caret, as in any text field. */
const NUMBER_STEP_KEYS: Record<string, 1 | -1> = { ArrowUp: 1, PageUp: 1, ArrowDown: -1, PageDown: -1 };

/**
 * A whole-number field with minus and plus, built on a plain text input and the shop's native button
 * (docs/decisions/0029-native-button.md) rather than react-aria's NumberField and its number parsing
 * (about 10 kB gzip). It keeps NumberField's behaviour: arrow keys, Page Up/Down, Home/End and typing on
 * the number, committed on blur or Enter; a mouse press on minus or plus leaves focus on the number. Unlike
 * NumberField's default, minus and plus are tab stops too and answer the arrow keys; when one of them
 * reaches its bound and turns disabled under the keyboard, focus moves to the number instead of being lost.
 */
export function AmountStepper({ value, onChange, max, label: labelGiven, isDisabled, className }: AmountStepperProps) {
  const { t } = useLingui();
  const label = labelGiven ?? t`Amount`;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What is typed but not yet committed; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const current = Number.isFinite(value) ? value : 0;
  const clamp = (amount: number) => Math.max(0, max === undefined ? amount : Math.min(max, amount));
  const atBound = (amount: number) => amount <= 0 || (max !== undefined && amount >= max);
  /** Typed digits count from the moment they are typed, as NumberField steps from the text in the field. */
  const shown = draft === null || draft === '' ? current : clamp(Number(draft));

  const change = (next: number) => {
    setDraft(null);
    if (next !== current) onChange?.({ amount: next });
  };
  const step = (delta: 1 | -1) => change(clamp(shown + delta));
  const commit = () => {
    if (draft === null) return;
    change(draft === '' ? 0 : clamp(Number(draft)));
  };

  const keepFocusAfter = (next: number) => {
    if (atBound(next)) inputRef.current?.focus();
  };
  /** Arrow keys on either button step the amount, as they do on the number. */
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = STEP_KEYS[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    keepFocusAfter(clamp(shown + delta));
    step(delta);
  };
  const onNumberKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const delta = NUMBER_STEP_KEYS[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      step(delta);
    } else if (event.key === 'Home') {
      event.preventDefault();
      change(0);
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault();
      change(clamp(max));
    } else if (event.key === 'Enter') {
      commit();
    }
  };
  /**
   * A pointer never takes focus from the number (React Aria's `preventFocusOnPress`): a mouse press
   * puts it on the number. The step itself comes with the press (the browser's click), so a press
   * dragged off the button steps nothing.
   */
  const onStepPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (event.pointerType === 'mouse') inputRef.current?.focus();
  };
  /** A keyboard press that disables its button moves focus to the number rather than losing it. */
  const onStep = (delta: 1 | -1) => {
    keepFocusAfter(clamp(shown + delta));
    step(delta);
  };

  const canDecrease = !isDisabled && shown > 0;
  const canIncrease = !isDisabled && (max === undefined || shown < max);

  return (
    <div data-amount={current} data-disabled={isDisabled || undefined} className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={inputId} className="text-small font-semibold text-heading">
        {label}
      </label>
      <div role="group" aria-disabled={isDisabled} className="flex items-center gap-3">
        <PressButton
          aria-label={t`Decrease ${label}`}
          aria-controls={inputId}
          isDisabled={!canDecrease}
          onPointerDown={onStepPointerDown}
          onPress={() => onStep(-1)}
          onKeyDown={onButtonKeyDown}
          className={stepButton()}
        >
          <span aria-hidden="true">−</span>
        </PressButton>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          aria-roledescription={t`Number field`}
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          disabled={isDisabled}
          value={draft ?? String(current)}
          onChange={(event) => {
            // Digits only: no sign (never below 0) and no decimals (whole cups).
            if (/^\d*$/.test(event.target.value)) setDraft(event.target.value);
          }}
          onKeyDown={onNumberKeyDown}
          onBlur={commit}
          className={cn(
            'h-11 w-16 min-w-0 rounded-chip border border-border-strong bg-surface text-center font-heading text-lead font-bold text-heading',
            // A text field shows its ring on any focus, as React Aria's Input did.
            'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-muted',
          )}
        />
        <PressButton
          aria-label={t`Increase ${label}`}
          aria-controls={inputId}
          isDisabled={!canIncrease}
          onPointerDown={onStepPointerDown}
          onPress={() => onStep(1)}
          onKeyDown={onButtonKeyDown}
          className={stepButton()}
        >
          <span aria-hidden="true">+</span>
        </PressButton>
      </div>
    </div>
  );
}
