import { useLingui } from '@lingui/react/macro';
import { SIZE_WORDS } from '../i18n/catalogueWords';
import { useId } from 'react';
import { CATEGORY_SIZES, SIZE_SHORT_LABELS, type CategoryId, type Size } from '../domain/categories';
import { sizeName } from './sizeLabel';
import { cn, tv } from './styles';

/** The customer's single size choice: the category's sizes as round buttons, unavailable ones disabled. */
export interface SizePickerProps {
  categoryId: CategoryId;
  /** Sizes this product is sold in; the category's other sizes show but cannot be chosen. */
  available: readonly Size[];
  value: Size | null;
  onChange?: (change: { size: Size }) => void;
  /** The group's accessible name. */
  label?: string;
  isDisabled?: boolean;
  className?: string;
}

/** Round ~70px choices (the `size` spacing token); chosen is the accent yellow, as on the first site. */
const sizeChoiceStyles = tv({
  base: [
    'relative inline-flex size-size shrink-0 cursor-pointer items-center justify-center rounded-full font-heading text-lead font-bold',
    'bg-chip text-heading transition-[background-color,box-shadow] motion-reduce:transition-none',
    'hover:shadow-soft data-[selected]:bg-accent data-[selected]:text-on-accent data-[selected]:shadow-accent',
    'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:shadow-none',
    // A size the product is not sold in is struck through; a whole picker disabled only dims, so the
    // chosen size still reads as chosen and never as unavailable.
    'data-[available=false]:bg-surface-sunken data-[available=false]:text-muted data-[available=false]:line-through',
    'data-[disabled]:data-[available=true]:opacity-60',
  ],
});

/**
 * Native radios (docs/decisions/0021-native-radios.md): arrow keys move the choice and skip the sizes
 * this product is not sold in, with no script. Each choice shows the short label (R, 250g) and is
 * named by it and the full one (`R (Regular)`); the radio lies transparent over its drawn label.
 */
export function SizePicker({ categoryId, available, value, onChange, label, isDisabled, className }: SizePickerProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label ?? t`Choose a size`}
      className={cn('flex flex-wrap justify-center gap-4', className)}
    >
      {CATEGORY_SIZES[categoryId].map((size) => {
        const isAvailable = available.includes(size);
        const state = {
          'data-selected': value === size || undefined,
          'data-disabled': !isAvailable || isDisabled || undefined,
        };
        return (
          <label key={size} data-size={size} data-available={isAvailable} {...state} className={sizeChoiceStyles()}>
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              disabled={!isAvailable || isDisabled}
              onChange={() => onChange?.({ size })}
              aria-label={sizeName(size, i18n._(SIZE_WORDS[size]))}
              {...state}
              className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full bg-transparent disabled:cursor-not-allowed"
            />
            <span aria-hidden="true">{SIZE_SHORT_LABELS[size]}</span>
          </label>
        );
      })}
    </div>
  );
}
