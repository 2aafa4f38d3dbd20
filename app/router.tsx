import { createElement, use, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth, VisitorOnly } from './routes/guards';
import { RootLayout } from './layouts/RootLayout';
import { paths } from './paths';

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
 * carts arriving say, would be drawn again from scratch).
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'Component' | 'handle'> {
  let loading: TrackedPromise<ComponentType> | undefined;
  const preload = (): TrackedPromise<ComponentType> => {
    if (loading) return loading;
    const promise: TrackedPromise<ComponentType> = load();
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    return (loading = promise);
  };
  // One component for the whole app's life: `use` hands back the same module every time.
  const Page = () => createElement(use(preload() as Promise<ComponentType>));
  return { Component: Page, handle: { preload } satisfies PageHandle };
}

/** Fetches the code of every page the address shows (its layouts and its route), for the first render. */
export function preloadPage(location: string): Promise<unknown> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/** The route table of docs/product.md#route-table, with our role check on /admin; every path comes from `paths`. */
export const routes: RouteObject[] = [
  {
    path: paths.landing,
    Component: RootLayout,
    children: [
      { index: true, ...page(async () => (await import('./routes/LandingRoute')).LandingRoute) },
      // Public: the screen at the counter needs no sign-in.
      { path: paths.counter, ...page(async () => (await import('./routes/CounterRoute')).CounterRoute) },
      {
        path: paths.auth,
        element: <VisitorOnly />,
        children: [
          { index: true, element: <Navigate to={paths.signup} replace /> },
          { path: paths.signup, ...page(async () => (await import('./routes/SignUpRoute')).SignUpRoute) },
          { path: paths.login, ...page(async () => (await import('./routes/LoginRoute')).LoginRoute) },
          { path: paths.forgot, ...page(async () => (await import('./routes/ForgotRoute')).ForgotRoute) },
          {
            path: paths.newPasswordPattern,
            ...page(async () => (await import('./routes/NewPasswordRoute')).NewPasswordRoute),
          },
        ],
      },
      {
        path: paths.cust,
        element: <RequireAuth />,
        children: [
          {
            ...page(async () => (await import('./layouts/CustomerLayout')).CustomerLayout),
            children: [
              { index: true, element: <Navigate to={paths.custProducts} replace /> },
              {
                path: paths.custProducts,
                ...page(async () => (await import('./routes/CustomerProductsRoute')).CustomerProductsRoute),
              },
              {
                path: paths.productDetailPage,
                ...page(async () => (await import('./routes/ProductDetailRoute')).ProductDetailRoute),
              },
              { path: paths.cart, ...page(async () => (await import('./routes/CartRoute')).CartRoute) },
              { path: paths.history, ...page(async () => (await import('./routes/HistoryRoute')).HistoryRoute) },
              {
                path: paths.orderTrackerPage,
                ...page(async () => (await import('./routes/OrderTrackerRoute')).OrderTrackerRoute),
              },
              { path: paths.custProfile, ...page(async () => (await import('./routes/ProfileRoute')).ProfileRoute) },
              {
                path: paths.custEditPassword,
                ...page(async () => (await import('./routes/EditPasswordRoute')).EditPasswordRoute),
              },
              { path: paths.custHome, ...page(async () => (await import('./routes/HomeRoute')).HomeRoute) },
            ],
          },
        ],
      },
      {
        path: paths.admin,
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [
              // The barista's board is full screen: no admin bar or footer, only its own compact header.
              { path: paths.queue, ...page(async () => (await import('./routes/QueueRoute')).QueueRoute) },
              {
                ...page(async () => (await import('./layouts/AdminLayout')).AdminLayout),
                children: [
                  { index: true, element: <Navigate to={paths.dashboard} replace /> },
                  {
                    path: paths.dashboard,
                    ...page(async () => (await import('./routes/DashboardRoute')).DashboardRoute),
                  },
                  {
                    path: paths.adminProducts,
                    ...page(async () => (await import('./routes/AdminProductsRoute')).AdminProductsRoute),
                  },
                  {
                    path: paths.addProduct,
                    ...page(async () => (await import('./routes/AddProductRoute')).AddProductRoute),
                  },
                  {
                    path: paths.editProductPage,
                    ...page(async () => (await import('./routes/EditProductRoute')).EditProductRoute),
                  },
                  {
                    path: paths.orderList,
                    ...page(async () => (await import('./routes/OrderListRoute')).OrderListRoute),
                  },
                  {
                    path: paths.orderDetail,
                    ...page(async () => (await import('./routes/OrderDetailRoute')).OrderDetailRoute),
                  },
                  {
                    path: paths.adminProfile,
                    ...page(async () => (await import('./routes/ProfileRoute')).ProfileRoute),
                  },
                  {
                    path: paths.adminEditPassword,
                    ...page(async () => (await import('./routes/EditPasswordRoute')).EditPasswordRoute),
                  },
                  { path: paths.adminHome, ...page(async () => (await import('./routes/HomeRoute')).HomeRoute) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...page(async () => (await import('./routes/NotFoundRoute')).NotFoundRoute) },
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
