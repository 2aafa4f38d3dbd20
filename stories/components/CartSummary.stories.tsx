import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartSummary } from '../../src/components/CartSummary';
import { OfflineOrderingNote } from '../../src/components/OfflineBanner';
import { cartItems, cartTotals } from '../../src/domain/cart';
import { DEFAULT_PRICE_RATES } from '../../src/domain/pricing';
import { CONNECTIVITY } from '../support/connectivityTexts';
import { sampleCart, sampleCartItems, sampleCartTotals, sampleDineInTotals } from '../fixtures/orders';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The product detail's side panel: what is in one delivery method's cart, by product and size, with subtotal, tax, shipping and total, and Checkout. Feed it the domain's priced items and totals.",
  dos: [
    'Price the lines and totals in the domain (cartItems, cartTotals) and pass them in.',
    "Pass onClear to offer 'Clear cart'; leave it out to hide it.",
    'Set isCheckoutPending while the checkout call runs.',
  ],
  donts: [
    "Don't compute prices in the component's caller by hand.",
    "Don't hide the panel when the cart is empty: it says so and Checkout is disabled.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Checkout, then Clear cart.' },
    { key: 'Enter or Space', does: "On Checkout: raises onCheckout. On Clear cart: empties this method's cart." },
  ],
  screenReader: [
    { part: 'Panel', role: 'region "Your Cart"', announced: 'A named region.' },
    {
      part: 'Lines',
      role: 'list of lists',
      announced: 'Each product with its sizes and amounts; the number of items.',
    },
    {
      part: 'Totals',
      role: 'description list',
      announced: 'Subtotal, Tax & fees, Shipping and Total with their IDR amounts.',
    },
    {
      part: 'Checkout',
      role: 'button "Checkout"',
      announced: "Disabled when the cart is empty; 'Checking out' while pending.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/CartSummary',
  tags: ['status:stable'],
  component: CartSummary,
  parameters: { guide },
  args: { items: sampleCartItems, totals: sampleCartTotals, method: 'home delivery', onCheckout: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const panel = canvas.getByRole('region', { name: 'Your Cart' });
    await expect(within(panel).getByText('Home Delivery')).toBeVisible();
    // One group per product, one line per size: Hazelnut Latte in Regular and Large.
    await expect(within(panel).getAllByText('Hazelnut Latte')).toHaveLength(1);
    await expect(within(panel).getByText('Regular')).toBeVisible();
    await expect(within(panel).getByText('Large')).toBeVisible();
    await expect(within(panel).getByText('× 2')).toBeVisible();
    await expect(within(panel).getByText('IDR 90.000')).toBeVisible();
    await expect(within(panel).getByText('250 g')).toBeVisible();
    await expect(within(panel).getByText('IDR 155.000')).toBeVisible();
    await expect(within(panel).getByText('IDR 180.500')).toBeVisible();
    // The same row names as the payment page's Order Summary (docs/product.md#customer-screens).
    const rowNames = Array.from(panel.querySelectorAll('dt'), (term) => term.textContent);
    await expect(rowNames).toEqual(['SUBTOTAL', 'TAX & FEES', 'SHIPPING', 'TOTAL']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

/** One latte in one size, twice: two lines, told apart by their choices and the note under each. */
export const WithChoices: Story = {
  args: {
    method: 'take away',
    items: [
      {
        key: '1:L:12,22,31:extra hot',
        productId: 1,
        name: 'Hazelnut Latte',
        image: '',
        categoryId: 1,
        size: 'L',
        qty: 2,
        unitPrice: 59000,
        total: 118000,
        options: [12, 22, 31],
        note: 'extra hot',
        summary: 'Oat, Less sugar, +1 shot',
      },
      {
        key: '1:L:11,21:',
        productId: 1,
        name: 'Hazelnut Latte',
        image: '',
        categoryId: 1,
        size: 'L',
        qty: 1,
        unitPrice: 45000,
        total: 45000,
        options: [11, 21],
        summary: 'Whole milk, Normal sugar',
      },
    ],
    totals: { subtotal: 163000, taxFee: 16300, shipping: 0, total: 179300 },
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Your Cart' });
    await expect(within(panel).getAllByText('Large')).toHaveLength(2);
    await expect(within(panel).getByText('Oat, Less sugar, +1 shot')).toBeVisible();
    await expect(within(panel).getByText(/extra hot/)).toBeVisible();
    await expect(within(panel).getByText('Whole milk, Normal sugar')).toBeVisible();
    await expect(within(panel).getByText('IDR 118.000')).toBeVisible();
  },
};

/** With a Clear button (docs/product.md#carts-and-checkout: the reset of one delivery method's cart). */
export const Clearable: Story = {
  args: { onClear: fn() },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** Nothing to clear: an empty cart offers no Clear button. */
export const ClearableEmpty: Story = {
  // Looks exactly like Empty, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { onClear: fn(), items: [], totals: { subtotal: 0, taxFee: 0, shipping: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Clear cart' })).toBeNull();
  },
};

export const KeyboardCheckout: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Checkout' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const DineIn: Story = {
  args: { method: 'dine in', totals: sampleDineInTotals },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dine In')).toBeVisible();
    await expect(canvas.getByText('SHIPPING').nextElementSibling).toHaveTextContent('IDR 0');
  },
};

export const Empty: Story = {
  args: { items: [], totals: { subtotal: 0, taxFee: 0, shipping: 0, total: 0 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Checkout' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const CheckoutPending: Story = {
  args: { isCheckoutPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Checkout/ });
    await expect(within(button).getByRole('status', { name: 'Checking out' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** Offline: Checkout is disabled and described by the note beside it; the cart stays as it was. */
export const CheckoutDisabled: Story = {
  args: { isCheckoutDisabled: true, checkoutNoteId: 'checkout-offline-note' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <OfflineOrderingNote id="checkout-offline-note" className="mt-2" />
      </>
    ),
  ],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Checkout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(CONNECTIVITY.offlineOrdering);
    await expect(canvas.getByText('IDR 180.500')).toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

const longCart = {
  ...sampleCart,
  lines: sampleCart.lines.map((line, index) =>
    index === 0 ? { ...line, name: 'Iced Hazelnut Latte with Oat Milk, Extra Shot and Brown Sugar Syrup' } : line,
  ),
};

export const LongText: Story = {
  args: { items: cartItems(longCart), totals: cartTotals(longCart, 'home delivery', DEFAULT_PRICE_RATES) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Iced Hazelnut Latte with Oat Milk/)).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
