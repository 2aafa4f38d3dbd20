/** Every route of docs/product.md#route-table, in one place: route modules never build paths in place. */
export const paths = {
  landing: '/',
  auth: '/auth',
  signup: '/auth/signup',
  login: '/auth/login',
  forgot: '/auth/forgot',
  /** Login, then back to `next` (a path of ours: app/routes/guards.tsx checks it). */
  loginThen: (next: string) => `/auth/login?next=${encodeURIComponent(next)}`,
  /** Sign up, then login, then back to `next`. */
  signupThen: (next: string) => `/auth/signup?next=${encodeURIComponent(next)}`,
  /** The route pattern of the reset link; `newPassword(token)` builds one. */
  newPasswordPattern: '/auth/new-password/:token',
  newPassword: (token: string) => `/auth/new-password/${encodeURIComponent(token)}`,
  cust: '/cust',
  custHome: '/cust/home',
  custProducts: '/cust/product',
  /** The product list filtered by a nav search. */
  searchProducts: (query: string) => `/cust/product?search=${encodeURIComponent(query)}`,
  /** The product detail page itself; `productDetail(id)` adds the product. */
  productDetailPage: '/cust/product-d',
  productDetail: (id: number) => `/cust/product-d?id=${id}`,
  cart: '/cust/cart',
  /** The customer's order tracker; `orderTracker(id)` opens one order. */
  orderTrackerPage: '/cust/order',
  orderTracker: (id: number) => `/cust/order?id=${id}`,
  history: '/cust/history',
  custProfile: '/cust/profile',
  custEditPassword: '/cust/edit-password',
  admin: '/admin',
  adminHome: '/admin/home',
  dashboard: '/admin/dashboard',
  adminProducts: '/admin/product-admin',
  /** The admin's list opened on one category, as after adding a product to it. */
  adminProductsInCategory: (categoryId: number) => `/admin/product-admin?category=${categoryId}`,
  searchAdminProducts: (query: string) => `/admin/product-admin?search=${encodeURIComponent(query)}`,
  addProduct: '/admin/add-product',
  editProductPage: '/admin/edit-product',
  editProduct: (id: number) => `/admin/edit-product?id=${id}`,
  /** The shop's option groups (Milk, Sugar, Extra shot): the admin's "Choices". */
  optionGroups: '/admin/option-groups',
  orderList: '/admin/bmanage-order',
  /** The order detail page itself; `orderDetailOf(id)` links one order (and survives a reload). */
  orderDetail: '/admin/manage-order',
  orderDetailOf: (id: number) => `/admin/manage-order?id=${id}`,
  /** The barista's live queue of paid orders. */
  queue: '/admin/queue',
  /** The counter's member-card look-up: staff and admins (docs/product.md, "Member card"). */
  memberLookup: '/admin/member-card',
  /** The public counter screen: order numbers being prepared and ready for pickup. */
  counter: '/status',
  /** The sold-out switches without product editing: the barista's (docs/product.md#staff). */
  menuAvailability: '/admin/menu-availability',
  searchMenuAvailability: (query: string) => `/admin/menu-availability?search=${encodeURIComponent(query)}`,
  /** The admin's staff management: invites and removals. */
  staff: '/admin/staff',
  /** The owner's shop settings: hours, closed dates, tax, fee, delivery window. */
  shopSettings: '/admin/shop',
  adminProfile: '/admin/profile',
  adminEditPassword: '/admin/edit-password',
} as const;
