import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { CATEGORY_SIZES, SIZE_SHORT_LABELS, type CategoryId, type Size } from '../domain/categories';
import { SIZE_WORDS } from '../i18n/catalogueWords';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { sizeName } from './sizeLabel';
import { cn, tv } from './styles';

/** The admin forms' sizes: several at once for the category, with 'Reset Size' to clear them. */
export interface SizeToggleGroupProps {
  categoryId: CategoryId;
  value: readonly Size[];
  /** Always in the canonical order (R, L, XL / 250, 300, 500), whatever order they were clicked in. */
  onChange?: (change: { sizes: Size[] }) => void;
  /** The visible label that names the group ('Size' in the page's language by default). */
  label?: string;
  isDisabled?: boolean;
  /** The validation message, announced with the group. */
  errorMessage?: string | null;
  className?: string;
}

const toggle = tv({
  base: [
    'inline-flex size-size shrink-0 cursor-pointer items-center justify-center rounded-full font-heading text-lead font-bold',
    'bg-chip text-heading transition-[background-color,box-shadow] motion-reduce:transition-none',
    'data-[hovered]:shadow-soft data-[selected]:bg-accent data-[selected]:text-on-accent data-[selected]:shadow-accent',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ],
});

/**
 * react-aria's ToggleButtonGroup: one tab stop, arrow keys move between sizes, Space or Enter
 * toggles. Only the category's sizes are reported, so switching category cannot leave a stray L
 * on a sandwich.
 */
export function SizeToggleGroup({
  categoryId,
  value,
  onChange,
  label,
  isDisabled,
  errorMessage,
  className,
}: SizeToggleGroupProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const sizes = CATEGORY_SIZES[categoryId];
  const inCategory = (keys: Iterable<Key>) => {
    const chosen = new Set(keys);
    return sizes.filter((size) => chosen.has(size));
  };
  return (
    <div
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
      className={cn('flex flex-col gap-3', className)}
    >
      <span id={labelId} className="text-small font-semibold text-heading">
        {label ?? t`Size`}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? errorId : undefined}
        selectionMode="multiple"
        selectedKeys={value}
        isDisabled={isDisabled}
        onSelectionChange={(keys) => onChange?.({ sizes: inCategory(keys) })}
        className="flex flex-wrap gap-4"
      >
        {sizes.map((size) => (
          <ToggleButton
            key={size}
            id={size}
            aria-label={sizeName(size, i18n._(SIZE_WORDS[size]))}
            data-size={size}
            className={toggle()}
          >
            <span aria-hidden="true">{SIZE_SHORT_LABELS[size]}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div className="flex flex-wrap items-center gap-4">
        {/* Stays enabled when nothing is chosen: disabling it under a keyboard user's press would drop their focus. */}
        <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => onChange?.({ sizes: [] })}>
          {t`Reset Size`}
        </Button>
        {errorMessage ? (
          <p id={errorId} className="text-small font-medium text-danger">
            {sayMessage(i18n, errorMessage)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
