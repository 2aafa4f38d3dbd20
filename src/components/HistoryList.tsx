import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { HistoryItem, type HistoryEntry } from './HistoryItem';
import { cn } from './styles';

/** Lines that belong together (one order), under a header of their own. */
export interface HistoryGroup {
  id: number | string;
  /** The group's accessible name (its region), e.g. `Order #12`. */
  label: string;
  header: ReactNode;
  items: HistoryEntry[];
}

/** The purchase history with selection for deleting; the selection is local UI state. */
export interface HistoryListProps {
  /** The lines, when they are not grouped. */
  items?: HistoryEntry[];
  /** The lines grouped (by order); selection and Delete work across every group. */
  groups?: HistoryGroup[];
  /** Raised with the selected order_detail ids. */
  onDelete: (request: { ids: number[] }) => void;
  isLoading?: boolean;
  /** While the delete call runs: the list is locked and the button announces progress. */
  isDeleting?: boolean;
  /** Shown when there is nothing in the history. */
  emptyText?: string;
  className?: string;
}

const gridStyles = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/** History cards with Select All / Unselect All and Delete (disabled until something is selected). */
export function HistoryList({
  items: ungrouped = [],
  groups,
  onDelete,
  isLoading,
  isDeleting,
  emptyText,
  className,
}: HistoryListProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const items = groups ? groups.flatMap((group) => group.items) : ungrouped;
  // Ids that left the list (deleted, refreshed) no longer count as selected.
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const isAllSelected = items.length > 0 && selectedIds.length === items.length;
  const [selectedCount, itemCount] = [selectedIds.length, items.length];

  const toggleAll = () => setSelected(isAllSelected ? new Set() : new Set(items.map((item) => item.id)));
  const toggleOne = ({ id, isSelected }: { id: number; isSelected: boolean }) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  const renderItems = (entries: HistoryEntry[]) => (
    <ul className={gridStyles}>
      {entries.map((item) => (
        <li key={item.id} className="flex">
          <HistoryItem
            {...item}
            isSelected={selected.has(item.id)}
            isDisabled={isDeleting}
            onSelectedChange={toggleOne}
          />
        </li>
      ))}
    </ul>
  );

  if (isLoading) {
    return (
      <div role="status" className={cn(gridStyles, className)}>
        <span className="sr-only">{t`Loading history`}</span>
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            aria-hidden="true"
            className="flex items-center gap-4 rounded-card bg-surface p-tile shadow-soft"
          >
            <div className="size-16 shrink-0 animate-pulse rounded-full bg-placeholder motion-reduce:animate-none sm:size-20" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-3/4 animate-pulse rounded-chip bg-placeholder motion-reduce:animate-none" />
              <div className="h-3 w-1/2 animate-pulse rounded-chip bg-placeholder motion-reduce:animate-none" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={cn('rounded-card bg-surface-alt p-panel text-center text-muted', className)}>
        <p>{emptyText ?? t`You haven't bought anything yet.`}</p>
      </div>
    );
  }

  return (
    <div className={cn('flex flex-col gap-4', className)} data-selected-count={selectedIds.length}>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p aria-live="polite" className="mr-auto text-small text-muted">
          {/* The counts as text nodes of their own (fragments), so the line is drawn as it always was. */}
          <Trans>
            <Fragment>{selectedCount}</Fragment> of <Fragment>{itemCount}</Fragment> selected
          </Trans>
        </p>
        <Button variant="ghost" size="sm" onPress={toggleAll} isDisabled={isDeleting}>
          {isAllSelected ? t`Unselect All` : t`Select All`}
        </Button>
        <Button
          variant="danger"
          size="sm"
          isDisabled={selectedIds.length === 0}
          isPending={isDeleting}
          pendingLabel={t`Deleting`}
          onPress={() => onDelete({ ids: selectedIds })}
        >
          {t`Delete`}
        </Button>
      </div>
      {groups ? (
        <ul className="flex flex-col gap-6">
          {groups.map((group) => (
            <li key={group.id}>
              <section
                aria-label={group.label}
                className="flex flex-col gap-4 rounded-card bg-surface-alt p-tile sm:p-card"
              >
                {group.header}
                {renderItems(group.items)}
              </section>
            </li>
          ))}
        </ul>
      ) : (
        renderItems(items)
      )}
    </div>
  );
}
