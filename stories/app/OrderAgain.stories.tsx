import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useOrderAgain, type OrderAgainInput } from '../../app/hooks/useOrderAgain';
import type { Product } from '../../app/api/types';
import { paths } from '../../app/paths';
import { CartsProvider, loadCarts, useCarts } from '../../app/state/carts';
import { PopupProvider } from '../../app/state/popups';
import { SessionProvider } from '../../app/state/session';
import { detailProduct } from '../../app/views/detailProduct';
import { Button } from '../../src/components/Button';
import { cartItems, cartProductOf } from '../../src/domain/cart';

/*
 * The hook end to end with the app's own providers and a stubbed `GET products/{id}`: what it
 * fetches, whether it asks, what lands in the cart (added to what is there) and where it goes.
 */
const apiProduct = (id: number, name: string, facts: Partial<Product> = {}): Product => ({
  id,
  name,
  description: '',
  name_indonesian: null,
  description_indonesian: null,
  price: 28000,
  images: null,
  size: 'R,L,XL',
  category_id: 1,
  stock: 100,
  is_dine_in: 1,
  is_home_delivery: 0,
  is_pick_up: 1,
  start_delivery: null,
  end_delivery: null,
  sold_out: false,
  ...facts,
});
const caramel = apiProduct(1, 'Caramel Latte');
const bread = apiProduct(6, 'Banana Bread', { category_id: 3, size: '250,500' });

/** The menu the stubbed server answers with; `null` makes every call fail as if offline. */
let menu: Product[] | null = [];
const realFetch = globalThis.fetch;
const stubbedFetch: typeof fetch = async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
  const id = Number(/^\/api\/products\/(\d+)$/.exec(url.pathname)?.[1]);
  if (!menu) throw new TypeError('Failed to fetch');
  const product = menu.find((candidate) => candidate.id === id);
  return product
    ? Response.json({ result: [product] })
    : Response.json({ status: 404, messages: 'Product not found' }, { status: 404 });
};

const order: OrderAgainInput = {
  deliveryMethod: 'dine in',
  lines: [
    { productId: 1, name: 'Caramel Latte', size: 'L', qty: 2 },
    { productId: 6, name: 'Banana Bread', size: '250', qty: 1 },
  ],
};

function CartLines() {
  const { state } = useCarts();
  return (
    <ul aria-label="Dine In cart">
      {cartItems(state.carts['dine in']).map((item) => (
        <li key={`${item.productId}:${item.size}`}>{`${item.name} ${item.size} × ${item.qty}`}</li>
      ))}
    </ul>
  );
}

/** An old order's page: one latte already in the cart before ordering again, to show the merge. */
function OrderPage() {
  const { orderAgain, dialog, isPending } = useOrderAgain();
  const { dispatch } = useCarts();
  return (
    <main className="flex flex-col items-start gap-4 p-6">
      <h1>Order #12</h1>
      <Button
        variant="ghost"
        onPress={() =>
          dispatch({
            type: 'add',
            method: 'dine in',
            product: cartProductOf(detailProduct(caramel, 'en')),
            size: 'L',
            amount: 1,
          })
        }
      >
        Put a latte in the cart
      </Button>
      <Button onPress={() => void orderAgain(order)}>Order again</Button>
      <p role="status">{isPending ? 'Checking the menu…' : ''}</p>
      <CartLines />
      {dialog}
    </main>
  );
}

function App() {
  // A fresh cache and carts per story.
  const client = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  return (
    <SessionProvider>
      <CartsProvider>
        <QueryClientProvider client={client}>
          <PopupProvider>
            <MemoryRouter initialEntries={[paths.history]}>
              <Routes>
                <Route path={paths.history} element={<OrderPage />} />
                <Route
                  path={paths.cart}
                  element={
                    <main className="p-6">
                      <h1>Cart</h1>
                      <CartLines />
                    </main>
                  }
                />
              </Routes>
            </MemoryRouter>
          </PopupProvider>
        </QueryClientProvider>
      </CartsProvider>
    </SessionProvider>
  );
}

const meta = {
  title: 'App/OrderAgain',
  component: App,
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    // The carts' code in before the first render, as app/main.tsx loads it with a stored session: the
    // carts are live from the start (this story's carts have no session to load it for them).
    await loadCarts();
    globalThis.fetch = stubbedFetch;
    return () => {
      globalThis.fetch = realFetch;
    };
  },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

const cartLines = () =>
  [...screen.getByRole('list', { name: 'Dine In cart' }).querySelectorAll('li')].map((item) => item.textContent);

export const NothingChangedAddsAndOpensTheCart: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    menu = [caramel, bread];
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Put a latte in the cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await expect(await canvas.findByRole('heading', { name: 'Cart' })).toBeVisible();
    // Added to the latte already there, without a dialog.
    await expect(cartLines()).toEqual(['Caramel Latte L × 3', 'Banana Bread 250 × 1']);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const SomethingChangedAsksFirst: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    menu = [{ ...caramel, stock: 2 }];
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Put a latte in the cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await expect(dialog).toHaveTextContent('Caramel Latte, L — only 2 left (1 already in your cart), 1 added');
    await expect(dialog).toHaveTextContent('Banana Bread, 250g — no longer on the menu');
    // Nothing goes in before the customer chooses.
    await expect(cartLines()).toEqual(['Caramel Latte L × 1']);
    await userEvent.click(screen.getByRole('button', { name: 'Add the rest to the cart' }));
    await expect(await canvas.findByRole('heading', { name: 'Cart' })).toBeVisible();
    await expect(cartLines()).toEqual(['Caramel Latte L × 2']);
  },
};

export const CancelKeepsTheCart: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    menu = [{ ...caramel, stock: 1 }, bread];
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Order #12' })).toBeVisible();
    await expect(cartLines()).toEqual([]);
  },
};

export const OfflineSaysSo: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    menu = null;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Failed' })).toBeVisible();
    await expect(cartLines()).toEqual([]);
  },
};
