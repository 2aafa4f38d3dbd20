import { useLingui } from '@lingui/react/macro';
import { tv, type VariantProps } from './styles';
import { PressButton, type PressButtonProps } from './PressButton';
import { Spinner } from './Spinner';

/** Variants as data: the brand brown, the accent yellow and a quiet ghost. */
export const buttonStyles = tv({
  base: [
    'inline-flex min-w-11 cursor-pointer items-center justify-center gap-2 font-sans font-semibold',
    'transition-[background-color,box-shadow,transform] duration-150 select-none',
    'data-[pressed]:translate-y-px',
    // Disabled reads as off in both themes: the sunken grey with muted text and no shadow, never a
    // dimmed brand colour (which on the dark surface still looked pressable).
    'data-[disabled]:cursor-not-allowed data-[disabled]:border-border data-[disabled]:bg-surface-sunken data-[disabled]:text-muted data-[disabled]:shadow-none',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
  ],
  variants: {
    variant: {
      primary: 'bg-primary text-on-primary shadow-primary data-[hovered]:brightness-110',
      accent: 'bg-accent text-on-accent shadow-accent data-[hovered]:brightness-105',
      ghost: 'border-2 border-primary-text bg-transparent text-primary-text data-[hovered]:bg-surface-sunken',
      danger: 'bg-danger text-on-danger data-[hovered]:brightness-110',
    },
    size: {
      sm: 'min-h-9 rounded-chip px-4 text-small',
      md: 'min-h-11 rounded-chip px-6 py-2 text-copy',
      lg: 'min-h-11 rounded-card px-8 py-4 text-lead',
    },
    isFullWidth: { true: 'w-full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariant = NonNullable<VariantProps<typeof buttonStyles>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonStyles>['size']>;

/** A native button's attributes (aria-*, `type`, `form`, `autoFocus`…) with `onPress`, `isDisabled` and `isPending`. */
export interface ButtonProps extends Omit<PressButtonProps, 'className' | 'children'> {
  /**
   * The button's weight: `primary` (brand brown, the default), `accent` (yellow: the one main call on a
   * screen), `ghost` (outlined, quiet: Cancel, Back) or `danger` (actions that remove something).
   */
  variant?: ButtonVariant;
  /** `sm` for dense rows and chips, `md` (the default) for forms, `lg` for a screen's main call. Every size is at least 24 × 24 px. */
  size?: ButtonSize;
  /** Fills its container's width (phones, dialogs' footers); the label wraps rather than overflows. */
  isFullWidth?: boolean;
  /** Text shown to screen readers while `isPending`; the visible label stays. */
  pendingLabel?: string;
  /** Classes added to the variant's own (placement only: margins, grid areas), joined, never merged. */
  className?: string;
  /** The visible label, in sentence case except texts the specification fixes word for word. */
  children?: React.ReactNode;
}

/**
 * The shop's button: keyboard and pointer alike, with a pending state that keeps focus. A native button
 * (PressButton), not React Aria's: see docs/decisions/0029-native-button.md.
 */
export function Button({
  variant,
  size,
  isFullWidth,
  pendingLabel,
  className,
  children,
  isPending,
  ...rest
}: ButtonProps) {
  const { t } = useLingui();
  return (
    <PressButton
      {...rest}
      isPending={isPending}
      data-variant={variant ?? 'primary'}
      className={buttonStyles({ variant, size, isFullWidth, className })}
    >
      {isPending ? <Spinner label={pendingLabel ?? t`Working`} /> : null}
      {children}
    </PressButton>
  );
}
