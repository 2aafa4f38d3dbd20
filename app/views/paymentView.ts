import type { PaymentMethodValue } from '../../src/components/PaymentMethodPicker';
import type { PaymentStep } from '../../src/components/PaymentInstructions';
import type { PaymentOnScreen } from '../../src/screens/PaymentScreen';
import type { Order } from '../api/types';

type Payment = NonNullable<Order['payment']>;

/** The provider's action in the screens' words. */
export function paymentStep(action: Payment['action']): PaymentStep | null {
  if (!action) return null;
  switch (action.type) {
    case 'qr':
      return { type: 'qr', qrString: action.qr_string };
    case 'va':
      return { type: 'va', bank: action.bank, vaNumber: action.va_number };
    case 'redirect':
      return { type: 'redirect', url: action.url };
  }
}

/** An order's latest payment as the payment screen shows it; null before the first Confirm and Pay. */
export function paymentOnScreen(payment: Payment | null | undefined): PaymentOnScreen | null {
  if (!payment) return null;
  return {
    state: payment.state,
    methodId: `${payment.method_id}` as PaymentMethodValue,
    amount: payment.amount,
    expiresAt: payment.expires_at,
    step: paymentStep(payment.action),
    ...(payment.test_page ? { testPageUrl: payment.test_page } : {}),
  };
}
