import { useNavigate } from 'react-router';
import { OrderListScreen } from '../../src/screens/OrderListScreen';
import { useOrders } from '../api/orders';
import { paths } from '../paths';
import { useStoredOrderId } from '../state/storedOrder';
import { screenStatus } from '../views/screenStatus';

/** `/admin/bmanage-order`, 'All Order': paid orders waiting; DETAIL stores the order id and opens it. */
export function OrderListRoute() {
  const navigate = useNavigate();
  const orders = useOrders();
  const [, setOrderId] = useStoredOrderId();
  return (
    <OrderListScreen
      status={screenStatus(orders)}
      orders={orders.data ?? []}
      onRetry={() => void orders.refetch()}
      onDetail={({ orderId }) => {
        setOrderId(orderId);
        navigate(paths.orderDetail);
      }}
    />
  );
}
