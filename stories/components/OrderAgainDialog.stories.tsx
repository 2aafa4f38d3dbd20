import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrderAgainDialog } from '../../src/components/OrderAgainDialog';
import type { Cart } from '../../src/domain/cart';
import { planReorder, type ReorderInputLine, type ReorderProduct } from '../../src/domain/reorder';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/*
 * Plans come from the domain's own planReorder, so each story shows what the app would show for
 * that old order, that menu and that cart.
 */
const product = (productId: number, name: string, facts: Partial<ReorderProduct> = {}): ReorderProduct => ({
  productId,
  name,
  image: '',
  price: 28000,
  categoryId: 1,
  sizes: ['R', 'L', 'XL'],
  stock: 100,
  methods: ['dine in', 'home delivery', 'take away'],
  ...facts,
});
const caramel = product(1, 'Caramel Latte', { stock: 3 });
const mocha = product(2, 'Hazelnut Mocha', { stock: 0 });
const cappuccino = product(3, 'Cappuccino', { sizes: ['R', 'L'] });
const icedTea = product(4, 'Iced Lemon Tea', { categoryId: 2, methods: ['dine in'] });
const americano = product(5, 'Americano');
const bread = product(6, 'Banana Bread', { categoryId: 3, sizes: ['250', '500'] });
const menu = [caramel, mocha, cappuccino, icedTea, americano, bread];
const cartProduct = ({ productId, name, image, price, categoryId }: ReorderProduct) => ({
  productId,
  name,
  image,
  price,
  categoryId,
});
const cartWith97Americanos: Cart = { deliveryTime: '', lines: [{ ...cartProduct(americano), quantities: { R: 97 } }] };
const line = (productId: number, name: string, size: string, qty: number): ReorderInputLine => ({
  productId,
  name,
  size,
  qty,
});

/** Every kind of change in one old take-away order, beside a line that goes in as it was. */
const everyKind = planReorder({
  method: 'take away',
  lines: [
    line(1, 'Caramel Latte', 'L', 5),
    line(2, 'Hazelnut Mocha', 'R', 1),
    line(99, 'Pumpkin Spice Latte', 'L', 2),
    line(3, 'Cappuccino', 'XL', 1),
    line(4, 'Iced Lemon Tea', 'R', 2),
    line(5, 'Americano', 'R', 5),
    line(6, 'Banana Bread', '250', 2),
  ],
  products: menu,
  cart: cartWith97Americanos,
});

const nothingAddable = planReorder({
  method: 'home delivery',
  lines: [
    line(2, 'Hazelnut Mocha', 'L', 2),
    line(99, 'Pumpkin Spice Latte', 'R', 1),
    line(4, 'Iced Lemon Tea', 'L', 1),
  ],
  products: menu,
  cart: { deliveryTime: '', lines: [] },
});

const oneChange = planReorder({
  method: 'dine in',
  lines: [line(1, 'Caramel Latte', 'L', 5), line(6, 'Banana Bread', '500', 1)],
  products: menu,
  cart: { deliveryTime: '', lines: [] },
});

const manyLines = planReorder({
  method: 'dine in',
  lines: Array.from({ length: 16 }, (_, index) =>
    line(100 + index, `Seasonal Special Blend Number ${index + 1} With Oat Milk`, index % 2 ? 'L' : 'R', 1),
  ).concat([line(5, 'Americano', 'R', 2)]),
  products: [americano],
  cart: { deliveryTime: '', lines: [] },
});

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "'Order again' when something changed since the order: what, line by line, and a choice to add the rest or cancel. When none of it can go in, it says why and offers Close.",
  dos: [
    'Build the plan in the domain (planReorder) and pass it in.',
    "Put the additions in the cart of the plan's method in onAdd.",
  ],
  donts: [
    "Don't open it when nothing changed: add to the cart straight away.",
    "Don't add anything when it is cancelled (Cancel, Close or Escape).",
  ],
  keyboard: [
    { key: '(on open)', does: "Focus moves to 'Add the rest to the cart' (or Close)." },
    { key: 'Tab / Shift+Tab', does: 'Moves between the buttons; focus stays in the dialog.' },
    { key: 'Enter or Space', does: 'Presses the focused button.' },
    { key: 'Escape', does: 'Cancels; nothing goes in the cart.' },
  ],
  screenReader: [
    {
      part: 'Dialog',
      role: 'alertdialog "Some items have changed" / "Nothing can be added"',
      announced: 'The title and the whole explanation at once.',
    },
    { part: 'Changes', role: 'list', announced: 'Each changed line and what changed.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/OrderAgainDialog',
  tags: ['status:beta'],
  component: OrderAgainDialog,
  args: { isOpen: true, plan: everyKind, onAdd: fn(), onCancel: fn() },
  // Each story in its own frame on the docs page, so the open popups do not cover one another.
  parameters: { guide, layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof OrderAgainDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const changeTexts = async (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const EveryKindOfChange: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await expect(await changeTexts(dialog)).toEqual([
      'Caramel Latte, L — only 3 left, 3 added',
      'Hazelnut Mocha, R — sold out',
      'Pumpkin Spice Latte, L — no longer on the menu',
      'Cappuccino, XL — no longer offered in XL (now R and L)',
      'Iced Lemon Tea, R — no longer sold for Pick Up (now Dine In only)',
      'Americano, R — at most 99 in one size per cart (97 already in your cart), 2 added',
    ]);
    // The unchanged bread is not listed, but counted: 3 lattes, 2 americanos and 2 breads.
    await expect(dialog).toHaveTextContent('Adding the rest puts 7 items in your Pick Up cart.');
    await expect(screen.getByRole('button', { name: 'Add the rest to the cart' })).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const OneChange: Story = {
  args: { plan: oneChange },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await expect(await changeTexts(dialog)).toEqual(['Caramel Latte, L — only 3 left, 3 added']);
    await expect(dialog).toHaveTextContent('Adding the rest puts 4 items in your Dine In cart.');
  },
};

/** A latte ordered with oat milk, now that oat is sold out and almond gone; the americano goes in as it was. */
const oatLatte = product(7, 'Oat Latte', {
  groups: [
    {
      id: 1,
      name: 'Milk',
      min: 1,
      max: 1,
      choices: [
        { id: 11, name: 'Whole milk', price: 0, isDefault: true, isSoldOut: false },
        { id: 12, name: 'Oat', price: 8000, isDefault: false, isSoldOut: true },
      ],
    },
  ],
});
const choicesChanged = planReorder({
  method: 'dine in',
  lines: [
    { ...line(7, 'Oat Latte', 'L', 1), options: [{ group: 'Milk', name: 'Oat' }] },
    { ...line(7, 'Oat Latte', 'R', 1), options: [{ group: 'Milk', name: 'Almond' }] },
    line(5, 'Americano', 'R', 1),
  ],
  products: [oatLatte, americano],
  cart: { deliveryTime: '', lines: [] },
});

/** A choice sold out or gone is listed the way a sold-out product is, naming the choice. */
export const ChoiceSoldOut: Story = {
  args: { plan: choicesChanged },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await expect(await changeTexts(dialog)).toEqual([
      'Oat Latte, L — Oat is sold out',
      'Oat Latte, R — Almond is no longer offered',
    ]);
    await expect(dialog).toHaveTextContent('Adding the rest puts 1 item in your Dine In cart.');
  },
};

export const NothingCanBeAdded: Story = {
  args: { plan: nothingAddable },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Nothing can be added' });
    await expect(dialog).toHaveTextContent('None of this order can go in your Home Delivery cart now:');
    await expect(await changeTexts(dialog)).toEqual([
      'Hazelnut Mocha, L — sold out',
      'Pumpkin Spice Latte, R — no longer on the menu',
      'Iced Lemon Tea, L — no longer sold for Home Delivery (now Dine In only)',
    ]);
    // Only a way out: nothing to add, so no "Add" to press.
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const ManyLines: Story = {
  args: { plan: manyLines },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(16);
    await expectToWrapWithin(dialog);
    // The popup scrolls inside the window: its buttons are reachable at the end.
    const add = within(dialog).getByRole('button', { name: 'Add the rest to the cart' });
    add.scrollIntoView();
    await expect(add).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expectToWrapWithin(dialog);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const NothingCanBeAddedOnAPhone: Story = {
  args: { plan: nothingAddable },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Nothing can be added' });
    await expectToWrapWithin(dialog);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const AddTheRest: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Some items have changed' });
    await userEvent.click(screen.getByRole('button', { name: 'Add the rest to the cart' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith({
      method: 'take away',
      additions: [
        { product: cartProduct(caramel), size: 'L', amount: 3, options: [], note: '' },
        { product: cartProduct(americano), size: 'R', amount: 2, options: [], note: '' },
        { product: cartProduct(bread), size: '250', amount: 2, options: [], note: '' },
      ],
    });
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const AddTheRestByKeyboard: Story = {
  tags: ['interaction'],
  args: { plan: oneChange },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    // Focus starts on "Add the rest to the cart": Enter adds.
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith({
      method: 'dine in',
      additions: [
        { product: cartProduct(caramel), size: 'L', amount: 3, options: [], note: '' },
        { product: cartProduct(bread), size: '500', amount: 1, options: [], note: '' },
      ],
    });
  },
};

export const CancelAddsNothing: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const CloseWhenNothingCanBeAdded: Story = {
  tags: ['interaction'],
  args: { plan: nothingAddable },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Nothing can be added' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
