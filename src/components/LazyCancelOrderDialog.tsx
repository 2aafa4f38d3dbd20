import { lazy, Suspense } from 'react';
import type { CancelOrderDialogProps } from './CancelOrderDialog';

const CancelOrderDialog = lazy(async () => ({ default: (await import('./CancelOrderDialog')).CancelOrderDialog }));

/**
 * The cancel dialog, loaded when it opens: most orders are never cancelled, and the dialog brings
 * React Aria's modal and a text field with it (docs/benchmarks.md, the payment page).
 */
export function LazyCancelOrderDialog(props: CancelOrderDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CancelOrderDialog {...props} />
    </Suspense>
  );
}
