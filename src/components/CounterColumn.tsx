import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn, tv } from './styles';

/** One order on the counter screen: its number and the customer's first name, nothing else. */
export interface CounterEntry {
  number: number;
  name: string;
}

/** A column of the counter screen: "In the queue" or "Ready". */
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
  base: [
    'flex min-w-0 flex-col items-center justify-center gap-1 rounded-card px-narrow py-tile text-center',
    'border-4',
  ],
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
 * How many of a list's tiles to show so that the list never grows past its box: every tile when they
 * all fit (or when the box grows with its content, as on a phone), otherwise those that fit less one,
 * whose place the "+N more" tile takes. It measures with every tile drawn, whenever the box's size or
 * what the tiles hold (`layout`) changes, before the browser paints the new tiles.
 */
function useTilesThatFit(listRef: RefObject<HTMLOListElement | null>, count: number, layout: string): number {
  const [box, setBox] = useState('');
  const [fit, setFit] = useState<{ key: string; shown: number } | null>(null);
  const key = `${box}|${layout}`;
  const measuring = fit?.key !== key;
  const hasList = count > 0;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => setBox(`${list.clientWidth}×${list.clientHeight}`));
    observer.observe(list);
    return () => observer.disconnect();
    // The list is drawn only while the column has orders: watch it again when it comes back.
  }, [listRef, hasList]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!measuring || !list) return;
    const tiles = Array.from(list.children) as HTMLElement[];
    const firstCut = tiles.findIndex((item) => item.offsetTop + item.offsetHeight > list.clientHeight + 1);
    setFit({ key, shown: firstCut < 0 ? count : Math.max(0, firstCut - 1) });
  }, [listRef, measuring, key, count]);

  return measuring || !fit ? count : fit.shown;
}

/**
 * Numbers big enough to read from across a room: the type grows with the screen (a phone, a desk, a TV
 * on the wall). Many orders wrap into a grid of tiles; the order given is the order shown. From a tablet
 * up the column fills its share of the screen and shows the tiles that fit, then "+N more" for the rest,
 * so the wall screen never scrolls; on a phone the page scrolls and every tile shows.
 */
export function CounterColumn({ title, tone, entries, highlighted, emptyText, className }: CounterColumnProps) {
  const { t } = useLingui();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const layout = entries.map((entry) => `${entry.number}${highlighted?.has(entry.number) ? '*' : ''}`).join(',');
  const shown = useTilesThatFit(listRef, entries.length, layout);
  const hidden = entries.length - shown;
  const count = entries.length;
  return (
    <section
      aria-labelledby={headingId}
      data-column={tone}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-card bg-surface p-tile shadow-soft md:min-h-0 md:p-card',
        className,
      )}
    >
      <h2
        id={headingId}
        className="flex items-baseline justify-between gap-3 font-heading text-board-title text-heading"
      >
        <span className="min-w-0 break-words">{title}</span>
        <span className="shrink-0 text-[0.6em] font-semibold text-muted tabular-nums">
          <span className="sr-only">: </span>
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{plural(count, { one: '# order', other: '# orders' })}</span>
        </span>
      </h2>
      {count === 0 ? (
        <p className="py-6 text-center text-board-copy text-muted">{emptyText}</p>
      ) : (
        <ol
          ref={listRef}
          className="relative grid grid-cols-[repeat(auto-fill,minmax(min(100%,clamp(7.5rem,13vw,16rem)),1fr))] content-start gap-3 md:min-h-0 md:flex-1 md:gap-4 md:overflow-hidden"
        >
          {entries.slice(0, shown).map((entry) => {
            const isNew = highlighted?.has(entry.number) ?? false;
            return (
              <li
                key={entry.number}
                data-number={entry.number}
                data-new={isNew || undefined}
                className={tile({ tone, isNew })}
              >
                <span className="font-heading text-board-number tabular-nums">
                  <span className="sr-only">{t`Order`} </span>
                  {entry.number}
                </span>
                <span className="w-full truncate text-board-copy font-semibold">{entry.name}</span>
                {isNew ? (
                  <span className="rounded-chip bg-surface px-2 text-board-label text-heading uppercase">
                    {t`Just ready`}
                  </span>
                ) : null}
              </li>
            );
          })}
          {hidden > 0 ? (
            <li
              data-more={hidden}
              className="flex min-w-0 flex-col items-center justify-center gap-1 rounded-card border-4 border-dashed border-border-strong px-narrow py-tile text-center text-heading"
            >
              <span aria-hidden="true" className="font-heading text-board-number tabular-nums">
                +{hidden}
              </span>
              <span aria-hidden="true" className="text-board-copy font-semibold">
                {t`more`}
              </span>
              <span className="sr-only">{plural(hidden, { one: '# more order', other: '# more orders' })}</span>
            </li>
          ) : null}
        </ol>
      )}
    </section>
  );
}
