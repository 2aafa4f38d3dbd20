import { EmptyState } from '../components/EmptyState';
import { OrderRow } from '../components/OrderRow';
import type { DeliveryMethod } from '../domain/delivery';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';

export interface OrderListItem {
  id: number;
  delivery_method: DeliveryMethod;
  createdAt: string;
  user: { username: string | null };
}

/** 'All Order': paid orders waiting to be done, each opening its detail. */
export interface OrderListScreenProps {
  status: ScreenStatus;
  orders: OrderListItem[];
  onDetail: (request: { orderId: number }) => void;
  onRetry?: () => void;
}

export function OrderListScreen({ status, orders, onDetail, onRetry }: OrderListScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-title text-heading">All Order</h1>
      <StatusGate status={status} onRetry={onRetry} loadingLabel="Loading orders">
        {() =>
          orders.length === 0 ? (
            <EmptyState title="No orders waiting" text="Paid orders show up here until you mark them as done." />
          ) : (
            <ul className="flex flex-col gap-4">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderRow
                    orderId={order.id}
                    deliveryMethod={order.delivery_method}
                    username={order.user.username ?? 'Customer'}
                    createdAt={order.createdAt}
                    onDetail={onDetail}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </StatusGate>
    </div>
  );
}
