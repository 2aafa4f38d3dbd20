import { cn } from './styles';

/** The drawn stand-in for a missing profile photo: a head and shoulders in the muted tone. */
export function DefaultAvatar({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 100"
      className={cn('size-full bg-placeholder text-muted', className)}
      fill="currentColor"
    >
      <circle cx="50" cy="38" r="18" />
      <path d="M14 100c2-24 18-36 36-36s34 12 36 36z" />
    </svg>
  );
}
