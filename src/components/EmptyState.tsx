import type { ReactNode } from 'react';
import { Button } from './Button';
import { cn } from './styles';

/** A steaming cup: the shop's default picture for "nothing here yet". */
function CupIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-16" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M14 24h36l-4 28a4 4 0 0 1-4 3H22a4 4 0 0 1-4-3z" />
      <path d="M50 30c8 0 8 12 0 12" />
      <path d="M26 14c-3-4 3-5 0-9M36 14c-3-4 3-5 0-9" strokeLinecap="round" />
    </svg>
  );
}

/** What a list shows when it has nothing yet, with an optional way forward. */
export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** A decorative picture (hidden from screen readers); defaults to a coffee cup. */
  icon?: ReactNode;
  /** The button shows only when both a label and a handler are given. */
  actionLabel?: string;
  onAction?: () => void;
  className?: string;
}

/** The title and text carry the meaning; the icon is decoration. */
export function EmptyState({ title, text, icon = <CupIcon />, actionLabel, onAction, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-card bg-surface-alt px-card py-roomy text-center',
        className,
      )}
    >
      <span aria-hidden="true" className="text-primary-text">
        {icon}
      </span>
      <p className="font-heading text-section break-words text-heading">{title}</p>
      {text ? <p className="max-w-md break-words text-body">{text}</p> : null}
      {actionLabel && onAction ? (
        <Button variant="accent" onPress={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
