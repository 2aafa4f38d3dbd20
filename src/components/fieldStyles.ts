import { cn, tv } from './styles';

/** Shared look of every text-like input: one border, one focus ring, one invalid state. */
export const inputStyles = tv({
  base: [
    'w-full min-h-11 rounded-chip border border-border-strong bg-surface px-4 py-2 font-sans text-copy text-heading',
    'placeholder:text-muted transition-colors',
    'data-[focused]:border-primary-mid data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-focus',
    'data-[invalid]:border-danger data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface-sunken data-[disabled]:text-muted',
  ],
});

/**
 * A native input (outside React Aria's field, so without its data-focused states) with the same look:
 * the shared input styles plus the focus the browser itself reports.
 */
export const nativeInputClass = cn(
  inputStyles(),
  'focus:border-primary-mid focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
);

export const labelStyles = tv({ base: 'text-small font-semibold text-heading' });
export const descriptionStyles = tv({ base: 'text-caption text-muted' });
export const fieldStyles = tv({ base: 'flex flex-col gap-1.5' });

/** A native select with the shared look; the browser keeps its own arrow, list and keyboard. */
export const nativeSelectClass = cn(nativeInputClass, 'cursor-pointer px-3');
