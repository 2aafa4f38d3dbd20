import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { CounterArt, KeyArt } from './authIllustrations';
import { cn } from './styles';

/** Which side picture the frame shows: forgot-password has its own. */
export type AuthLayoutVariant = 'default' | 'forgot';

/** The auth frame's picture, heading, header link, form (children) and footer slot. */
export interface AuthLayoutProps {
  variant?: AuthLayoutVariant;
  /** The page heading above the form (Sign Up, Login, …). */
  title: string;
  brandHref?: string;
  /** Actions next to the brand, such as a 'Sign Up' or 'Login' link. */
  headerAction?: ReactNode;
  /** The site footer; a slot so the layout does not depend on the footer's own props. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

const SIDE_ART = { default: CounterArt, forgot: KeyArt } satisfies Record<AuthLayoutVariant, unknown>;

/**
 * The two-column auth page: a drawn side picture, the brand header, the form and the footer. On
 * phones the picture is hidden so the form takes the whole width.
 */
export function AuthLayout({
  variant = 'default',
  title,
  brandHref = '/',
  headerAction,
  footer,
  children,
  className,
}: AuthLayoutProps) {
  const Art = SIDE_ART[variant];
  return (
    <div data-variant={variant} className={cn('flex min-h-screen flex-col bg-surface', className)}>
      <div className="flex flex-1">
        <div data-variant={variant} data-slot="side-art" className="relative hidden w-2/5 shrink-0 md:block">
          <Art className="absolute inset-0 size-full" />
        </div>
        <main className="flex min-w-0 flex-1 flex-col gap-8 px-4 py-8 sm:px-10 lg:px-16">
          <header className="flex flex-wrap items-center justify-between gap-4">
            <a
              href={brandHref}
              className="flex min-h-11 items-center gap-2 rounded-chip font-heading text-lead font-bold text-heading focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid"
            >
              <BrandMark />
              Coffee Shop
            </a>
            {headerAction}
          </header>
          <div className="mx-auto flex w-full max-w-md flex-col gap-6">
            <h1 className="text-center font-heading text-section break-words text-primary-text sm:text-title">
              {title}
            </h1>
            {children}
          </div>
        </main>
      </div>
      {footer}
    </div>
  );
}
