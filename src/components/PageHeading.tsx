import type { ReactNode } from 'react';
import { cn, tv } from './styles';

/**
 * A page's title size: the section step on a phone, the title step from 640 px up, so a title such
 * as "Finish your customer order now!" takes two lines at 360 px rather than three or four.
 */
export const pageHeadingStyles = tv({ base: 'font-heading text-section break-words text-heading sm:text-title' });

/** The `<h1>` of a screen. */
export interface PageHeadingProps {
  children: ReactNode;
  id?: string;
  className?: string;
}

export function PageHeading({ children, id, className }: PageHeadingProps) {
  return (
    <h1 id={id} className={cn(pageHeadingStyles(), className)}>
      {children}
    </h1>
  );
}
