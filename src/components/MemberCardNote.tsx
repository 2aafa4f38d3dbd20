import { formatIdr } from '../domain/format';
import { MEMBER_CARD_MINIMUM } from '../domain/limits';
import { cn } from './styles';

/** The free member card that comes with a minimum purchase. */
export function MemberCardNote({ minimum = MEMBER_CARD_MINIMUM, className }: { minimum?: number; className?: string }) {
  return (
    <p className={cn('flex items-center gap-3 rounded-chip bg-surface-alt px-5 py-4 text-body', className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-primary-text" fill="currentColor">
        <path d="M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-11ZM5 8v2h14V8H5Zm1 6v2h5v-2H6Z" />
      </svg>
      <span>
        Get a free member card with a minimum purchase of <strong className="text-heading">{formatIdr(minimum)}</strong>
        .
      </span>
    </p>
  );
}
