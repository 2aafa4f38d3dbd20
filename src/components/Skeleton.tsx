import { cn, tv } from './styles';

const block = tv({
  base: 'block animate-pulse bg-placeholder motion-reduce:animate-none',
  variants: {
    shape: { line: 'h-4 w-full rounded-chip', card: 'h-40 w-full rounded-card', image: 'size-28 rounded-full' },
  },
});

/** Grey placeholder blocks while content loads; one status line tells screen readers what is loading. */
export interface SkeletonProps {
  shape?: 'line' | 'card' | 'image';
  count?: number;
  label?: string;
  className?: string;
}

export function Skeleton({ shape = 'line', count = 1, label = 'Loading', className }: SkeletonProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} aria-hidden="true" data-shape={shape} className={block({ shape })} />
      ))}
    </div>
  );
}
