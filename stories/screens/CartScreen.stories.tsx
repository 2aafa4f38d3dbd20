import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CONNECTIVITY } from '../support/connectivityTexts';
import {
  CartScreen,
  type CartLineView,
  type CartScreenProps,
  type CartSectionView,
  type ChoicesEditView,
} from '../../src/screens/CartScreen';
import { cartReducer, emptyCartState, type CartProduct } from '../../src/domain/cart';
import type { OptionGroupView } from '../../src/domain/options';
import { cartSections, withChoiceOffers } from '../../app/views/cartView';
import { lineTotalsWithReward } from '../../src/domain/memberCard';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing';
import { cupImage, glassImage } from '../fixtures/images';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
  rest,
} from '../support/expectations';
import { customerFrame, phone } from './frames';
import { pressesTryAgain, restsOnNotFound } from '../support/statusStories';
import { chooseDateTime, dateTimeSelects, dateTimeValue } from '../support/fields';

const dineIn: CartSectionView = {
  method: 'dine in',
  lines: [
    { productId: 1, name: 'Hazelnut Latte', image: cupImage('#8b5a2b'), size: 'R', qty: 2, total: 50000 },
    { productId: 1, name: 'Hazelnut Latte', image: cupImage('#8b5a2b'), size: 'L', qty: 1, total: 30000 },
  ],
  unavailable: [],
  totals: { subtotal: 80000, taxFee: 8000, shipping: 0, total: 88000 },
};

const homeDelivery: CartSectionView = {
  method: 'home delivery',
  // Tuesday 24 November 2026 at 15:00, within the delivery window; "now" is Monday at 14:05.
  deliveryTime: '2026-11-24T15:00',
  lines: [{ productId: 7, name: 'Matcha Iced Tea', image: glassImage('#7ca36b'), size: 'XL', qty: 1, total: 38000 }],
  unavailable: [],
  totals: { subtotal: 38000, taxFee: 3800, shipping: 10000, total: 51800 },
};

const meta = {
  title: 'Screens/Customer/Cart',
  component: CartScreen,
  args: {
    status: 'ready',
    sections: [dineIn, homeDelivery],
    productsHref: '/cust/product',
    onAmountChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    onTimeChange: fn(),
    now: '2026-11-23T14:05',
    onRetry: fn(),
  },
  decorators: [customerFrame('cart')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', sections: [] },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading your cart');
    // A cart section's shape: its lines, its totals and Checkout.
    const skeleton = await expectSkeletonShape(canvasElement, 'cart');
    await expect(skeletonPieces(skeleton, 'item')).toHaveLength(2);
    await expect(skeletonPieces(skeleton, 'button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    // The bar agrees: an empty cart has no count.
    await expect(canvas.getByRole('link', { name: 'Your Cart' })).not.toHaveTextContent(/\d/);
  },
};

export const Error: Story = {
  args: { status: 'error', sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** A 404 from the API (the item is gone or the link is wrong) rests on the not-found note. */
export const NotFound: Story = {
  args: { status: 'notFound', sections: [] },
  play: restsOnNotFound(),
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/cust/product');
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const dine = canvas.getByRole('region', { name: 'Dine In' });
    const home = canvas.getByRole('region', { name: 'Home Delivery' });
    await expect(within(dine).getAllByText('Hazelnut Latte')).toHaveLength(2);
    await expect(within(dine).getByRole('textbox', { name: 'Amount of Hazelnut Latte, Regular' })).toHaveValue('2');
    await expect(within(dine).getByText('IDR 88.000')).toBeVisible();
    await expect(within(home).getByText('Matcha Iced Tea')).toBeVisible();
    await expect(within(home).getByText('IDR 10.000')).toBeVisible();
    await userEvent.click(within(home).getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledWith({ method: 'home delivery' });
    rest(canvasElement);
  },
};

export const ProductGone: Story = {
  args: {
    sections: [{ ...homeDelivery, unavailable: [{ productId: 41, name: 'Chicken Wings' }] }],
    checkoutError: 'A product in this cart is no longer available; remove it and check out the rest.',
  },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText(/is no longer available$/)).toHaveTextContent('Chicken Wings is no longer available');
    await expect(canvas.getByRole('alert')).toHaveTextContent('no longer available');
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chicken Wings' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ method: 'home delivery', productId: 41 });
    rest(canvasElement);
  },
};

/** The shop changed a price since the line went in: the line shows the new one and the note says which. */
export const PriceChanged: Story = {
  args: {
    sections: [homeDelivery],
    priceChanges: [{ productId: 7, name: 'Matcha Iced Tea', was: 28000, now: 30000 }],
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent('The shop changed a price since you added it:');
    await expect(note).toHaveTextContent('Matcha Iced Tea is now IDR 30.000 (was IDR 28.000)');
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

export const CheckingOut: Story = {
  args: { checkingOut: 'dine in' },
  play: async ({ canvas, args, canvasElement }) => {
    const dine = canvas.getByRole('region', { name: 'Dine In' });
    const home = canvas.getByRole('region', { name: 'Home Delivery' });
    const busy = within(dine).getByRole('button', { name: /Checkout/ });
    await expectPendingButton(busy, 'Checking out');
    await userEvent.click(busy);
    await expect(within(home).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(args.onCheckout).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ChangesAnAmountAndRemovesALine: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const dine = canvas.getByRole('region', { name: 'Dine In' });
    await userEvent.click(within(dine).getByRole('button', { name: /increase.*Hazelnut Latte, Regular/i }));
    await expect(args.onAmountChange).toHaveBeenCalledWith({
      method: 'dine in',
      productId: 1,
      size: 'R',
      amount: 3,
    });
    await userEvent.click(within(dine).getByRole('button', { name: /Remove Hazelnut Latte, Large/ }));
    await expect(args.onRemove).toHaveBeenCalledWith({ method: 'dine in', productId: 1, size: 'L' });
  },
};

const customised: CartSectionView = {
  method: 'take away',
  lines: [
    {
      key: '1:L:12,22,31:extra hot',
      productId: 1,
      name: 'Hazelnut Latte',
      image: cupImage('#8b5a2b'),
      size: 'L',
      qty: 2,
      total: 118000,
      options: [12, 22, 31],
      note: 'extra hot',
      summary: 'Oat, Less sugar, +1 shot',
    },
    {
      key: '1:L:11,21:',
      productId: 1,
      name: 'Hazelnut Latte',
      image: cupImage('#8b5a2b'),
      size: 'L',
      qty: 1,
      total: 45000,
      options: [11, 21],
      summary: 'Whole milk, Normal sugar',
    },
  ],
  unavailable: [],
  totals: { subtotal: 163000, taxFee: 16300, shipping: 0, total: 179300 },
};

/** The same latte with other choices is another line; each shows its choices and note under the name. */
export const WithChoices: Story = {
  args: { sections: [customised] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oat, Less sugar, +1 shot')).toBeVisible();
    await expect(canvas.getByText('Note: extra hot')).toBeVisible();
    await expect(canvas.getByText('Whole milk, Normal sugar')).toBeVisible();
  },
};

/** A change names the line's choices, so only that line changes. */
export const WithChoicesChangesOneLine: Story = {
  tags: ['interaction'],
  args: WithChoices.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /increase.*Large, Oat, Less sugar/i }));
    await expect(args.onAmountChange).toHaveBeenCalledWith({
      method: 'take away',
      productId: 1,
      size: 'L',
      amount: 3,
      options: [12, 22, 31],
      note: 'extra hot',
    });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Hazelnut Latte, Large, Whole milk, Normal sugar' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith({
      method: 'take away',
      productId: 1,
      size: 'L',
      options: [11, 21],
    });
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  // A short name, as on the real menu: its stepper fits beside it unless the name keeps a width of its own.
  args: {
    sections: [
      {
        ...dineIn,
        lines: [{ productId: 2, name: 'Espresso', image: cupImage('#5b3a1e'), size: 'R', qty: 1, total: 18000 }],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: 'Checkout' })[0]).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    // The name keeps a readable width: the stepper wraps below it instead of squeezing it to a letter a line.
    const name = canvas.getAllByText('Espresso')[0]!;
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(name.getBoundingClientRect().height).toBeLessThan(60);
  },
};

/** No network: the carts still show and can be changed; checking out waits, and says why. */
export const Offline: Story = {
  args: { isOffline: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(CONNECTIVITY.offlineOrdering)).toBeVisible();
    const checkouts = canvas.getAllByRole('button', { name: 'Checkout' });
    await expect(checkouts).toHaveLength(2);
    for (const checkout of checkouts) {
      await expect(checkout).toBeDisabled();
      await expect(checkout).toHaveAccessibleDescription(CONNECTIVITY.offlineOrdering);
    }
    await userEvent.click(checkouts[0]!);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const OfflinePhoneWidth: Story = {
  args: { isOffline: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CONNECTIVITY.offlineOrdering)).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The carts in Bahasa Indonesia (the toolbar's language): the method, sizes, totals and rupiah as `Rp`. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Keranjangmu' })).toBeVisible();
    const dine = canvas.getByRole('region', { name: 'Makan di Tempat' });
    await expect(within(dine).getByRole('textbox', { name: 'Jumlah Hazelnut Latte, Reguler' })).toHaveValue('2');
    await expect(within(dine).getByRole('button', { name: 'Hapus Hazelnut Latte, Besar' })).toBeVisible();
    await expect(within(dine).getByText('Rp88.000')).toBeVisible();
    await expect(within(dine).getByText('PAJAK & BIAYA')).toBeVisible();
  },
};

/** A cart's time kept from earlier that has passed since: said beside the field before checkout refuses it. */
export const TimePassed: Story = {
  args: { sections: [{ ...homeDelivery, deliveryTime: '2026-11-23T13:00' }] },
  play: async ({ canvas }) => {
    await expect(dateTimeValue(canvas, 'Set time')).toBe('2026-11-23T13:00');
    await expect(dateTimeSelects(canvas, 'Set time').time).toHaveAccessibleDescription(
      /That time has passed: choose a later time, or now/,
    );
  },
};

/** The time is changed in the cart: a Saturday is refused beside the field, a weekday kept, "now" too. */
export const ChangesTheTime: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const delivery = canvas.getByRole('region', { name: 'Home Delivery' });
    const scope = within(delivery);
    await expect(dateTimeValue(scope, 'Set time')).toBe('2026-11-24T15:00');
    await chooseDateTime(scope, 'Set time', '2026-11-28T15:00');
    await expect(dateTimeSelects(scope, 'Set time').time).toHaveAccessibleDescription(
      /Delivery only Monday to Friday, 13:00–19:00/,
    );
    await expect(args.onTimeChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ deliveryTime: '2026-11-28T15:00' }),
    );
    await chooseDateTime(scope, 'Set time', '2026-11-25T16:30');
    await expect(args.onTimeChange).toHaveBeenLastCalledWith({
      method: 'home delivery',
      deliveryTime: '2026-11-25T16:30',
    });
    await userEvent.click(within(delivery).getByRole('radio', { name: 'Yes' }));
    await expect(args.onTimeChange).toHaveBeenLastCalledWith({ method: 'home delivery', deliveryTime: '' });
    // Dine in is served now: its cart has no time to change.
    await expect(
      within(canvas.getByRole('region', { name: 'Dine In' })).queryByRole('group', { name: 'Set time' }),
    ).toBeNull();
  },
};

/** The checkout was refused (409 SHOP_CLOSED): the server's words at the top, and how to order ahead. */
export const ShopClosedAtCheckout: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: { closedNotice: 'We are closed now. We open again at 07:00.' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Your order was not placed');
    await expect(notice).toHaveTextContent('We are closed now. We open again at 07:00.');
    await expect(notice).toHaveTextContent('Set a later time on a cart to order ahead, then check out.');
  },
};

/** A member's cart: one Regular latte, a Regular tea and a Large latte; ten points to spend on one drink. */
const memberLines: (CartLineView & { key: string })[] = [
  {
    key: '1:R::',
    productId: 1,
    name: 'Hazelnut Latte',
    image: cupImage('#8b5a2b'),
    size: 'R',
    qty: 1,
    total: 25000,
    categoryId: 1,
  },
  {
    key: '21:R::',
    productId: 21,
    name: 'Pinky Promise',
    image: glassImage('#e88fa5'),
    size: 'R',
    qty: 1,
    total: 30000,
    categoryId: 2,
  },
  {
    key: '1:L::',
    productId: 1,
    name: 'Hazelnut Latte',
    image: cupImage('#8b5a2b'),
    size: 'L',
    qty: 1,
    total: 30000,
    categoryId: 1,
  },
];

/** The section as the app prices it: the free line's total counts as 0 (`lineTotalsWithReward`). */
const memberSection = (rewardKey: string | null): CartSectionView => ({
  method: 'dine in',
  lines: memberLines,
  unavailable: [],
  totals: orderTotals(lineTotalsWithReward(memberLines, rewardKey), 'dine in', DEFAULT_PRICE_RATES),
});

/** The Regular latte is the free drink: it reads free, the totals leave it out, the tea waits. */
export const RewardChosen: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: {
    sections: [memberSection('1:R::')],
    reward: { points: 12, chosen: { method: 'dine in', lineKey: '1:R::' }, onChoose: fn() },
  },
  play: async ({ canvas }) => {
    const free = canvas.getByRole('checkbox', { name: 'Use 10 points: make this free (Hazelnut Latte, Regular)' });
    await expect(free).toBeChecked();
    await expect(canvas.getByText('Free drink (10 points)')).toBeVisible();
    await expect(free.closest('li')).toHaveTextContent('Free drink (10 points)Freeinstead of IDR 25.000');
    const tea = canvas.getByRole('checkbox', { name: /Pinky Promise, Regular/ });
    await expect(tea).toBeDisabled();
    await expect(tea).toHaveAccessibleDescription(/Your free drink is on another line/);
    // A Large is not a free drink: its line offers nothing.
    await expect(canvas.queryByRole('checkbox', { name: /Hazelnut Latte, Large/ })).not.toBeInTheDocument();
    // Subtotal of the tea and the Large latte only: 60.000, 10 % tax, 66.000.
    await expect(canvas.getByText('IDR 60.000')).toBeVisible();
    await expect(canvas.getByText('IDR 66.000')).toBeVisible();
  },
};

/** Ticking an eligible line chooses it; unticking the chosen one gives the points back to the cart. */
export const ChoosesTheFreeDrink: Story = {
  tags: ['interaction'],
  args: {
    sections: [memberSection(null)],
    reward: { points: 12, chosen: null, onChoose: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('IDR 93.500')).toBeVisible();
    const tea = canvas.getByRole('checkbox', { name: /Pinky Promise, Regular/ });
    await expect(tea).toBeEnabled();
    tea.focus();
    await userEvent.keyboard(' ');
    await expect(args.reward!.onChoose).toHaveBeenCalledWith({ method: 'dine in', lineKey: '21:R::' });
  },
};

/*
 * Changing a line's choices from the cart (docs/product.md, "Customisations"): a Caffe Latte with its
 * milk (required), sugar (optional) and extra shots, as the demo shop offers them; soy is sold out.
 */
const latteGroups: OptionGroupView[] = [
  {
    id: 1,
    name: 'Milk',
    min: 1,
    max: 1,
    choices: [
      { id: 11, name: 'Whole milk', price: 0, isDefault: true, isSoldOut: false },
      { id: 12, name: 'Oat', price: 8000, isDefault: false, isSoldOut: false },
      { id: 13, name: 'Almond', price: 9000, isDefault: false, isSoldOut: false },
      { id: 14, name: 'Soy', price: 7000, isDefault: false, isSoldOut: true },
    ],
  },
  {
    id: 2,
    name: 'Sugar',
    min: 0,
    max: 1,
    choices: [
      { id: 21, name: 'Normal sugar', price: 0, isDefault: true, isSoldOut: false },
      { id: 22, name: 'Less sugar', price: 0, isDefault: false, isSoldOut: false },
    ],
  },
  {
    id: 3,
    name: 'Extra shot',
    min: 0,
    max: 2,
    choices: [
      { id: 31, name: '+1 shot', price: 5000, isDefault: false, isSoldOut: false },
      { id: 32, name: 'Decaf shot', price: 5000, isDefault: false, isSoldOut: false },
    ],
  },
];
const caffeLatte: CartProduct = {
  productId: 3,
  name: 'Caffe Latte',
  image: cupImage('#a0703c'),
  price: 28000,
  categoryId: 1,
  groups: latteGroups,
};
const latteOffer = { id: 3, price: 28000, categoryId: 1 as const, sizes: ['R' as const, 'L' as const, 'XL' as const] };

/** The cart page's sections as the app makes them from the carts (app/views/cartView.ts). */
const choicesSections = (state: ReturnType<typeof emptyCartState>) =>
  withChoiceOffers(cartSections(state, new Set(), DEFAULT_PRICE_RATES), [
    {
      ...latteOffer,
      name: 'Caffe Latte',
      description: '',
      image: null,
      stock: 20,
      methods: ['take away'],
      options: latteGroups,
    },
  ]);

/** Two Regular oat lattes to pick up: the line whose milk changes. */
const oatLatteCart = cartReducer(emptyCartState(), {
  type: 'add',
  method: 'take away',
  product: caffeLatte,
  size: 'R',
  amount: 2,
  options: [12, 21],
});
const OAT_KEY = '3:R:12,21:';
const editingOat: ChoicesEditView = { method: 'take away', lineKey: OAT_KEY };

/**
 * The page as the app runs it: Change opens the dialog, Save changes the line through the domain's
 * reducer (as the carts store does once the server kept it), Cancel closes it.
 */
function ChangingChoices(args: CartScreenProps & { start: typeof oatLatteCart }) {
  const [state, setState] = useState(args.start);
  const [editing, setEditing] = useState<ChoicesEditView | null>(null);
  return (
    <CartScreen
      {...args}
      sections={choicesSections(state)}
      choicesEdit={editing}
      onEditChoices={(request) => {
        args.onEditChoices?.(request);
        setEditing(request);
      }}
      onCloseChoices={() => setEditing(null)}
      onSaveChoices={(change) => {
        args.onSaveChoices?.(change);
        setState((current) => cartReducer(current, { type: 'changeChoices', ...change }));
        setEditing(null);
      }}
    />
  );
}

/** The Change dialog open on the oat latte: its choices as the line has them, the line's price, Save. */
export const EditingChoices: Story = {
  args: { sections: choicesSections(oatLatteCart), choicesEdit: editingOat, onSaveChoices: fn(), onCloseChoices: fn() },
  play: async () => {
    // The dialog is drawn again once its portal settles: wait for the one that stays, then read it.
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Change Caffe Latte' })).getByText('IDR 72.000')).toBeVisible(),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Change Caffe Latte' }));
    await expect(dialog.getByRole('radio', { name: /^Oat/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^Normal sugar/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Regular/ })).toBeChecked();
    // A sold-out milk cannot be chosen.
    await expect(dialog.getByRole('radio', { name: /^Soy/ })).toBeDisabled();
    // Two Regular oat lattes: (28.000 + 8.000) × 2.
    await expect(dialog.getByText('2 × Regular')).toBeVisible();
    await expect(dialog.getByText('IDR 72.000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** At a phone's width the dialog fits, and Save is reached by scrolling it. */
export const EditingChoicesPhoneWidth: Story = {
  // The picture would be EditingChoices' 360 px one (docs/decisions/0028).
  tags: ['no-picture'],
  globals: phone,
  args: EditingChoices.args,
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Change Caffe Latte' });
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.scrollIntoView();
    const { bottom, right } = save.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(right).toBeLessThanOrEqual(360);
  },
};

/** The server refused the change (almond sold out meanwhile): its words in the dialog, the line as it was. */
export const ChoicesRefused: Story = {
  // A pictured state (EditingChoices) with one part in another state: one picture (docs/decisions/0028).
  tags: ['variant'],
  args: {
    ...EditingChoices.args,
    choicesEdit: {
      ...editingOat,
      serverError: 'Take away cart, line 1: Almond (Milk) is sold out: choose another Milk for Caffe Latte',
    },
  },
  play: async ({ canvas }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Caffe Latte' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Almond (Milk) is sold out');
    await expect(canvas.getByText('Oat, Normal sugar')).toBeInTheDocument();
  },
};

/** Save pressed: it says it is saving, and nothing in the dialog can change meanwhile. */
export const SavingChoices: Story = {
  tags: ['variant'],
  args: { ...EditingChoices.args, choicesEdit: { ...editingOat, isSaving: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Caffe Latte' }));
    const save = dialog.getByRole('button', { name: /Save/ });
    await expectPendingButton(save, 'Saving');
    await expect(dialog.getByRole('radio', { name: /^Almond/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSaveChoices).not.toHaveBeenCalled();
  },
};

/** Oat to almond from the cart, by keyboard: the line's words and its total follow, focus comes back to Change. */
export const ChangesOatToAlmond: Story = {
  tags: ['interaction'],
  args: { onSaveChoices: fn(), onEditChoices: fn() },
  render: (args) => <ChangingChoices {...args} start={oatLatteCart} />,
  play: async ({ canvas, args }) => {
    const section = within(canvas.getByRole('region', { name: 'Pick Up' }));
    await expect(section.getByText('Oat, Normal sugar')).toBeVisible();
    await expect(section.getAllByText('IDR 72.000')[0]).toBeVisible();
    const change = section.getByRole('button', { name: 'Change Caffe Latte, Regular, Oat, Normal sugar' });
    change.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Caffe Latte' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^Almond/ }));
    // The price follows at once: (28.000 + 9.000) × 2.
    await expect(dialog.getByText('IDR 74.000')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveChoices).toHaveBeenCalledWith({
      method: 'take away',
      productId: 3,
      size: 'R',
      options: [12, 21],
      next: { size: 'R', options: [13, 21], note: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(section.getByText('Almond, Normal sugar')).toBeVisible();
    await expect(section.queryByText('Oat, Normal sugar')).not.toBeInTheDocument();
    await expect(section.getAllByText('IDR 74.000')[0]).toBeVisible();
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Change Caffe Latte, Regular, Almond, Normal sugar' })).toHaveFocus(),
    );
  },
};

/** Cancel changes nothing, and focus goes back to the line's Change. */
export const CancelsAChange: Story = {
  tags: ['interaction'],
  args: { onSaveChoices: fn() },
  render: (args) => <ChangingChoices {...args} start={oatLatteCart} />,
  play: async ({ canvas, args }) => {
    const change = canvas.getByRole('button', { name: /^Change Caffe Latte/ });
    await userEvent.click(change);
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Caffe Latte' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^Whole milk/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSaveChoices).not.toHaveBeenCalled();
    await expect(canvas.getByText('Oat, Normal sugar')).toBeVisible();
    await waitFor(() => expect(change).toHaveFocus());
  },
};

/** A line kept before the shop made Milk required, with no milk: Save names the group, as the product page does. */
export const RequiredGroupLeftEmpty: Story = {
  tags: ['interaction'],
  args: {
    sections: choicesSections(
      cartReducer(emptyCartState(), {
        type: 'add',
        method: 'take away',
        product: caffeLatte,
        size: 'L',
        amount: 1,
        options: [22],
      }),
    ),
    choicesEdit: { method: 'take away', lineKey: '3:L:22:' },
    onSaveChoices: fn(),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Caffe Latte' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveChoices).not.toHaveBeenCalled();
    const milk = dialog.getByRole('group', { name: /^Milk/ });
    await expect(milk).toHaveAccessibleDescription(/Choose Milk first\./);
    await userEvent.click(dialog.getByRole('radio', { name: /^Oat/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveChoices).toHaveBeenCalledWith(
      expect.objectContaining({ next: { size: 'L', options: [12, 22], note: '' } }),
    );
  },
};

/** The dialog in Bahasa Indonesia: the longer words fit at a phone's width. */
export const EditingChoicesIndonesian: Story = {
  globals: { locale: 'id' },
  args: EditingChoices.args,
  play: async () => {
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Ubah Caffe Latte' })).getByText('Rp72.000')).toBeVisible(),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Ubah Caffe Latte' }));
    await expect(dialog.getByRole('button', { name: 'Simpan' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeEnabled();
    await expect(dialog.getByText('Rp72.000')).toBeVisible();
  },
};
