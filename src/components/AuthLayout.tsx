import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { CounterArt, KeyArt } from './illustrations';
import { cn } from './styles';

/** The auth pages' frame: a side picture (another one on forgot), the brand, the form, and the footer slot. */
export interface AuthLayoutProps {
  variant?: 'default' | 'forgot';
  title: string;
  brandHref?: string;
  /** Actions next to the brand, such as a 'Sign Up' or 'Login' link. */
  headerAction?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function AuthLayout({
  variant = 'default',
  title,
  brandHref = '/',
  headerAction,
  footer,
  children,
  className,
}: AuthLayoutProps) {
  const Art = variant === 'forgot' ? KeyArt : CounterArt;
  return (
    <div className={cn('flex min-h-screen flex-col bg-surface', className)}>
      <div className="flex flex-1">
        <div className="relative hidden w-2/5 md:block" data-variant={variant}>
          <Art className="absolute inset-0 size-full" />
        </div>
        <main className="flex flex-1 flex-col gap-8 px-4 py-8 sm:px-10 lg:px-16">
          <header className="flex items-center justify-between gap-4">
            <a
              href={brandHref}
              className="flex items-center gap-2 rounded-chip font-heading text-lead font-bold text-heading outline-none focus-visible:outline-3 focus-visible:outline-focus"
            >
              <BrandMark />
              Coffee Shop
            </a>
            {headerAction}
          </header>
          <div className="mx-auto flex w-full max-w-md flex-col gap-6">
            <h1 className="text-center font-heading text-title text-primary-text">{title}</h1>
            {children}
          </div>
        </main>
      </div>
      {footer}
    </div>
  );
}
