import type { ReactNode } from 'react';
import { cn } from './styles';

/** A signed-in page's frame: its nav bar, the page itself and the footer. */
export interface PageShellProps {
  /** The role's nav bar (CustomerNavBar or AdminNavBar). */
  nav: ReactNode;
  /** The site footer, a slot so the shell does not depend on the footer's props. */
  footer: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The one page shell of the signed-in pages, used by the app's layouts and by the story frames, so
 * a screen reviewed in Storybook sits in exactly the page a person sees. The main area is at least
 * a screen tall, so the footer starts below the fold and never jumps down when the data arrives.
 */
export function PageShell({ nav, footer, children, className }: PageShellProps) {
  return (
    <div className={cn('flex min-h-screen flex-col bg-surface-sunken', className)}>
      {nav}
      <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      {footer}
    </div>
  );
}
