import { useReducer, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { cartItems, cartProductOf, cartReducer, cartTotals, emptyCartState } from '../../src/domain/cart';
import { chosenOptions, optionGroupOf } from '../../src/domain/options';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing';
import { CustomerProductsScreen } from '../../src/screens/CustomerProductsScreen';
import { HistoryScreen, type HistoryOrder } from '../../src/screens/HistoryScreen';
import { OrderTrackerScreen } from '../../src/screens/OrderTrackerScreen';
import { PaymentScreen } from '../../src/screens/PaymentScreen';
import { ProductDetailScreen } from '../../src/screens/ProductDetailScreen';
import { coffees, detailProductOf, gridProductOf, latteOptions } from '../fixtures/products';

type Step =
  | { name: 'browse' }
  | { name: 'detail'; productId: number }
  | { name: 'pay' }
  | { name: 'tracker' }
  | { name: 'history' };

/** The latte's groups (milk, sugar, extras, syrup): the journey orders it the way people say it. */
const latteGroups = latteOptions.map(optionGroupOf);

/** A cart item's choices as an order keeps them, for the payment, tracker and history lines. */
const choicesOf = (item: { productId: number; options?: number[]; note?: string }) => ({
  options: item.productId === 1 ? chosenOptions(latteGroups, item.options).map(({ name }) => ({ name })) : [],
  note: item.note ?? null,
});

/**
 * The customer journey with nothing but screen callbacks and in-memory state: browse → detail →
 * add → checkout → pay → the order's tracker → history. It is the app's job in miniature, without a router or a server.
 */
function Journey() {
  const [step, setStep] = useState<Step>({ name: 'browse' });
  const [carts, dispatch] = useReducer(cartReducer, undefined, emptyCartState);
  const [order, setOrder] = useState<ReturnType<typeof cartItems>>([]);
  const [history, setHistory] = useState<HistoryOrder[]>([]);
  const cart = carts.carts['home delivery'];

  if (step.name === 'browse') {
    return (
      <CustomerProductsScreen
        status="ready"
        category={1}
        page={1}
        products={coffees.map(gridProductOf)}
        totalCount={coffees.length}
        getProductHref={(product) => `#product-${product.id}`}
        onCategoryChange={() => {}}
        onPageChange={() => {}}
        onOpenProduct={({ productId }) => setStep({ name: 'detail', productId })}
      />
    );
  }
  if (step.name === 'detail') {
    const shown = detailProductOf(coffees.find((item) => item.id === step.productId)!);
    const product = shown.id === 1 ? { ...shown, options: latteOptions } : shown;
    return (
      <ProductDetailScreen
        status="ready"
        product={product}
        now="2026-11-23T14:05"
        cart={{ items: cartItems(cart), totals: cartTotals(cart, 'home delivery', DEFAULT_PRICE_RATES) }}
        hasPendingOrder={order.length > 0}
        onAddToCart={({ size, amount, deliveryMethod, deliveryTime, options, note }) =>
          dispatch({
            type: 'add',
            method: deliveryMethod,
            size,
            amount,
            deliveryTime,
            options,
            note,
            product: cartProductOf(product),
          })
        }
        onCheckout={({ method }) => {
          setOrder(cartItems(carts.carts[method]));
          dispatch({ type: 'reset', method });
          setStep({ name: 'pay' });
        }}
      />
    );
  }
  if (step.name === 'pay') {
    return (
      <PaymentScreen
        status="ready"
        lines={order.map((item, index) => ({
          id: index,
          name: item.name,
          image: item.image,
          qty: item.qty,
          size: item.size,
          price: item.total,
          ...choicesOf(item),
        }))}
        totals={orderTotals(
          order.map((item) => item.total),
          'home delivery',
          DEFAULT_PRICE_RATES,
        )}
        address={{ name: 'Sari', address: 'Jl. Kemang Raya 12', phone: '081234567890' }}
        onConfirm={() => {
          const totals = orderTotals(
            order.map((item) => item.total),
            'home delivery',
            DEFAULT_PRICE_RATES,
          );
          setHistory([
            {
              id: 12,
              status: 'paid',
              createdAt: '2026-11-24T07:01:00.000Z',
              total: totals.total,
              deliveryMethod: 'home delivery',
              lines: order.map((item, index) => ({
                id: index + 1,
                name: item.name,
                image: item.image,
                price: item.unitPrice,
                qty: item.qty,
                size: item.size,
                ...choicesOf(item),
              })),
            },
          ]);
          setStep({ name: 'tracker' });
        }}
      />
    );
  }
  if (step.name === 'tracker') {
    const paid = history[0]!;
    return (
      // The tracker's link to every order is a plain anchor: here it moves the journey on.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        onClick={(event) => {
          if (!(event.target instanceof Element) || !event.target.closest('a[href="#history"]')) return;
          event.preventDefault();
          setStep({ name: 'history' });
        }}
      >
        <OrderTrackerScreen
          status="ready"
          order={{
            id: paid.id,
            status: 'paid',
            deliveryMethod: 'home delivery',
            deliveryTime: null,
            address: 'Jl. Kemang Raya 12',
            createdAt: paid.createdAt,
            times: { paidAt: paid.createdAt, preparingAt: null, readyAt: null, doneAt: null },
            queuePosition: 1,
            estimatedReadyAt: '2026-11-24T07:06:00.000Z',
            lines: order.map((item, index) => ({
              id: index,
              name: item.name,
              image: item.image,
              qty: item.qty,
              size: item.size,
              price: item.total,
              ...choicesOf(item),
            })),
            totals: orderTotals(
              order.map((item) => item.total),
              'home delivery',
              DEFAULT_PRICE_RATES,
            ),
          }}
          notificationPermission="unsupported"
          onEnableNotifications={() => {}}
          onOrderAgain={() => {}}
          historyHref="#history"
        />
      </div>
    );
  }
  return (
    <HistoryScreen
      status="ready"
      orders={history}
      onOrderAgain={() => {}}
      onDelete={({ ids }) =>
        setHistory((orders) =>
          orders
            .map((item) => ({ ...item, lines: item.lines.filter((line) => !ids.includes(line.id)) }))
            .filter((item) => item.lines.length > 0),
        )
      }
    />
  );
}

const meta = {
  title: 'Flows/Customer journey',
  component: Journey,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Journey>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrowseToHistory: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Hazelnut Latte/ }));
    // "A large oat latte, less sugar, extra shot", two of them, extra hot.
    await userEvent.click(await canvas.findByRole('radio', { name: 'L (Large)' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Oat/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /Less sugar/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /\+1 shot/ }));
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(canvas.getByText('IDR 118.000')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note for the barista' }), 'extra hot');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const cart = canvas.getByRole('region', { name: 'Your Cart' });
    await waitFor(() => expect(cart).toHaveTextContent('Oat, Less sugar, +1 shot'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment' })).toBeVisible();
    // The order summary prices and names the choices as the product page did.
    await expect(canvas.getByText('Oat, Less sugar, +1 shot')).toBeVisible();
    await expect(canvas.getAllByText('IDR 118.000')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on delivery/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    // Paying lands on the order's tracker: paid, first in the queue.
    await expect(await canvas.findByRole('heading', { name: 'Order #12', level: 1 })).toBeVisible();
    await expect(canvas.getByText('1st in the queue · ready about 14:06')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'All your orders' }));
    await expect(await canvas.findByRole('heading', { name: 'Let’s see what you have bought!' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Order #12' })).toHaveTextContent('Paid');
    await expect(
      canvas.getByRole('checkbox', { name: /Hazelnut Latte.*Oat, Less sugar, \+1 shot, extra hot/ }),
    ).toBeVisible();
  },
};
