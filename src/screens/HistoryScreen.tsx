import { HistoryList } from '../components/HistoryList';
import type { HistoryEntry } from '../components/HistoryItem';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';

/** The customer's history: 'Let's see what you have bought!', select and delete lines. */
export interface HistoryScreenProps {
  status: ScreenStatus;
  items: HistoryEntry[];
  onDelete: (request: { ids: number[] }) => void;
  isDeleting?: boolean;
  onRetry?: () => void;
}

export function HistoryScreen({ status, items, onDelete, isDeleting, onRetry }: HistoryScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="text-center">
        <h1 className="font-heading text-title text-heading">Let’s see what you have bought!</h1>
        <p className="text-body">Select an item to delete it from your history.</p>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel="Loading your history">
        {() => (
          <HistoryList
            items={items}
            onDelete={onDelete}
            isDeleting={isDeleting}
            emptyText="Nothing here yet: what you pay for shows up here."
          />
        )}
      </StatusGate>
    </div>
  );
}
