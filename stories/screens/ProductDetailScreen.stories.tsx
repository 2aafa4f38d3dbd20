import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CONNECTIVITY } from '../support/connectivityTexts';
import { ProductDetailScreen } from '../../src/screens/ProductDetailScreen';
import { sampleCartCount, sampleCartItems, sampleCartTotals } from '../fixtures/orders';
import {
  coffees,
  detailProductInIndonesian,
  detailProductOf,
  foods,
  latteOptions,
  milkGroup,
} from '../fixtures/products';
import { customerFrame, phone } from './frames';
import { closedOpensWednesday, pausedOutOfMilk } from '../fixtures/shop';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';
import { chooseDateTime, dateTimeSelects, dateTimeValue } from '../support/fields';

const latte = detailProductOf(coffees[0]!);
const emptyCart = { items: [], totals: { subtotal: 0, taxFee: 0, shipping: 0, total: 0 } };

const meta = {
  title: 'Screens/Customer/Product detail',
  component: ProductDetailScreen,
  args: {
    status: 'ready',
    product: latte,
    now: '2026-11-23T14:05',
    cart: emptyCart,
    hasPendingOrder: false,
    onAddToCart: fn(),
    onCheckout: fn(),
    onClearCart: fn(),
    onAskStaff: fn(),
    onRetry: fn(),
  },
  decorators: [customerFrame('products')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToCart: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hazelnut Latte' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
    // The latte is only delivered: the other ways are shown but cannot be chosen.
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'L (Large)' }));
    await expect(canvas.getByText('IDR 45.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(canvas.getByText('IDR 90.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      productId: 1,
      size: 'L',
      amount: 2,
      deliveryMethod: 'home delivery',
      deliveryTime: '',
      options: [],
      note: '',
    });
  },
};

export const PriceFollowsTheTier: Story = {
  tags: ['interaction'],
  args: { product: detailProductOf(foods[0]!) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '500g' }));
    await expect(canvas.getByText('IDR 33.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '300g' }));
    await expect(canvas.getByText('IDR 30.000')).toBeVisible();
  },
};

/**
 * The page opens ready to add: one of the first size, "now", the time field off, and Add to Cart the
 * one accent button (Ask a Staff and Checkout quieter).
 */
export const ReadyToAdd: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'R (Regular)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(dateTimeSelects(canvas, 'Set time').day).toBeDisabled();
    const accents = canvasElement.querySelectorAll('main [data-variant="accent"]');
    await expect([...accents].map((button) => button.textContent)).toEqual(['Add to Cart']);
    // An honest frame: an empty cart has no count, and a signed-in customer sees the shop's footer.
    await expect(canvas.getByRole('link', { name: 'Your Cart' })).not.toHaveTextContent(/\d/);
    await expect(canvas.queryByText('Create an account')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Order history' })).toBeVisible();
  },
};

/** Stepped down to no amount, the specification's refusal; the title says what happened. */
export const NoSizeOrAmount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /decrease/i }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not added to your cart' });
    await expect(dialog).toHaveTextContent('Failed: You must choose one size and input an amount');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const LaterTime: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ deliveryTime: '2026-11-23T14:05' }));
  },
};

export const WithCart: Story = {
  args: { cart: { items: sampleCartItems, totals: sampleCartTotals } },
  parameters: { cartCount: sampleCartCount },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
};

/** What pressing does in the with cart state, which rests in its own story. */
export const WithCartChecksOut: Story = {
  tags: ['interaction'],
  args: WithCart.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledWith({ method: 'home delivery' });
  },
};

export const ClearCart: Story = {
  tags: ['interaction'],
  args: { cart: { items: sampleCartItems, totals: sampleCartTotals } },
  parameters: { cartCount: sampleCartCount },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await expect(args.onClearCart).toHaveBeenCalledWith({ method: 'home delivery' });
  },
};

export const PendingOrderRefused: Story = {
  args: { cart: { items: sampleCartItems, totals: sampleCartTotals }, hasPendingOrder: true },
  parameters: { cartCount: sampleCartCount },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Your must pay your checkout first');
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const EmptyCart: Story = {
  // Looks exactly like ReadyToAdd, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

export const DineInProduct: Story = {
  args: { product: detailProductOf(coffees[1]!) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeDisabled();
  },
};

export const CheckingOut: Story = {
  args: { cart: { items: sampleCartItems, totals: sampleCartTotals }, isCheckoutPending: true },
  parameters: { cartCount: sampleCartCount },
  play: async ({ canvas }) => {
    const checkout = canvas.getByRole('button', { name: /Checkout/ });
    await expectPendingButton(checkout, 'Checking out');
  },
};

/** What pressing does in the checking out state, which rests in its own story. */
export const CheckingOutIgnoresPresses: Story = {
  tags: ['interaction'],
  args: CheckingOut.args,
  play: async ({ canvas, args }) => {
    const checkout = canvas.getByRole('button', { name: /Checkout/ });
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  args: { product: { ...latte, stock: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out for now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.queryByText(/left in stock/)).not.toBeInTheDocument();
  },
};

/** A latte with its choices offered: milk, sugar, extras and a syrup between the size and the amount, each group starting from its default. */
export const ChoicesOffered: Story = {
  args: { product: { ...latte, options: latteOptions } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Milk/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Whole milk/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Almond/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'None' })).toBeChecked();
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** On a 360 px phone the choices stay one column inside the screen, and Add to Cart follows them. */
export const ChoicesOfferedPhoneWidth: Story = {
  args: ChoicesOffered.args,
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const addToCart = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Vanilla/ }).getBoundingClientRect().top).toBeLessThan(
      addToCart.getBoundingClientRect().top,
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The price follows the choices, and Add to Cart raises them with the note. */
export const ChoicesOfferedAddToCart: Story = {
  tags: ['interaction'],
  args: ChoicesOffered.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'L (Large)' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Oat/ }));
    await expect(canvas.getByText('IDR 53.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Less sugar/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /\+1 shot/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Whipped cream/ }));
    // Two extras at most: the third waits until one is unticked.
    await expect(canvas.getByRole('checkbox', { name: /Caramel drizzle/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Vanilla/ }));
    await expect(canvas.getByText('IDR 69.000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(canvas.getByText('IDR 138.000')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note for the barista' }), ' extra hot ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      productId: 1,
      size: 'L',
      amount: 2,
      deliveryMethod: 'home delivery',
      deliveryTime: '',
      options: [12, 22, 31, 32, 41],
      note: 'extra hot',
    });
  },
};

const noDefaultMilk = { ...milkGroup, choices: milkGroup.choices.map((choice) => ({ ...choice, isDefault: false })) };

/** A required group with no default: the page says what Add to Cart waits for, in words. */
export const RequiredChoiceUnmet: Story = {
  args: { product: { ...latte, options: [noDefaultMilk] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose Milk to add this to your cart.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(
      'Choose Milk to add this to your cart.',
    );
  },
};

/** Pressing Add to Cart anyway: refused, and the group says so under its choices. */
export const RequiredChoiceRefused: Story = {
  tags: ['interaction'],
  args: RequiredChoiceUnmet.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not added to your cart' });
    await expect(dialog).toHaveTextContent('Choose Milk first.');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /OK|Close/ }));
    await expect(canvas.getByText('Choose Milk to add this.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Oat/ }));
    await expect(canvas.queryByText('Choose Milk to add this.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ options: [12] }));
  },
};

/** The longest note a line takes: the field stops at 140 characters and counts them. */
export const LongNote: Story = {
  args: ChoicesOffered.args,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Note for the barista' });
    await userEvent.click(field);
    await userEvent.paste(
      'Half the foam, a little extra hot, and please write Happy birthday Sari on the cup. '.repeat(3),
    );
    await expect(field).toHaveValue(
      'Half the foam, a little extra hot, and please write Happy birthday Sari on the cup. '.repeat(3).slice(0, 140),
    );
    await expect(canvas.getByText(/140 of 140 characters/)).toBeVisible();
  },
};

/** Switched sold out by the shop: on the menu, marked so, and it cannot be added. */
export const SwitchedSoldOut: Story = {
  args: { product: { ...latte, options: latteOptions, soldOut: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out for now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', product: null },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the product');
    // The big round photo, and the order card's size, amount, delivery and time, with the two buttons.
    const skeleton = await expectSkeletonShape(canvasElement, 'product-detail');
    await expect(skeletonPieces(skeleton, 'photo')).toHaveLength(1);
    await expect(skeletonPieces(skeleton, 'image')).toHaveLength(3);
    await expect(skeletonPieces(skeleton, 'field')).toHaveLength(3);
    await expect(skeletonPieces(skeleton, 'button')).toHaveLength(2);
  },
};

/** The loading state on a 360 px phone: the photo, the size choices and the fields stay inside the screen. */
export const LoadingOnAPhone: Story = {
  args: { status: 'loading', product: null },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectSkeletonShape(canvasElement, 'product-detail');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const Error: Story = {
  args: { status: 'error', product: null },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** A 404: the product is named as gone, with a way back to the list, and no "check your connection". */
export const NotFound: Story = {
  args: { status: 'notFound', product: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This product is not on the menu any more')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/cust/product');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.queryByText(/check your connection/i)).toBeNull();
  },
};

/** Ready with no product never leaves a blank page: it reads as not found. */
export const ReadyWithoutProduct: Story = {
  // Looks exactly like NotFound, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { status: 'ready', product: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This product is not on the menu any more')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the products' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hazelnut Latte' })).toBeVisible();
    const addToCart = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible();
    // Size, amount, delivery and time come before Add to Cart in the DOM: the order of the eye,
    // the keyboard and the screen reader alike.
    const before = (earlier: Element) =>
      expect(earlier.compareDocumentPosition(addToCart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await before(canvas.getByRole('radio', { name: 'R (Regular)' }));
    await before(canvas.getByRole('button', { name: /increase/i }));
    await before(canvas.getByRole('radio', { name: 'Home Delivery' }));
    await before(dateTimeSelects(canvas, 'Set time').time);
    await expect(canvas.getByRole('radio', { name: 'R (Regular)' }).getBoundingClientRect().top).toBeLessThan(
      addToCart.getBoundingClientRect().top,
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const AddedToCart: Story = {
  args: {
    addedToCart: { text: 'Added 2 × Hazelnut Latte (L) to your Home Delivery cart' },
    onDismissAddedToCart: fn(),
  },
  globals: phone,
  play: async ({ canvas, args }) => {
    // The toast loads with the first add, not with the page.
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Added 2 × Hazelnut Latte (L) to your Home Delivery cart');
    const viewCart = canvas.getByRole('link', { name: 'View cart' });
    await expect(viewCart).toBeVisible();
    await expect(viewCart).toHaveAttribute('href', '/cust/cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissAddedToCart).toHaveBeenCalledTimes(1);
  },
};

export const DeliveryNoteWithProductHours: Story = {
  args: { product: { ...latte, start: '13:00:00', end: '17:00:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery only Monday to Friday, 13:00–19:00')).toBeVisible();
    await expect(canvas.getByText('This product delivers 13:00–17:00')).toBeVisible();
  },
};

export const DeliveryTimeOutsideTheWindow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    // Saturday 10:00 shop time: refused next to the field as soon as it is chosen.
    await chooseDateTime(canvas, 'Set time', '2026-11-28T10:00');
    await expect(dateTimeSelects(canvas, 'Set time').time).toHaveAccessibleDescription(
      /Delivery only Monday to Friday, 13:00–19:00/,
    );
    // And again at Add to Cart, which adds nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not added to your cart' });
    await expect(dialog).toHaveTextContent('Delivery only Monday to Friday, 13:00–19:00');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

const visitor = {
  loginHref: '/auth/login?next=%2Fcust%2Fproduct-d%3Fid%3D1',
  signupHref: '/auth/signup?next=%2Fcust%2Fproduct-d%3Fid%3D1',
};

/** A visitor on the menu: the product, its price and its choices, and no cart (it needs an account). */
export const Visitor: Story = {
  args: { product: { ...latte, options: latteOptions }, visitor },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Milk/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Your Cart' })).not.toBeInTheDocument();
  },
};

/** A visitor's Add to Cart: the line is raised (the app keeps it) and the dialog offers the ways in. */
export const VisitorAddToCart: Story = {
  tags: ['interaction'],
  args: Visitor.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'L (Large)' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Oat/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ size: 'L', options: [12, 21] }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to order' });
    await expect(dialog).toHaveTextContent('1 × Hazelnut Latte (Large) waits for you');
    await expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', visitor.signupHref);
  },
};

/** A time earlier than now is not offered: today's times start at now, then go by quarter hours. */
export const OnlyLaterTimesToday: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    // Monday 23 November 2026 at 14:05 is "now": that day's 13:30 has passed and is not on the list.
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toHaveDisplayValue('Today');
    const times = [...time.options].map((option) => option.value);
    await expect(times.slice(0, 2)).toEqual(['14:05', '14:15']);
    await expect(times).not.toContain('13:30');
  },
};

/** A drink sold to stay, to go and delivered: all three offered, the first chosen to start with. */
export const ThreeWaysToGetIt: Story = {
  args: { product: { ...latte, methods: ['dine in', 'home delivery', 'take away'] } },
  play: async ({ canvas }) => {
    for (const name of ['Dine In', 'Home Delivery', 'Pick Up']) {
      await expect(canvas.getByRole('radio', { name })).toBeEnabled();
    }
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeChecked();
  },
};

/** Choosing Pick Up tells the page (whose cart it shows) and the line goes to the Pick Up cart. */
export const ThreeWaysChoosePickUp: Story = {
  tags: ['interaction'],
  args: { ...ThreeWaysToGetIt.args, onDeliveryMethodChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pick Up' }));
    await expect(args.onDeliveryMethodChange).toHaveBeenCalledWith({ method: 'take away' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ deliveryMethod: 'take away' }));
  },
};

export const HomeDeliveryNowOutsideTheWindow: Story = {
  // Saturday morning: "now" is no time for a home delivery, so the add is refused at once, not at checkout.
  args: { now: '2026-11-28T10:00' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not added to your cart' });
    await expect(dialog).toHaveTextContent('Delivery only Monday to Friday, 13:00–19:00');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const TakeAwayHasNoDeliveryNote: Story = {
  tags: ['interaction'],
  args: { product: coffees.map(detailProductOf).find((product) => product.methods.includes('take away'))! },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Pick Up' })).toBeChecked();
    await expect(canvas.queryByText('Delivery only Monday to Friday, 13:00–19:00')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/This product delivers/)).not.toBeInTheDocument();
    // A Saturday pick-up inside the product's hours is fine: the shop's delivery window is not for pick up.
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await chooseDateTime(canvas, 'Set time', '2026-11-28T14:00');
    await expect(canvas.queryByText(/^Failed:/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ deliveryMethod: 'take away', deliveryTime: '2026-11-28T14:00' }),
    );
  },
};

export const DineInHasNoDeliveryNote: Story = {
  // Looks exactly like DineInProduct, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { product: detailProductOf(coffees[1]!) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeChecked();
    await expect(canvas.queryByText('Delivery only Monday to Friday, 13:00–19:00')).not.toBeInTheDocument();
  },
};

/** No network: the product shows from the phone's cache; adding and checking out wait, and say why. */
export const Offline: Story = {
  args: { isOffline: true, cart: { items: sampleCartItems, totals: sampleCartTotals } },
  parameters: { cartCount: sampleCartCount },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: latte.name })).toBeVisible();
    await expect(canvas.getByText(CONNECTIVITY.offlineOrdering)).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(CONNECTIVITY.offlineOrdering);
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(CONNECTIVITY.offlineOrdering);
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
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

/** Asked a barista about this product: the question waits under the buttons (docs/product.md, "Help calls"). */
export const HelpCallSent: Story = {
  args: {
    help: {
      call: { id: 7, topic: 'allergens', message: 'Is there nut in it?', reply: null },
      dialog: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent — a barista will answer here')).toBeVisible();
  },
};

export const HelpCallAnswered: Story = {
  args: {
    help: {
      call: { id: 7, topic: 'allergens', message: 'Is there nut in it?', reply: 'No nuts: only milk and espresso.' },
      dialog: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A barista answered')).toBeVisible();
    await expect(canvas.getByText('No nuts: only milk and espresso.')).toBeVisible();
  },
};

export const AsksAStaff: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a Staff' }));
    await expect(args.onAskStaff).toHaveBeenCalledTimes(1);
  },
};

/** On an Indonesian page: the product's Indonesian name and description, as the shop wrote them. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  args: { product: detailProductInIndonesian(coffees[3]!) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Es Kopi Susu Gula Aren' })).toBeVisible();
    await expect(canvas.getByText('Es kopi susu dengan manisnya gula aren.')).toBeVisible();
    await expect(canvas.queryByText('Iced milk coffee sweetened with palm sugar.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeVisible();
  },
};

/** Closed now: the page says until when, and its order button offers to order for later instead. */
export const ShopClosed: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: { shopStatus: closedOpensWednesday },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed · opens Wednesday 07:00');
    await expect(canvas.getByRole('button', { name: 'Closed now: order for later' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  },
};

/** Paused, for a product served only now (dine in): nothing can be added until orders come back. */
export const PausedDineIn: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: { shopStatus: pausedOutOfMilk, product: { ...latte, methods: ['dine in'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Orders paused: Out of milk');
    await expect(canvas.getByRole('button', { name: 'Orders are paused' })).toBeDisabled();
    await expect(canvas.getByText('Dine in is served while the shop is open.')).toBeVisible();
  },
};

/** "Order for later" opens the time at the next opening; then Add to Cart adds for that time. */
export const ClosedOrdersForLater: Story = {
  tags: ['interaction'],
  args: { shopStatus: closedOpensWednesday },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Closed now: order for later' }));
    await expect(dateTimeValue(canvas, 'Set time')).toBe('2026-11-25T07:00');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('button', { name: 'Closed now: order for later' })).toBeVisible();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};
