import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth, VisitorOnly } from './routes/guards';
import { PageLoading, RootLayout } from './layouts/RootLayout';

/**
 * A lazily loaded route module: each screen is its own chunk, so a page loads only its own code
 * and no admin code ever reaches a customer's first load.
 */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** The route table of specification section 2, with our role check on /admin. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first page's code loads: the body's own background, nothing to jump.
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...page(async () => (await import('./routes/LandingRoute')).LandingRoute) },
      {
        path: 'auth',
        element: <VisitorOnly />,
        children: [
          { index: true, element: <Navigate to="signup" replace /> },
          { path: 'signup', ...page(async () => (await import('./routes/SignUpRoute')).SignUpRoute) },
          { path: 'login', ...page(async () => (await import('./routes/LoginRoute')).LoginRoute) },
          { path: 'forgot', ...page(async () => (await import('./routes/ForgotRoute')).ForgotRoute) },
          {
            path: 'new-password/:token',
            ...page(async () => (await import('./routes/NewPasswordRoute')).NewPasswordRoute),
          },
        ],
      },
      {
        path: 'cust',
        element: <RequireAuth />,
        children: [
          {
            ...page(async () => (await import('./layouts/CustomerLayout')).CustomerLayout),
            children: [
              { index: true, element: <Navigate to="product" replace /> },
              {
                path: 'product',
                ...page(async () => (await import('./routes/CustomerProductsRoute')).CustomerProductsRoute),
              },
              {
                path: 'product-d',
                ...page(async () => (await import('./routes/ProductDetailRoute')).ProductDetailRoute),
              },
              { path: 'cart', ...page(async () => (await import('./routes/PaymentRoute')).PaymentRoute) },
              { path: 'history', ...page(async () => (await import('./routes/HistoryRoute')).HistoryRoute) },
              { path: 'profile', ...page(async () => (await import('./routes/ProfileRoute')).ProfileRoute) },
              {
                path: 'edit-password',
                ...page(async () => (await import('./routes/EditPasswordRoute')).EditPasswordRoute),
              },
              { path: 'home', ...page(async () => (await import('./routes/HomeRoute')).HomeRoute) },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [
              {
                ...page(async () => (await import('./layouts/AdminLayout')).AdminLayout),
                children: [
                  { index: true, element: <Navigate to="dashboard" replace /> },
                  { path: 'dashboard', ...page(async () => (await import('./routes/DashboardRoute')).DashboardRoute) },
                  {
                    path: 'product-admin',
                    ...page(async () => (await import('./routes/AdminProductsRoute')).AdminProductsRoute),
                  },
                  {
                    path: 'add-product',
                    ...page(async () => (await import('./routes/AddProductRoute')).AddProductRoute),
                  },
                  {
                    path: 'edit-product',
                    ...page(async () => (await import('./routes/EditProductRoute')).EditProductRoute),
                  },
                  {
                    path: 'bmanage-order',
                    ...page(async () => (await import('./routes/OrderListRoute')).OrderListRoute),
                  },
                  {
                    path: 'manage-order',
                    ...page(async () => (await import('./routes/OrderDetailRoute')).OrderDetailRoute),
                  },
                  { path: 'profile', ...page(async () => (await import('./routes/ProfileRoute')).ProfileRoute) },
                  {
                    path: 'edit-password',
                    ...page(async () => (await import('./routes/EditPasswordRoute')).EditPasswordRoute),
                  },
                  { path: 'home', ...page(async () => (await import('./routes/HomeRoute')).HomeRoute) },
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

export const router = createBrowserRouter(routes);
