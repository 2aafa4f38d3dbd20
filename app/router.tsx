import { createElement, use, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { BackOfficeLanding, RequireAdmin, RequireAuth, RequireShopWork, VisitorOnly } from './routes/guards';
import { RootLayout } from './layouts/RootLayout';
import { paths } from './paths';
import { loadWords } from './state/words';

/** A promise that says when it has settled, so React's `use` reads a settled one without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** What a route module's page carries in its route's `handle`: fetches its code ahead of the first render. */
export interface PageHandle {
  preload(): Promise<unknown>;
}

/**
 * A lazily loaded route module: each screen is its own chunk, so a page loads only its own code
 * and no admin code ever reaches a customer's first load. The page reads its module with `use` under
 * RootLayout's `<Suspense>`: the router's navigations are transitions, so the old page stays until
 * the new one's code is in (the first page shows the loading screen). `handle.preload` fetches the
 * code ahead: app/main.tsx does for the first page, so a page the server drew is hydrated in one pass
 * with its code already in, never suspending halfway (a half-hydrated page that gets an update, the
 * carts arriving say, would be drawn again from scratch). A page's words, in the active language, load
 * with its code (app/state/words.ts): `module` names it as the import does.
 */
function page<Props extends object = object>(
  module: string,
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; handle: PageHandle } {
  let loading: TrackedPromise<ComponentType<Props>> | undefined;
  const preload = (): TrackedPromise<ComponentType<Props>> => {
    if (loading) return loading;
    const promise: TrackedPromise<ComponentType<Props>> = Promise.all([load(), loadWords([module])]).then(
      ([Component]) => Component,
    );
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    return (loading = promise);
  };
  // One component for the whole app's life: `use` hands back the same module every time.
  const Page = (props: Props) => createElement(use(preload() as Promise<ComponentType<Props>>), props);
  return { Component: Page, handle: { preload } satisfies PageHandle };
}

/** Fetches the code of every page the address shows (its layouts and its route), for the first render. */
export function preloadPage(location: string): Promise<unknown> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/**
 * The two pages of `/cust/cart` (app/routes/CartRoute.tsx picks one once the server says whether an
 * order waits for payment): each its own chunk with its own words, so the payment page loads none of
 * the carts' code and the carts none of the payment's (docs/benchmarks.md, the payment page). They sit
 * here, not in CartRoute, because the route table's lazy imports are what names a page's words
 * (scripts/i18n/moduleGraph.ts).
 */
export const cartPages = {
  payment: page('./routes/PaymentRoute', async () => (await import('./routes/PaymentRoute')).PaymentRoute),
  carts: page('./routes/CartsRoute', async () => (await import('./routes/CartsRoute')).CartsRoute),
};

/** The route table of docs/product.md#route-table, with our role checks on /admin; every path comes from `paths`. */
export const routes: RouteObject[] = [
  {
    path: paths.landing,
    Component: RootLayout,
    children: [
      {
        index: true,
        ...page('./routes/LandingRoute', async () => (await import('./routes/LandingRoute')).LandingRoute),
      },
      // Public: the screen at the counter needs no sign-in.
      {
        path: paths.counter,
        ...page('./routes/CounterRoute', async () => (await import('./routes/CounterRoute')).CounterRoute),
      },
      {
        path: paths.auth,
        element: <VisitorOnly />,
        children: [
          { index: true, element: <Navigate to={paths.signup} replace /> },
          {
            path: paths.signup,
            ...page('./routes/SignUpRoute', async () => (await import('./routes/SignUpRoute')).SignUpRoute),
          },
          {
            path: paths.login,
            ...page('./routes/LoginRoute', async () => (await import('./routes/LoginRoute')).LoginRoute),
          },
          {
            path: paths.forgot,
            ...page('./routes/ForgotRoute', async () => (await import('./routes/ForgotRoute')).ForgotRoute),
          },
          {
            path: paths.newPasswordPattern,
            ...page(
              './routes/NewPasswordRoute',
              async () => (await import('./routes/NewPasswordRoute')).NewPasswordRoute,
            ),
          },
        ],
      },
      {
        path: paths.cust,
        children: [
          {
            // The menu (the list and a product's page) is open to anyone; the rest waits behind the sign-in.
            ...page('./layouts/CustomerLayout', async () => (await import('./layouts/CustomerLayout')).CustomerLayout),
            children: [
              { index: true, element: <Navigate to={paths.custProducts} replace /> },
              {
                path: paths.custProducts,
                ...page(
                  './routes/CustomerProductsRoute',
                  async () => (await import('./routes/CustomerProductsRoute')).CustomerProductsRoute,
                ),
              },
              {
                path: paths.productDetailPage,
                ...page(
                  './routes/ProductDetailRoute',
                  async () => (await import('./routes/ProductDetailRoute')).ProductDetailRoute,
                ),
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: paths.cart,
                    ...page('./routes/CartRoute', async () => (await import('./routes/CartRoute')).CartRoute),
                  },
                  {
                    path: paths.history,
                    ...page('./routes/HistoryRoute', async () => (await import('./routes/HistoryRoute')).HistoryRoute),
                  },
                  {
                    path: paths.orderTrackerPage,
                    ...page(
                      './routes/OrderTrackerRoute',
                      async () => (await import('./routes/OrderTrackerRoute')).OrderTrackerRoute,
                    ),
                  },
                  {
                    path: paths.custProfile,
                    ...page('./routes/ProfileRoute', async () => (await import('./routes/ProfileRoute')).ProfileRoute),
                  },
                  {
                    path: paths.custEditPassword,
                    ...page(
                      './routes/EditPasswordRoute',
                      async () => (await import('./routes/EditPasswordRoute')).EditPasswordRoute,
                    ),
                  },
                  {
                    path: paths.custHome,
                    ...page('./routes/HomeRoute', async () => (await import('./routes/HomeRoute')).HomeRoute),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: paths.admin,
        element: <RequireAuth />,
        children: [
          {
            element: <RequireShopWork />,
            children: [
              // The barista's board is full screen: no admin bar or footer, only its own compact header.
              {
                path: paths.queue,
                ...page('./routes/QueueRoute', async () => (await import('./routes/QueueRoute')).QueueRoute),
              },
              {
                ...page('./layouts/AdminLayout', async () => (await import('./layouts/AdminLayout')).AdminLayout),
                children: [
                  { index: true, element: <BackOfficeLanding /> },
                  {
                    // The admin's own pages: a barista opening one goes to the queue.
                    element: <RequireAdmin />,
                    children: [
                      {
                        path: paths.dashboard,
                        ...page(
                          './routes/DashboardRoute',
                          async () => (await import('./routes/DashboardRoute')).DashboardRoute,
                        ),
                      },
                      {
                        path: paths.adminProducts,
                        ...page(
                          './routes/AdminProductsRoute',
                          async () => (await import('./routes/AdminProductsRoute')).AdminProductsRoute,
                        ),
                      },
                      {
                        path: paths.addProduct,
                        ...page(
                          './routes/AddProductRoute',
                          async () => (await import('./routes/AddProductRoute')).AddProductRoute,
                        ),
                      },
                      {
                        path: paths.editProductPage,
                        ...page(
                          './routes/EditProductRoute',
                          async () => (await import('./routes/EditProductRoute')).EditProductRoute,
                        ),
                      },
                      {
                        path: paths.optionGroups,
                        ...page(
                          './routes/AdminOptionGroupsRoute',
                          async () => (await import('./routes/AdminOptionGroupsRoute')).AdminOptionGroupsRoute,
                        ),
                      },
                      {
                        path: paths.staff,
                        ...page('./routes/StaffRoute', async () => (await import('./routes/StaffRoute')).StaffRoute),
                      },
                      {
                        path: paths.shopSettings,
                        ...page(
                          './routes/ShopSettingsRoute',
                          async () => (await import('./routes/ShopSettingsRoute')).ShopSettingsRoute,
                        ),
                      },
                      {
                        path: paths.adminHome,
                        ...page('./routes/HomeRoute', async () => (await import('./routes/HomeRoute')).HomeRoute),
                      },
                    ],
                  },
                  {
                    path: paths.orderList,
                    ...page(
                      './routes/OrderListRoute',
                      async () => (await import('./routes/OrderListRoute')).OrderListRoute,
                    ),
                  },
                  {
                    path: paths.orderDetail,
                    ...page(
                      './routes/OrderDetailRoute',
                      async () => (await import('./routes/OrderDetailRoute')).OrderDetailRoute,
                    ),
                  },
                  {
                    path: paths.menuAvailability,
                    ...page(
                      './routes/MenuAvailabilityRoute',
                      async () => (await import('./routes/MenuAvailabilityRoute')).MenuAvailabilityRoute,
                    ),
                  },
                  {
                    // The counter's member-card look-up: staff and admins, like the queue.
                    path: paths.memberLookup,
                    ...page(
                      './routes/MemberLookupRoute',
                      async () => (await import('./routes/MemberLookupRoute')).MemberLookupRoute,
                    ),
                  },
                  {
                    path: paths.adminProfile,
                    ...page('./routes/ProfileRoute', async () => (await import('./routes/ProfileRoute')).ProfileRoute),
                  },
                  {
                    path: paths.adminEditPassword,
                    ...page(
                      './routes/EditPasswordRoute',
                      async () => (await import('./routes/EditPasswordRoute')).EditPasswordRoute,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...page('./routes/NotFoundRoute', async () => (await import('./routes/NotFoundRoute')).NotFoundRoute),
      },
    ],
  },
];

/**
 * The route table, rendered inside `<BrowserRouter>` (App.tsx). The router's component mode, not its
 * data mode (`createBrowserRouter`): no route has a loader or action (TanStack Query fetches), and
 * the data router is ~17 kB gzip more on every page (docs/decisions/0012-react-router-component-mode.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
