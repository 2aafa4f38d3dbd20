import type { IncomeRange } from './income';
import type { OrderListQuery } from './orders';
import type { ProductQuery } from './products';

/**
 * Every query key of the data cache, built in one place: each query's options and every invalidation
 * take their key from here, so a refresh after a change reaches exactly the queries it names.
 */
export const queryKeys = {
  products: {
    all: ['products'] as const,
    list: (query: ProductQuery) => ['products', 'list', query] as const,
    one: (id: number) => ['products', 'one', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (query: OrderListQuery) => ['orders', 'list', query] as const,
    detail: (orderId: number) => ['orders', 'detail', orderId] as const,
    unpaid: ['orders', 'unpaid'] as const,
    /** The customer's own orders (`order/mine`), which the tracker and history read. */
    mine: ['orders', 'mine'] as const,
    /** The counter screen's board (`order/board`). */
    board: ['orders', 'board'] as const,
    /** The barista's queue (`order/queue`). */
    queue: ['orders', 'queue'] as const,
    income: (range: IncomeRange) => ['orders', 'income', range] as const,
    paid: (range: IncomeRange) => ['orders', 'paid', range] as const,
    report: (range: IncomeRange) => ['orders', 'report', range] as const,
  },
  /** Every option group with its choices (`option-groups`): the Choices page, the product form, the queue's sold-out panel. */
  optionGroups: ['option-groups'] as const,
  /** The admins and the staff (`users/staff`): the Staff page. */
  staff: ['staff'] as const,
  /** The shop's settings and state (`shop`): hours, pause, tax and shipping. */
  shop: ['shop'] as const,
  /** Help calls: the customer's own (`help/mine`) and the queue's open ones (`help`). */
  help: {
    mine: ['help', 'mine'] as const,
    open: ['help', 'open'] as const,
  },
  /** A member card looked up at the counter by its number (`member-cards/{number}`). */
  memberLookup: (number: string) => ['member-cards', number] as const,
  history: ['history'] as const,
  profile: ['profile'] as const,
  /** The customer's member card and its ledger (`user/member-card`). */
  memberCard: ['member-card'] as const,
  /** Whether the shop has sign in with Google set up (`auth/google`). */
  googleSignIn: ['google-sign-in'] as const,
};
