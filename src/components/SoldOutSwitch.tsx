import { useLingui } from '@lingui/react/macro';
import { cn, tv } from './styles';

/** One tap takes a product or a choice off the menu for now, and one tap puts it back. */
export interface SoldOutSwitchProps {
  /** What it switches ("Hazelnut Latte", "Oat"): the switch is named "Sold out: <name>". */
  name: string;
  isSoldOut: boolean;
  /** The change is on its way to the server: the switch already shows it (optimistic) and says so. */
  isPending?: boolean;
  onChange: (change: { soldOut: boolean }) => void;
  className?: string;
}

const track = tv({
  base: 'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none',
  variants: {
    isOn: {
      true: 'border-danger bg-danger',
      false: 'border-border-strong bg-surface-sunken',
    },
  },
});

const thumb = tv({
  base: 'absolute top-0.5 size-4 rounded-full shadow-soft transition-[left] motion-reduce:transition-none',
  variants: {
    isOn: { true: 'left-5.5 bg-on-danger', false: 'left-0.5 bg-body' },
  },
});

/**
 * A real switch (`role="switch"`, `aria-checked`) with the words "Sold out" beside its track; its
 * state shows by the thumb's place and the card it sits on, never by colour alone.
 */
export function SoldOutSwitch({ name, isSoldOut, isPending, onChange, className }: SoldOutSwitchProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isSoldOut}
      aria-label={t`Sold out: ${name}`}
      aria-busy={isPending || undefined}
      data-sold-out-switch=""
      onClick={() => onChange({ soldOut: !isSoldOut })}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-chip px-2 text-small font-semibold whitespace-nowrap text-heading',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <span aria-hidden="true" className={track({ isOn: isSoldOut })}>
        <span className={thumb({ isOn: isSoldOut })} />
      </span>
      <span>{t`Sold out`}</span>
    </button>
  );
}
