import { useLingui } from '@lingui/react/macro';
import { PressButton } from './PressButton';
import { PAGE_SIZE } from '../domain/limits';
import { cn, tv } from './styles';

/** Pages of 10: first, previous, numbered, next and last; the current page is marked and announced. */
export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  /** How many items there are in all; with one page or fewer the bar hides itself. */
  totalCount: number;
  /** Items per page: the shop's 10 (docs/product.md#constants) unless the list says otherwise. */
  pageSize?: number;
  onPageChange: (change: { page: number }) => void;
  className?: string;
}

const pageButton = tv({
  base: [
    'inline-flex size-11 cursor-pointer items-center justify-center rounded-full font-semibold',
    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted',
  ],
  variants: {
    isCurrent: {
      true: 'bg-primary text-on-primary',
      false: 'text-heading data-[hovered]:bg-surface-sunken',
    },
  },
});

/** The page numbers around the current one, so a long catalogue never floods the bar. */
function visiblePages(page: number, last: number): number[] {
  const start = Math.max(1, Math.min(page - 2, last - 4));
  return Array.from({ length: Math.min(5, last) }, (_, index) => start + index);
}

/**
 * The three numbers a phone shows (the current page and its neighbours), so the bar's nine buttons
 * never wrap the last arrow onto a second line at 360 px.
 */
function phonePages(page: number, last: number): Set<number> {
  const start = Math.max(1, Math.min(page - 1, last - 2));
  return new Set(Array.from({ length: Math.min(3, last) }, (_, index) => start + index));
}

/** The page bar under a list: one row at every width (fewer numbers on a phone). */
export function Pagination({ page, totalCount, pageSize = PAGE_SIZE, onPageChange, className }: PaginationProps) {
  const { t } = useLingui();
  const last = Math.max(1, Math.ceil(totalCount / pageSize));
  if (last <= 1) return null;
  const go = (target: number) => onPageChange({ page: target });
  const onPhone = phonePages(page, last);
  const arrow = (label: string, target: number, glyph: string) => (
    <li>
      <PressButton aria-label={label} isDisabled={target === page} onPress={() => go(target)} className={pageButton()}>
        <span aria-hidden="true">{glyph}</span>
      </PressButton>
    </li>
  );
  return (
    <nav aria-label={t`Pagination`} className={cn('flex flex-col items-center gap-2', className)}>
      <ul className="flex items-center justify-center sm:gap-1">
        {arrow(t`First page`, 1, '«')}
        {arrow(t`Previous page`, Math.max(1, page - 1), '‹')}
        {visiblePages(page, last).map((number) => (
          <li key={number} className={onPhone.has(number) ? undefined : 'max-sm:hidden'}>
            <PressButton
              aria-label={t`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onPress={() => number !== page && go(number)}
              className={pageButton({ isCurrent: number === page })}
            >
              {number}
            </PressButton>
          </li>
        ))}
        {arrow(t`Next page`, Math.min(last, page + 1), '›')}
        {arrow(t`Last page`, last, '»')}
      </ul>
      <p aria-live="polite" className="text-small text-muted">
        {t`Page ${page} of ${last}`}
      </p>
    </nav>
  );
}
