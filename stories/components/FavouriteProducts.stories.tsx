import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteProducts } from '../../src/components/FavouriteProducts';
import { favourites, longFavourites } from '../fixtures/landing';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The landing's 'Here is People’s Favorite': cards with a picture, an IDR price, a line about the product and an 'Order Now' link each.",
  dos: [
    'Show only products and prices that are on the menu.',
    'Point orderHref where the visitor can order (sign-up on the landing).',
  ],
  donts: [
    "Don't give the pictures alternative text that repeats the heading: they are decorative.",
    "Don't use it inside the catalogue: use ProductGrid.",
  ],
  keyboard: [
    { key: 'Tab', does: "Moves from one card's Order Now link to the next." },
    { key: 'Enter', does: 'Follows the focused Order Now link.' },
  ],
  screenReader: [
    { part: 'Section', role: 'region named by its heading', announced: "'Here is People’s Favorite'." },
    { part: 'Cards', role: 'list', announced: "How many favourites; each card's heading is the product name." },
    {
      part: 'Order Now',
      role: 'link "Order Now …"',
      announced: 'Starts with the visible words and adds the product, so a links list still makes sense.',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/FavouriteProducts',
  tags: ['status:stable'],
  component: FavouriteProducts,
  parameters: { guide },
  args: { products: favourites, orderHref: '/auth/signup', status: 'ready' },
} satisfies Meta<typeof FavouriteProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Here is People’s Favorite$/);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const expected = [
      ['Hazelnut Latte', 'IDR 40.000'],
      ['Pinky Promise', 'IDR 30.000'],
      ['Chicken Wings', 'IDR 25.000'],
    ] as const;
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      expected.map(([name]) => name),
    );
    for (const [index, [name, price]] of expected.entries()) {
      const card = within(canvas.getByRole('heading', { level: 3, name }).closest('li') ?? document.body);
      await expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(new RegExp(`^${name}$`));
      await expect(card.getByText(price)).toBeVisible();
      const link = card.getByRole('link', { name: `Order Now ${name}` });
      // Each card leads to its own product, never to a plain list.
      await expect(link).toHaveAttribute('href', `/cust/product-d?id=${index + 1}`);
      await expect(link).toHaveTextContent(`Order Now ${name}`);
    }
  },
};

/** Each card's link is reached in turn with Tab. */
export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Order Now Hazelnut Latte' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Order Now Pinky Promise' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Order Now Chicken Wings' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    products: longFavourites,
    title: 'Here is People’s Favorite, Picked by Thousands of Regulars Every Week',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 1.250.000')).toBeVisible();
    await expect(canvas.getByText('IDR 250.000')).toBeVisible();
    const name = canvas.getByRole('heading', { name: 'Double Shot Salted Caramel Hazelnut Latte with Oat Milk' });
    const card = name.closest('li');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((card) => card.getBoundingClientRect());
    // One card per row on phones.
    await expect(second?.top).toBeGreaterThan((first?.bottom ?? Infinity) - 1);
    await expect(
      canvas.getByRole('link', { name: 'Order Now Pinky Promise' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(24);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** Card-shaped placeholders while the menu answers, announced once. */
export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading favourites');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The menu did not answer: a message and a way to try again. */
export const LoadFailed: Story = {
  args: { status: 'error', products: [], onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The favourites could not be loaded.');
    // The state at rest includes its one action, whose button is loaded only when the error shows
    // (on a cold test server the chunk's first transform takes seconds).
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** What pressing does in the load failed state, which rests in its own story. */
export const LoadFailedTryAgain: Story = {
  tags: ['interaction'],
  args: LoadFailed.args,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An empty menu: no favourites section at all, rather than a heading over nothing. */
export const EmptyMenu: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** A product without a photo shows a plain round placeholder, and a card without its own link uses orderHref. */
export const NoPhotoNoOwnLink: Story = {
  args: {
    products: [{ name: 'Kopi Tubruk', price: 18000, image: null, description: 'Ground coffee boiled with sugar.' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Order Now Kopi Tubruk' })).toHaveAttribute('href', '/auth/signup');
  },
};
