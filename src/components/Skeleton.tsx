import { cn, tv } from './styles';

const block = tv({
  base: 'block animate-pulse bg-placeholder motion-reduce:animate-none',
  variants: {
    shape: {
      line: 'h-4 rounded-chip',
      card: 'h-40 w-full rounded-card',
      image: 'size-28 rounded-full',
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

/** Placeholder blocks while content loads: text lines, cards or a round picture. */
export interface SkeletonProps {
  shape?: 'line' | 'card' | 'image';
  /** How many blocks; several lines end on a shorter one, like a paragraph. */
  count?: number;
  /** What screen readers hear instead of the blocks; null when the caller announces loading elsewhere. */
  label?: string | null;
  className?: string;
}

/** The blocks are hidden from assistive technology; one visually hidden status line says what is loading. */
export function Skeleton({ shape = 'line', count = 1, label = 'Loading', className }: SkeletonProps) {
  return (
    <div data-shape={shape} className={cn('flex flex-col gap-3', className)}>
      {label === null ? null : (
        <span role="status" className="sr-only">
          {label}
        </span>
      )}
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={block({ shape, isShort: shape === 'line' && count > 1 && index === count - 1 })}
        />
      ))}
    </div>
  );
}
