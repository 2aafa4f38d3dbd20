import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentRequest } from '../../src/screens/PaymentScreen';
import { api, type JsonBody } from './client';
import { queryKeys } from './queryKeys';

export type ConfirmPaymentBody = JsonBody<'/api/order/confirm-payment', 'patch'>;

/** `PATCH order/confirm-payment`: the order becomes `paid`. */
export const confirmPayment = (body: ConfirmPaymentBody) => api('patch', '/api/order/confirm-payment', { body });

/** What the payment screen raised, for one order, in the call's field names. */
export const confirmPaymentBody = (
  { address, customerPhone, paymentMethodId, saveDetails }: ConfirmPaymentRequest,
  orderId: number,
): ConfirmPaymentBody => ({
  address,
  customer_phone: customerPhone,
  payment_method_id: paymentMethodId,
  order_id: orderId,
  ...(saveDetails ? { save_details: true, customer_name: saveDetails.name } : {}),
});

export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.history }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        // Saved for next time: the profile has the name, address and phone now.
        body.save_details ? client.invalidateQueries({ queryKey: queryKeys.profile }) : null,
      ]),
  });
}
