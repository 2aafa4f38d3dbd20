import { AddressEditor } from '../components/AddressEditor';
import { Button } from '../components/Button';
import { OrderSummary, type OrderSummaryLine } from '../components/OrderSummary';
import { PaymentMethodPicker, type PaymentMethodValue } from '../components/PaymentMethodPicker';
import type { OrderTotals } from '../domain/pricing';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';

/** An order as the admin's detail shows it. */
export interface AdminOrder {
  id: number;
  status: string;
  customer: { name: string; address: string; phone: string };
  paymentMethodId: PaymentMethodValue | null;
  lines: OrderSummaryLine[];
  totals: OrderTotals;
}

/** 'Finish your customer order now!': the order, read-only delivery and payment, and Mark As Done. */
export interface OrderDetailScreenProps {
  status: ScreenStatus;
  order: AdminOrder | null;
  onMarkDone: (request: { orderId: number }) => void;
  isPending?: boolean;
  onRetry?: () => void;
  /** Where the order list is: the way back when no order is chosen or it is gone. */
  orderListHref?: string;
}

export function OrderDetailScreen({
  status,
  order,
  onMarkDone,
  isPending,
  onRetry,
  orderListHref = '/admin/bmanage-order',
}: OrderDetailScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-title text-heading">Finish your customer order now!</h1>
      <StatusGate
        status={status}
        onRetry={onRetry}
        loadingLabel="Loading the order"
        notFound={{
          title: 'No order chosen',
          text: 'This order is not there, or none was chosen. Choose one with its DETAIL button in the list.',
          backHref: orderListHref,
          backLabel: 'Back to the orders',
        }}
      >
        {() =>
          order ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <OrderSummary lines={order.lines} totals={order.totals} />
              <div className="flex flex-col gap-6">
                <AddressEditor value={order.customer} isReadOnly title="Delivery" />
                <PaymentMethodPicker value={order.paymentMethodId} isReadOnly />
                <Button
                  variant="primary"
                  size="lg"
                  isFullWidth
                  isPending={isPending}
                  pendingLabel="Marking as done"
                  isDisabled={order.status !== 'paid'}
                  onPress={() => onMarkDone({ orderId: order.id })}
                >
                  Mark As Done
                </Button>
                {order.status === 'done' ? (
                  <p className="text-center text-success">This order is already done.</p>
                ) : null}
              </div>
            </div>
          ) : null
        }
      </StatusGate>
    </div>
  );
}
