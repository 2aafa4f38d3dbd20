import { useLingui } from '@lingui/react/macro';
import { cn, tv } from './styles';

/** The grey that pulses: the image placeholder token, still for people who reduce motion. */
const PULSE = 'block animate-pulse bg-placeholder motion-reduce:animate-none';

/** One plain block per shape; the composite shapes below are built from these. */
const block = tv({
  base: PULSE,
  variants: {
    shape: {
      line: 'h-4 rounded-chip',
      heading: 'h-8 w-1/2 rounded-chip',
      card: 'h-40 w-full rounded-card',
      image: 'size-28 rounded-full',
      // The profile photo and the product photo: the ready screen's own sizes, so nothing jumps.
      avatar: 'size-32 rounded-full sm:size-40',
      photo: 'size-64 rounded-full sm:size-80',
      chart: 'h-64 w-full rounded-card',
      ticket: 'h-28 w-full rounded-card',
      // A large button (Checkout, Mark As Done): as tall as the real one.
      button: 'h-14 w-full rounded-card',
    },
    isShort: { true: '', false: '' },
  },
  // A full line unless it is the short last one (no class merging to drop `w-full`).
  compoundVariants: [
    { shape: 'line', isShort: false, className: 'w-full' },
    { shape: 'line', isShort: true, className: 'w-2/3' },
  ],
  defaultVariants: { isShort: false },
});

type BlockShape = 'line' | 'heading' | 'card' | 'image' | 'avatar' | 'photo' | 'chart' | 'ticket' | 'button';

/** Shapes made of several blocks, drawn like the component they stand in for. */
type CompositeShape = 'tile' | 'field' | 'row' | 'item' | 'stat' | 'step';

export type SkeletonShape = BlockShape | CompositeShape;

/** A text line of the given width, 1 rem tall unless a height is given (class lists never merge). */
const line = (width: string, height = 'h-4') => cn(PULSE, 'rounded-chip', height, width);

/** The card surface a composite sits on, as the real card (no pulse: only the grey inside moves). */
const SURFACE = 'rounded-card bg-surface shadow-soft';

function Composite({ shape }: { shape: CompositeShape }) {
  switch (shape) {
    // A product card: the round photo rising above the card, the name and the price.
    case 'tile':
      return (
        <span className={cn(SURFACE, 'mt-12 flex flex-col items-center gap-3 p-tile pt-0')}>
          <span className={cn(PULSE, '-mt-12 size-28 rounded-full')} />
          <span className={line('w-3/4', 'h-5')} />
          <span className={line('w-1/2')} />
        </span>
      );
    // A form field: its label over a box as tall as the input.
    case 'field':
      return (
        <span className="flex flex-col gap-1.5">
          <span className={line('w-24')} />
          <span className={cn(PULSE, 'h-11 w-full rounded-chip')} />
        </span>
      );
    // A list row: two lines of text and the button at its end.
    case 'row':
      return (
        <span className={cn(SURFACE, 'flex flex-wrap items-center gap-x-6 gap-y-3 p-tile sm:flex-nowrap sm:px-card')}>
          <span className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
            <span className={line('w-1/2', 'h-5')} />
            <span className={line('w-3/4')} />
            <span className={line('w-1/3', 'h-3')} />
          </span>
          <span className={cn(PULSE, 'h-11 w-full rounded-chip sm:w-28')} />
        </span>
      );
    // An order line: the product's picture, its name and its size or price.
    case 'item':
      return (
        <span className="flex items-center gap-4">
          <span className={cn(PULSE, 'size-16 shrink-0 rounded-chip sm:size-20')} />
          <span className="flex min-w-0 flex-1 flex-col gap-2">
            <span className={line('w-3/4')} />
            <span className={line('w-1/3', 'h-3')} />
          </span>
        </span>
      );
    // A progress step: its dot and its name, beside it on a phone and under it from sm up.
    case 'step':
      return (
        <span className="flex items-center gap-3 sm:flex-col">
          <span className={cn(PULSE, 'size-8 shrink-0 rounded-full')} />
          <span className={line('w-24')} />
        </span>
      );
    // A stat card: a small label over a big value.
    case 'stat':
      return (
        <span className={cn(SURFACE, 'flex flex-col gap-2 p-summary')}>
          <span className={line('w-1/2')} />
          <span className={cn(PULSE, 'h-9 w-2/3 rounded-chip')} />
        </span>
      );
  }
}

const COMPOSITES: readonly SkeletonShape[] = [
  'tile',
  'field',
  'row',
  'item',
  'stat',
  'step',
] satisfies CompositeShape[];
const isComposite = (shape: SkeletonShape): shape is CompositeShape => COMPOSITES.includes(shape);

/** Placeholder blocks while content loads, in the shape of what will arrive. */
export interface SkeletonProps {
  /**
   * Plain blocks: text lines, a heading, a card, a round picture (image, avatar, photo), a chart, a
   * queue ticket or a large button. Composites: a product tile, a form field, a list row, an order
   * line (item), a stat card, a progress step.
   */
  shape?: SkeletonShape;
  /** How many blocks; several lines end on a shorter one, like a paragraph. */
  count?: number;
  /**
   * What screen readers hear instead of the blocks ('Loading' in the page's language by default); null
   * when the caller announces loading elsewhere.
   */
  label?: string | null;
  /**
   * The blocks' whole layout, replacing the default column (`flex flex-col gap-3`): class lists are
   * joined, never merged, so a screen passes its complete layout (its ready grid, so nothing jumps).
   */
  className?: string;
  /**
   * Added to each block, e.g. the card surface under order lines that sit in cards when ready; a class
   * that replaces the block's own size or radius says so with Tailwind's important mark (`size-16!`).
   */
  pieceClassName?: string;
}

/** The blocks are hidden from assistive technology; one visually hidden status line says what is loading. */
export function Skeleton({ shape = 'line', count = 1, label, className, pieceClassName }: SkeletonProps) {
  const { t } = useLingui();
  return (
    <div data-shape={shape} className={className ?? 'flex flex-col gap-3'}>
      {label === null ? null : (
        <span role="status" className="sr-only">
          {label ?? t`Loading`}
        </span>
      )}
      {Array.from({ length: count }, (_, index) =>
        isComposite(shape) ? (
          <span
            key={index}
            aria-hidden="true"
            data-skeleton-piece={shape}
            className={cn('flex min-w-0 flex-col', pieceClassName)}
          >
            <Composite shape={shape} />
          </span>
        ) : (
          <span
            key={index}
            aria-hidden="true"
            data-skeleton-piece={shape}
            className={block({
              shape,
              isShort: shape === 'line' && count > 1 && index === count - 1,
              className: pieceClassName,
            })}
          />
        ),
      )}
    </div>
  );
}
