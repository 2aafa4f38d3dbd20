import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';

/** A cart section while it loads: its method, two lines, the totals and Checkout, in the section's own card. */
const CART_SKELETON = (
  <div aria-hidden="true" data-skeleton="cart" className="grid gap-6 lg:grid-cols-2">
    <div className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-tile shadow-soft sm:p-summary">
      <Skeleton shape="heading" label={null} />
      <Skeleton shape="item" count={2} label={null} className="flex flex-col gap-4" />
      <Skeleton shape="line" count={4} label={null} className="flex flex-col gap-2 border-t border-border pt-3" />
      <Skeleton shape="button" label={null} />
    </div>
  </div>
);

export interface CartScreenFrameProps {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The carts, once the status is ready. */
  children: () => ReactNode;
}

/**
 * The cart page's heading over its status (the skeleton, an error, the carts). On its own, with the
 * status `loading`, it is what `/cust/cart` shows while it finds out whether an order waits for
 * payment: that loading state then comes without the carts' code, which the payment page never needs
 * (docs/benchmarks.md, the payment page).
 */
export function CartScreenFrame({ status, onRetry, children }: CartScreenFrameProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-heading text-section text-heading sm:text-title">{t`Your Cart`}</h1>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel={t`Loading your cart`} skeleton={CART_SKELETON}>
        {children}
      </StatusGate>
    </div>
  );
}
