import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import {
  CATEGORY_SIZES,
  SIZES,
  SIZE_LABELS,
  SIZE_SHORT_LABELS,
  type CategoryId,
  type Size,
} from '../domain/categories';
import { Button } from './Button';
import { cn, tv } from './styles';

/** The admin forms' sizes: several at once for the category, with 'Reset Size' to clear them. */
export interface SizeToggleGroupProps {
  categoryId: CategoryId;
  value: readonly Size[];
  onChange?: (change: { sizes: Size[] }) => void;
  label?: string;
  isDisabled?: boolean;
  errorMessage?: string | null;
  className?: string;
}

const toggle = tv({
  base: [
    'inline-flex size-size cursor-pointer items-center justify-center rounded-full font-heading text-lead font-bold',
    'bg-chip text-heading transition-colors outline-none',
    'data-[selected]:bg-accent data-[selected]:text-on-accent data-[selected]:shadow-accent',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ],
});

/** Sizes always travel in the canonical order, whatever order they were clicked in. */
const canonical = (keys: Iterable<Key>) => SIZES.filter((size) => [...keys].includes(size));

export function SizeToggleGroup({
  categoryId,
  value,
  onChange,
  label = 'Size',
  isDisabled,
  errorMessage,
  className,
}: SizeToggleGroupProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ToggleButtonGroup
        aria-label={label}
        selectionMode="multiple"
        selectedKeys={value}
        isDisabled={isDisabled}
        onSelectionChange={(keys) => onChange?.({ sizes: canonical(keys) })}
        className="flex flex-wrap gap-4"
      >
        {CATEGORY_SIZES[categoryId].map((size) => (
          <ToggleButton key={size} id={size} aria-label={SIZE_LABELS[size]} data-size={size} className={toggle()}>
            <span aria-hidden="true">{SIZE_SHORT_LABELS[size]}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="ghost"
          size="sm"
          isDisabled={isDisabled || value.length === 0}
          onPress={() => onChange?.({ sizes: [] })}
        >
          Reset Size
        </Button>
        {errorMessage ? <p className="text-small font-medium text-danger">{errorMessage}</p> : null}
      </div>
    </div>
  );
}
