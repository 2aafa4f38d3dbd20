import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from './Button';
import { SoldOutSwitch } from './SoldOutSwitch';
import { Toast } from './Toast';
import { cn } from './styles';

/** A group's choices as the panel lists them (Milk: Oat, Almond, Soy). */
export interface SoldOutGroup {
  id: number;
  name: string;
  choices: { id: number; name: string; soldOut: boolean }[];
}

export interface SoldOutPanelProps {
  groups: readonly SoldOutGroup[];
  /** The groups are on their way: the open panel says so. */
  isLoading?: boolean;
  /** Open from the start (a story at rest); otherwise it opens with its button. */
  isInitiallyOpen?: boolean;
  /** Choices whose switch is on its way to the server (already shown switched). */
  pendingChoiceIds?: readonly number[];
  onSoldOutChange: (change: { choiceId: number; soldOut: boolean }) => void;
  /** Why the last switch did not take (it is back as it was). */
  error?: string | null;
  onDismissError?: () => void;
  className?: string;
}

/**
 * The barista's compact "Sold out" panel: a button that opens every option group's choices, each with
 * its switch, so "Oat" goes sold out in one tap without leaving the queue. The button says how many
 * choices are sold out now.
 */
export function SoldOutPanel({
  groups,
  isLoading,
  isInitiallyOpen = false,
  pendingChoiceIds = [],
  onSoldOutChange,
  error,
  onDismissError,
  className,
}: SoldOutPanelProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(isInitiallyOpen);
  const panelId = useId();
  const count = groups.reduce((sum, group) => sum + group.choices.filter((choice) => choice.soldOut).length, 0);
  return (
    <div className={cn('flex flex-col items-end gap-2', className)}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => setOpen((open) => !open)}
      >
        {count > 0 ? t`Sold out (${count})` : t`Sold out`}
      </Button>
      {isOpen ? (
        <section
          id={panelId}
          aria-label={t`Sold out choices`}
          data-sold-out-panel=""
          className="flex w-full max-w-xl flex-col gap-3 rounded-card bg-surface-alt p-tile shadow-card"
        >
          {error ? <Toast tone="error" message={error} onDismiss={() => onDismissError?.()} /> : null}
          {isLoading ? (
            <p role="status" className="text-small">
              {t`Loading the choices…`}
            </p>
          ) : groups.length === 0 ? (
            <p className="text-small">{t`No option groups yet.`}</p>
          ) : (
            groups.map((group) => (
              <div key={group.id} className="flex flex-col gap-1">
                <h2 className="font-heading text-copy font-bold text-heading">{group.name}</h2>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {group.choices.map((choice) => (
                    <li
                      key={choice.id}
                      data-sold-out={choice.soldOut || undefined}
                      className="flex items-center gap-1 text-copy text-heading"
                    >
                      <span className={cn(choice.soldOut && 'line-through')}>{choice.name}</span>
                      <SoldOutSwitch
                        name={`${choice.name} (${group.name})`}
                        isSoldOut={choice.soldOut}
                        isPending={pendingChoiceIds.includes(choice.id)}
                        onChange={({ soldOut }) => onSoldOutChange({ choiceId: choice.id, soldOut })}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>
      ) : null}
    </div>
  );
}
