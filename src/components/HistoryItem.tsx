import { useLingui } from '@lingui/react/macro';
import { Checkbox } from 'react-aria-components';
import { sizeWords } from '../i18n/catalogueWords';
import { useFormats } from '../i18n/useFormats';
import { tv } from './styles';
import { LineChoices, type LineChoice } from './LineChoices';
import { optionSummary } from '../domain/options';

/** One bought item (an order_detail) as the history lists it. */
export interface HistoryEntry {
  /** The order_detail id: what the delete call takes. */
  id: number;
  name: string;
  image: string;
  /** The product's unit price in rupiah; the card shows it times qty. */
  price: number;
  qty: number;
  /** A size code (R, L, XL, 250, 300, 500). */
  size: string;
  /** What the line chose, as its order keeps it. */
  options?: readonly LineChoice[];
  /** The customer's words for the barista. */
  note?: string | null;
}

/** A history card that can be selected for deletion. */
export interface HistoryItemProps extends HistoryEntry {
  isSelected: boolean;
  onSelectedChange: (change: { id: number; isSelected: boolean }) => void;
  isDisabled?: boolean;
  className?: string;
}

const cardStyles = tv({
  base: [
    'group flex w-full cursor-pointer items-center gap-4 rounded-card border-2 p-tile text-body shadow-soft transition-colors',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ],
  variants: {
    isSelected: {
      true: 'border-primary-mid bg-surface-sunken',
      false: 'border-transparent bg-surface data-[hovered]:border-border',
    },
  },
});

const boxStyles = tv({
  base: 'ml-auto inline-flex size-6 shrink-0 items-center justify-center self-start rounded-chip border-2 transition-colors',
  variants: {
    isSelected: {
      true: 'border-primary bg-primary text-on-primary',
      false: 'border-border-strong bg-surface',
    },
  },
});

/** The whole card is the checkbox, so a tap anywhere selects it; the tick and border show the state. */
export function HistoryItem({
  id,
  name,
  image,
  price,
  qty,
  size,
  options,
  note,
  isSelected,
  onSelectedChange,
  isDisabled,
  className,
}: HistoryItemProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const label = sizeWords(i18n, size);
  // The card's name says the choices and note too: the checkbox's label replaces its content.
  const said = (note ?? '').trim();
  const cardLabel = [t`${name}, ${label}, x ${qty}`, optionSummary(options ?? []), said].filter(Boolean).join(', ');
  return (
    <Checkbox
      aria-label={cardLabel}
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={(next) => onSelectedChange({ id, isSelected: next })}
      data-history-id={id}
      className={cardStyles({ isSelected, className })}
    >
      <img src={image} alt="" className="size-16 shrink-0 rounded-full bg-placeholder object-cover sm:size-20" />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-heading text-lead font-bold break-words text-heading">{name}</span>
        <span className="font-medium text-primary-text">{f.money(price * qty)}</span>
        <span className="text-small">
          x {qty} · {label}
        </span>
        <LineChoices options={options} note={note} />
      </span>
      <span aria-hidden="true" className={boxStyles({ isSelected })}>
        {isSelected ? (
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="m4 10.5 4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : null}
      </span>
    </Checkbox>
  );
}
