import { useId } from 'react';
import { cn, tv } from './styles';

/** One order on the counter screen: its number and the customer's first name, nothing else. */
export interface CounterEntry {
  number: number;
  name: string;
}

/** A column of the counter screen: "Preparing" or "Ready for pickup". */
export interface CounterColumnProps {
  title: string;
  tone: 'preparing' | 'ready';
  entries: readonly CounterEntry[];
  /** Numbers that have just joined the column: shown louder for a moment. */
  highlighted?: ReadonlySet<number>;
  /** What the column says when it has no order. */
  emptyText: string;
  className?: string;
}

const tile = tv({
  base: ['flex min-w-0 flex-col items-center justify-center gap-1 rounded-card px-2 py-4 text-center', 'border-4'],
  variants: {
    tone: { preparing: '', ready: '' },
    isNew: {
      true: 'border-accent bg-accent text-on-accent motion-safe:animate-[counter-arrive_1.2s_ease-out_3]',
      false: 'border-transparent',
    },
  },
  // The tone's colours only when not new: the new tile's accent replaces them (no class merging).
  compoundVariants: [
    { tone: 'preparing', isNew: false, className: 'bg-surface-alt text-heading' },
    { tone: 'ready', isNew: false, className: 'bg-primary text-on-primary' },
  ],
  defaultVariants: { isNew: false },
});

/**
 * Numbers big enough to read from across a room: the type grows with the screen (a phone, a desk, a TV
 * on the wall). Many orders wrap into a grid of tiles; the order given is the order shown.
 */
export function CounterColumn({ title, tone, entries, highlighted, emptyText, className }: CounterColumnProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-column={tone}
      className={cn('flex min-w-0 flex-col gap-4 rounded-card bg-surface p-4 shadow-soft md:p-6', className)}
    >
      <h2
        id={headingId}
        className="flex items-baseline justify-between gap-3 font-heading text-[clamp(1.75rem,3.2vw,4rem)] leading-tight font-bold text-heading"
      >
        <span className="min-w-0 break-words">{title}</span>
        <span className="shrink-0 text-[0.6em] font-semibold text-muted tabular-nums">
          <span className="sr-only">: </span>
          {entries.length}
          <span className="sr-only">{entries.length === 1 ? ' order' : ' orders'}</span>
        </span>
      </h2>
      {entries.length === 0 ? (
        <p className="py-6 text-center text-[clamp(1.125rem,1.8vw,2rem)] text-muted">{emptyText}</p>
      ) : (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,clamp(7.5rem,13vw,16rem)),1fr))] gap-3 md:gap-4">
          {entries.map((entry) => {
            const isNew = highlighted?.has(entry.number) ?? false;
            return (
              <li
                key={entry.number}
                data-number={entry.number}
                data-new={isNew || undefined}
                className={tile({ tone, isNew })}
              >
                <span className="font-heading text-[clamp(2.25rem,5.5vw,7rem)] leading-none font-bold tabular-nums">
                  <span className="sr-only">Order </span>
                  {entry.number}
                </span>
                <span className="w-full truncate text-[clamp(1.125rem,1.9vw,2.25rem)] font-semibold">{entry.name}</span>
                {isNew ? (
                  <span className="rounded-chip bg-surface px-2 text-[clamp(0.875rem,1.1vw,1.25rem)] font-bold text-heading uppercase">
                    Just ready
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
