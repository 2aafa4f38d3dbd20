import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDER_FILTERS, OrderListScreen, type OrderFilter } from '../../src/screens/OrderListScreen';
import { isPaymentMethodId } from '../../src/domain/payments';
import { useOrders } from '../api/orders';
import { paths } from '../paths';
import { useStoredOrderId } from '../state/storedOrder';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';

const isFilter = (value: string | null): value is OrderFilter => ORDER_FILTERS.includes(value as OrderFilter);

/**
 * `/admin/bmanage-order`, 'All Order': orders waiting (paid, preparing, ready) unless another status is
 * chosen; the status, the page and a search live in the address (`?status=done&page=2&search=sari`), so
 * they survive a reload. DETAIL stores the order id and opens it.
 */
export function OrderListRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: OrderFilter = isFilter(statusParam) ? statusParam : 'waiting';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const search = params.get('search')?.trim() ?? '';
  const orders = useOrders({ status: filter, page, search });
  const [, setOrderId] = useStoredOrderId();
  const show = (next: { status?: OrderFilter; page?: number; search?: string }) => {
    const query = new URLSearchParams();
    const status = next.status ?? filter;
    const text = next.search ?? search;
    if (status !== 'waiting') query.set('status', status);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    if (text) query.set('search', text);
    setParams(query);
  };
  return (
    <>
      <PageTitle page={t`Orders`} />
      <OrderListScreen
        status={screenStatus(orders)}
        orders={(orders.data?.orders ?? []).map((order) => ({
          id: order.id,
          deliveryMethod: order.delivery_method,
          status: order.status,
          total: order.total,
          createdAt: order.createdAt,
          deliveryTime: order.delivery_time,
          username: order.user.username,
          payment: isPaymentMethodId(order.payment_method_id)
            ? { methodId: `${order.payment_method_id}`, state: order.payment_state }
            : null,
        }))}
        filter={filter}
        onFilterChange={({ filter: status }) => show({ status })}
        search={search}
        onSearch={({ query }) => show({ search: query })}
        page={page}
        hasNextPage={orders.data?.hasNextPage ?? false}
        onPageChange={({ page: next }) => show({ page: next })}
        onRetry={() => void orders.refetch()}
        onDetail={({ orderId }) => {
          // Stored too, as the old site kept it (docs/product.md, storage); the link is what a reload reads.
          setOrderId(orderId);
          navigate(paths.orderDetailOf(orderId));
        }}
      />
    </>
  );
}
