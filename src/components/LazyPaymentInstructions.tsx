import { Suspense } from 'react';
import { lazyPart } from './lazyPart';
import type { PaymentInstructionsProps } from './PaymentInstructions';
import { Skeleton } from './Skeleton';
import { cn } from './styles';

// Only a payment the provider waits for shows the panel: most visits to the payment page choose a
// method and confirm. The panel and its QR encoder load when it shows, or when Confirm and Pay is
// pressed (`preloadPaymentInstructions`), not with the page (docs/benchmarks.md, the payment page).
const panel = lazyPart(async () => (await import('./PaymentInstructions')).PaymentInstructions);

/** Fetches the panel's code ahead, e.g. on the press that starts a payment, so it shows at once. */
export const preloadPaymentInstructions = panel.preload;

/**
 * The payment panel (PaymentInstructions), loaded when it first shows. Until its code is in, its card
 * holds the place with the title, the amount and, for a QR, the code's room.
 */
export function LazyPaymentInstructions(props: PaymentInstructionsProps) {
  const isQr = props.state === 'waiting' && props.payment.step?.type === 'qr';
  return (
    <Suspense
      fallback={
        <div
          className={cn(
            'flex flex-col gap-5 rounded-card bg-surface p-summary shadow-card sm:p-panel',
            props.className,
          )}
        >
          <Skeleton shape="heading" />
          <Skeleton shape="line" count={2} label={null} />
          {isQr ? (
            <Skeleton
              shape="card"
              label={null}
              className="mx-auto w-full max-w-64"
              pieceClassName="aspect-square h-auto!"
            />
          ) : null}
        </div>
      }
    >
      <panel.Part {...props} />
    </Suspense>
  );
}
