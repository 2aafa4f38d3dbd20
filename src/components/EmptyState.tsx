import type { ReactNode } from 'react';
import { Button } from './Button';
import { cn } from './styles';

/** What a list shows when it has nothing yet, with an optional way forward. */
export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  className?: string;
}

export function EmptyState({ title, text, actionLabel, onAction, className }: EmptyStateProps) {
  return (
    <div
      className={cn('flex flex-col items-center gap-3 rounded-card bg-surface-alt px-6 py-10 text-center', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className="size-16 text-primary-text"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d="M14 24h36l-4 28a4 4 0 0 1-4 3H22a4 4 0 0 1-4-3z" />
        <path d="M50 30c8 0 8 12 0 12" />
        <path d="M26 14c-3-4 3-5 0-9M36 14c-3-4 3-5 0-9" strokeLinecap="round" />
      </svg>
      <p className="font-heading text-section text-heading">{title}</p>
      {text ? <p className="max-w-md text-body">{text}</p> : null}
      {actionLabel && onAction ? (
        <Button variant="accent" onPress={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
