import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { Input, Label, SearchField } from 'react-aria-components';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { inputStyles, labelStyles } from '../components/fieldStyles';
import { OrderRow, type OrderRowProps } from '../components/OrderRow';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { cn } from '../components/styles';
import type { DeliveryMethod } from '../domain/delivery';
import type { OrderStatus } from '../domain/orderStatus';

/** An order as the list shows it. */
export interface OrderListItem {
  id: number;
  deliveryMethod: DeliveryMethod;
  status: OrderStatus;
  total: number;
  createdAt: string;
  /** When the customer wants it; null (or the checkout time) reads as `Now`. */
  deliveryTime: string | null;
  /** Null for an account without a username: the row says 'Customer'. */
  username: string | null;
  /** How it is paid and what became of the money; null before the first confirm. */
  payment?: OrderRowProps['payment'];
}

/** Which orders the list shows: `waiting` is every paid order not yet done (paid, preparing, ready). */
export const ORDER_FILTERS = ['waiting', 'paid', 'preparing', 'ready', 'done', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_FILTER_LABELS: Record<OrderFilter, MessageDescriptor> = {
  waiting: msg`Waiting`,
  paid: msg`Paid`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  done: msg`Done`,
  all: msg`All`,
};

const EMPTY: Record<OrderFilter, { title: MessageDescriptor; text: MessageDescriptor }> = {
  waiting: { title: msg`No orders waiting`, text: msg`Paid orders show up here until you mark them as done.` },
  paid: { title: msg`No paid orders to start`, text: msg`Orders show up here once they are paid.` },
  preparing: { title: msg`Nothing being prepared`, text: msg`Orders show up here while they are made.` },
  ready: { title: msg`Nothing ready for pickup`, text: msg`Orders show up here once they are ready.` },
  done: { title: msg`No done orders yet`, text: msg`Orders show up here once they are collected or delivered.` },
  all: { title: msg`No orders yet`, text: msg`Every order shows up here, whatever its status.` },
};

/** 'All Order': orders by status, newest first, each opening its detail; done orders stay findable. */
export interface OrderListScreenProps {
  status: ScreenStatus;
  orders: OrderListItem[];
  onDetail: (request: { orderId: number }) => void;
  onRetry?: () => void;
  filter?: OrderFilter;
  onFilterChange?: (change: { filter: OrderFilter }) => void;
  /** The search being shown (order number or customer); empty for none. */
  search?: string;
  onSearch?: (search: { query: string }) => void;
  /** Pages of the list, counted from 1; `hasNextPage` says whether older orders follow. */
  page?: number;
  hasNextPage?: boolean;
  onPageChange?: (change: { page: number }) => void;
}

const trigger = cn(
  'min-h-11 cursor-pointer rounded-chip px-3 font-heading text-copy text-body hover:text-heading sm:px-4 sm:text-lead',
  'focus-visible:outline-3 focus-visible:outline-focus',
  'data-[state=active]:font-bold data-[state=active]:text-primary-text data-[state=active]:underline data-[state=active]:decoration-2 data-[state=active]:underline-offset-8',
);

/** Order rows in the list's own column, while a page of orders loads. */
const ORDER_LIST_SKELETON = (
  <div aria-hidden="true" data-skeleton="order-list">
    <Skeleton shape="row" count={5} label={null} className="flex flex-col gap-4" />
  </div>
);

export function OrderListScreen({
  status,
  orders,
  onDetail,
  onRetry,
  filter = 'waiting',
  onFilterChange,
  search = '',
  onSearch,
  page = 1,
  hasNextPage = false,
  onPageChange,
}: OrderListScreenProps) {
  const { t, i18n } = useLingui();
  const empty = search
    ? {
        title: t`No order matches “${search}”`,
        text: t`Search by order number (like 42) or by customer name or email.`,
      }
    : { title: i18n._(EMPTY[filter].title), text: i18n._(EMPTY[filter].text) };
  const number = page;
  const list = () => (
    <StatusGate status={status} onRetry={onRetry} loadingLabel={t`Loading orders`} skeleton={ORDER_LIST_SKELETON}>
      {() =>
        orders.length === 0 ? (
          <EmptyState title={empty.title} text={empty.text} />
        ) : (
          <div className="flex flex-col gap-6">
            <ul className="flex flex-col gap-4">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderRow
                    orderId={order.id}
                    deliveryMethod={order.deliveryMethod}
                    username={order.username ?? t`Customer`}
                    createdAt={order.createdAt}
                    status={order.status}
                    total={order.total}
                    deliveryTime={order.deliveryTime}
                    payment={order.payment}
                    onDetail={onDetail}
                  />
                </li>
              ))}
            </ul>
            {page > 1 || hasNextPage ? (
              <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-center gap-3">
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={page <= 1}
                  onPress={() => onPageChange?.({ page: page - 1 })}
                >
                  {t`Newer orders`}
                </Button>
                <span className="text-small text-muted" aria-current="page">
                  {t`Page ${number}`}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={!hasNextPage}
                  onPress={() => onPageChange?.({ page: page + 1 })}
                >
                  {t`Older orders`}
                </Button>
              </nav>
            ) : null}
          </div>
        )
      }
    </StatusGate>
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-heading text-title text-heading">{t`All Order`}</h1>
        <SearchField
          defaultValue={search}
          key={search}
          onSubmit={(text) => onSearch?.({ query: text.trim() })}
          onClear={() => onSearch?.({ query: '' })}
          className="flex w-full flex-col gap-1.5 sm:w-80"
        >
          <Label className={labelStyles()}>{t`Find an order`}</Label>
          <Input
            placeholder={t`Order number or customer`}
            className={cn(inputStyles(), '[&::-webkit-search-cancel-button]:hidden')}
          />
        </SearchField>
      </div>
      <Tabs.Root
        value={filter}
        onValueChange={(next) => onFilterChange?.({ filter: next as OrderFilter })}
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label={t`Order status`} className="flex flex-wrap gap-1 sm:gap-4">
          {ORDER_FILTERS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={trigger}>
              {i18n._(ORDER_FILTER_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ORDER_FILTERS.map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            className="rounded-chip focus-visible:outline-3 focus-visible:outline-focus"
          >
            {list()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
