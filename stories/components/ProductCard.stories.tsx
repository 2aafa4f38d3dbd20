import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductCard } from '../../src/components/ProductCard';
import { coffees, foods, nonCoffees } from '../fixtures/products';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

const latte = coffees[0]!;

/** The image control offers a few named pictures (a cup, a glass, a plate) instead of a data URI to edit. */
const PICTURES = {
  'Hazelnut Latte (cup)': latte.images,
  'Pinky Promise (glass)': nonCoffees[0]!.images,
  'Chicken Wings (plate)': foods[0]!.images,
  'No photo (placeholder)': null,
} as const;

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'A catalogue card: photo, name and IDR price as one link to the product. Sold out says so beside the price; the card still opens.',
  dos: [
    'Pass href so the card opens in a new tab like any link; pass onOpen to route without a page load.',
    'Mark isSoldOut when the stock is 0.',
  ],
  donts: [
    "Don't put buttons inside the card: the whole card is the link.",
    "Don't hide sold-out products: the card shows when they are back.",
  ],
  keyboard: [
    { key: 'Tab', does: "Focuses the card's link." },
    { key: 'Enter', does: 'Opens the product (onOpen, or follows href).' },
  ],
  screenReader: [
    {
      part: 'Card',
      role: 'link, named by the product name',
      announced: "The name, then the price (and 'Sold out') as its description.",
    },
    { part: 'Photo', role: 'img "Photo of …"', announced: 'Inside the link; named unless imageAlt says otherwise.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/ProductCard',
  tags: ['status:stable'],
  component: ProductCard,
  parameters: { guide },
  args: {
    productId: latte.id,
    name: latte.name,
    price: latte.price,
    image: 'Hazelnut Latte (cup)',
    href: '/cust/product-d?id=1',
  },
  argTypes: {
    image: {
      control: 'select',
      options: Object.keys(PICTURES),
      mapping: PICTURES,
      table: { type: { summary: 'string | null' } },
    },
  },
  decorators: [(Story) => <div className="w-48">{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // One link for the whole card, named by exactly its visible text, the product's name.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'Hazelnut Latte' });
    await expect(link).toHaveAttribute('href', '/cust/product-d?id=1');
    await expect(link).toHaveTextContent(/^Hazelnut Latte$/);
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of Hazelnut Latte' })).toBeVisible();
  },
};

export const OpensOnClick: Story = {
  tags: ['interaction'],
  args: { onOpen: fn() },
  play: async ({ canvas, args }) => {
    // The link covers the whole card: what a pointer meets over the price is the link.
    const link = canvas.getByRole('link', { name: 'Hazelnut Latte' });
    const price = canvas.getByText('IDR 40.000').getBoundingClientRect();
    const hit = document.elementFromPoint(price.x + price.width / 2, price.y + price.height / 2);
    await expect(hit?.closest('a')).toBe(link);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith({ productId: 1 });
  },
};

export const FocusAndOpenByKeyboard: Story = {
  tags: ['interaction'],
  args: { onOpen: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hazelnut Latte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith({ productId: 1 });
  },
};

export const SoldOut: Story = {
  args: { isSoldOut: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Hazelnut Latte' });
    await expect(canvas.getByText('Sold out')).toBeVisible();
    // Still a link: the detail page says when it is back.
    await expect(link).toHaveAttribute('href', '/cust/product-d?id=1');
  },
};

export const NoImage: Story = {
  args: { image: null },
  play: async ({ canvas }) => {
    // The placeholder surface keeps the card's shape; there is no broken image.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Hazelnut Latte' }).closest('[data-product-id]')).not.toHaveAttribute(
      'data-has-image',
    );
  },
};

export const LongName: Story = {
  args: { name: 'Iced Caramel Hazelnut Oat Milk Latte with an Extra Espresso Shot and Palm Sugar Foam' },
  play: async ({ canvas }) => {
    // Clamped to two lines on screen, yet the link still carries the whole name.
    await expect(
      canvas.getByRole('link', {
        name: 'Iced Caramel Hazelnut Oat Milk Latte with an Extra Espresso Shot and Palm Sugar Foam',
      }),
    ).toBeVisible();
  },
};

export const UnbrokenLongWord: Story = {
  args: { name: 'Supercalifragilisticexpialidociousfrappuccino' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: 'Supercalifragilisticexpialidociousfrappuccino' }).closest('div')!;
    // break-words keeps a single long word inside the card.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div className="w-40">{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Hazelnut Latte' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
