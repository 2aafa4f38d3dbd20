import { createElement, lazy, use, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth, VisitorOnly } from './routes/guards';
import { RootLayout } from './layouts/RootLayout';
import { paths } from './paths';

/**
 * A lazily loaded route module: each screen is its own chunk, so a page loads only its own code
 * and no admin code ever reaches a customer's first load. `React.lazy` under RootLayout's
 * `<Suspense>`: the router's navigations are transitions, so the old page stays until the new one's
 * code is in (the first page shows the loading screen).
 */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'Component'> => ({
  Component: lazy(async () => ({ default: await load() })),
});

/** A promise that says when it has settled, so React's `use` reads a settled one without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A route module that can be fetched ahead of the first render: once it is in, the page draws at
 * once instead of suspending. The landing uses it (main.tsx), so the app takes over the prerendered
 * landing (landing.html) with the same page, with no loading screen in between.
 */
function preloadablePage(load: () => Promise<ComponentType>) {
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
  return { Component: Page, preload };
}

const landing = preloadablePage(async () => (await import('./routes/LandingRoute')).LandingRoute);

/** Fetches the landing's code; main.tsx waits for it before taking over the prerendered landing. */
export const preloadLanding = (): Promise<unknown> => landing.preload();

/** The route table of specification section 2, with our role check on /admin; every path comes from `paths`. */
export const routes: RouteObject[] = [
  {
    path: paths.landing,
    Component: RootLayout,
    children: [
      { index: true, Component: landing.Component },
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
 * the data router is ~17 kB gzip more on every page (issue 14).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
