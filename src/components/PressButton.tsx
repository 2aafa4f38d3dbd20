import {
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/**
 * How focus last moved, for the keyboard-only focus ring: a key press anywhere makes the next focus
 * visible, a pointer press makes it quiet. Focus moved by script after neither (a dialog's first
 * button) shows the ring, as React Aria's focus tracking did. Listening on the document in the capture
 * phase sees presses other elements stop.
 */
let lastInput: 'keyboard' | 'pointer' | undefined;
/** A shortcut (Ctrl, Cmd or Alt with a key) or a modifier alone is not keyboard use. */
const isKeyboardUse = (event: { key: string; metaKey: boolean; ctrlKey: boolean; altKey: boolean }) =>
  !event.metaKey && !event.ctrlKey && !event.altKey && !['Control', 'Meta', 'Shift', 'Alt'].includes(event.key);
if (typeof document !== 'undefined') {
  const onKey = (event: globalThis.KeyboardEvent) => {
    if (isKeyboardUse(event)) lastInput = 'keyboard';
  };
  const onPointer = () => {
    lastInput = 'pointer';
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
}

const isPressKey = (key: string) => key === 'Enter' || key === ' ';

export interface PressButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'disabled' | 'onClick'> {
  /**
   * Raised on a click, a tap, Enter or Space, and a screen reader's activation; never while disabled
   * or pending, and not after a pointer is dragged off the button before release (the browser's click
   * does not reach it). It passes nothing: no caller needs to know how it was pressed.
   */
  onPress?: () => void;
  /** Off: the native `disabled`, so it is skipped by Tab and presses never reach it. */
  isDisabled?: boolean;
  /** Busy: presses are ignored and a submit button does not submit, but it keeps focus (`aria-disabled`). */
  isPending?: boolean;
}

/**
 * A native `<button>` with the states the shop's styles read, without React Aria's press machinery
 * (docs/decisions/0029-native-button.md): `data-pressed` while a pointer or Enter / Space holds it,
 * `data-hovered` under a mouse or pen (never a finger), `data-focus-visible` when focus came from the
 * keyboard, `data-disabled` and `data-pending`.
 */
export function PressButton({
  onPress,
  isDisabled,
  isPending,
  type = 'button',
  onPointerDown,
  onPointerUp,
  onPointerEnter,
  onPointerLeave,
  onPointerCancel,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  ...rest
}: PressButtonProps) {
  const [isPressed, setPressed] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocusVisible, setFocusVisible] = useState(false);
  // A pointer press that started here: it shows pressed again when the pointer comes back before release.
  const [pointerPress, setPointerPress] = useState(false);
  // The press key held down: its repeats (and a second key down before release) press nothing more.
  const heldKey = useRef<string | null>(null);
  const isInert = isDisabled || isPending;

  const pointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (event.button !== 0 || isInert) return;
    setPointerPress(true);
    setPressed(true);
  };
  const pointerEnter = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerEnter?.(event);
    if (event.pointerType !== 'touch') setHovered(true);
    if (pointerPress && event.buttons & 1) setPressed(true);
  };
  const pointerLeave = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerLeave?.(event);
    setHovered(false);
    setPressed(false);
  };
  const pointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerUp?.(event);
    setPointerPress(false);
    setPressed(false);
  };
  const pointerCancel = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerCancel?.(event);
    setPointerPress(false);
    setPressed(false);
  };
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (isKeyboardUse(event)) setFocusVisible(true);
    if (!isPressKey(event.key)) return;
    // A held Enter repeats the browser's click; a press is one press, as React Aria's was.
    if (event.repeat || heldKey.current === event.key) return event.preventDefault();
    heldKey.current = event.key;
    if (!isInert) setPressed(true);
  };
  const keyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyUp?.(event);
    if (!isPressKey(event.key)) return;
    if (heldKey.current === event.key) heldKey.current = null;
    setPressed(false);
  };
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      // Pending keeps focus and the form: nothing is pressed and nothing submits.
      event.preventDefault();
      return;
    }
    onPress?.();
  };

  return (
    <button
      {...rest}
      // A pending submit button turns into a plain one, so Enter in a field does not submit the form again.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pressed={(isPressed && !isInert) || undefined}
      data-hovered={(isHovered && !isInert) || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onPointerDown={pointerDown}
      onPointerEnter={pointerEnter}
      onPointerLeave={pointerLeave}
      onPointerUp={pointerUp}
      onPointerCancel={pointerCancel}
      onKeyDown={keyDown}
      onKeyUp={keyUp}
      onClick={click}
      onFocus={(event) => {
        onFocus?.(event);
        setFocusVisible(lastInput !== 'pointer');
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setFocusVisible(false);
        setPressed(false);
        heldKey.current = null;
      }}
    />
  );
}
