import * as RadioGroup from '@radix-ui/react-radio-group';
import { CATEGORY_SIZES, SIZE_LABELS, SIZE_SHORT_LABELS, type CategoryId, type Size } from '../domain/categories';
import { cn, tv } from './styles';

/** The customer's single size choice: the category's sizes as round buttons, unavailable ones disabled. */
export interface SizePickerProps {
  categoryId: CategoryId;
  /** Sizes this product is sold in; the category's other sizes show but cannot be chosen. */
  available: readonly Size[];
  value: Size | null;
  onChange?: (change: { size: Size }) => void;
  label?: string;
  className?: string;
}

const sizeButton = tv({
  base: [
    'inline-flex size-size cursor-pointer items-center justify-center rounded-full font-heading text-lead font-bold',
    'bg-chip text-heading transition-colors outline-none',
    'data-[state=checked]:bg-accent data-[state=checked]:text-on-accent data-[state=checked]:shadow-accent',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface-sunken data-[disabled]:text-muted data-[disabled]:line-through',
  ],
});

export function SizePicker({
  categoryId,
  available,
  value,
  onChange,
  label = 'Choose a size',
  className,
}: SizePickerProps) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value ?? ''}
      onValueChange={(size) => onChange?.({ size: size as Size })}
      orientation="horizontal"
      className={cn('flex flex-wrap justify-center gap-4', className)}
    >
      {CATEGORY_SIZES[categoryId].map((size) => {
        const isAvailable = available.includes(size);
        return (
          <RadioGroup.Item
            key={size}
            value={size}
            disabled={!isAvailable}
            aria-label={isAvailable ? SIZE_LABELS[size] : `${SIZE_LABELS[size]} (not available)`}
            data-size={size}
            className={sizeButton()}
          >
            <span aria-hidden="true">{SIZE_SHORT_LABELS[size]}</span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
