import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from '../../src/components/OrderSummary';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing';
import { latteChoices, latteNote, sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The payment and order-detail screens' summary: each line with picture, name, amount, size and price, then subtotal, tax & fees, shipping and total. Shows a skeleton in its own shape while loading.",
  dos: [
    'Price the lines and totals in the domain and pass them in.',
    'Set isLoading while the order loads, so the card keeps its shape.',
  ],
  donts: [
    "Don't use it for an editable cart: use CartSummary.",
    "Don't give the line pictures alternative text: the name is beside them.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Card', role: 'region "Order Summary"', announced: 'A named region; busy while loading.' },
    {
      part: 'Lines',
      role: 'list',
      announced: "How many lines; each line's name, amount, size, choices, 'Note:' and the note, and price.",
    },
    { part: 'Totals', role: 'description list', announced: 'Each total with its IDR amount.' },
    { part: 'Loading', role: 'status', announced: 'Loading, once.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/OrderSummary',
  tags: ['status:stable'],
  component: OrderSummary,
  parameters: { guide },
  args: { lines: sampleOrderLines, totals: sampleOrderTotals },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total row's value next to its label. */
const rowValue = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label).nextElementSibling;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Order Summary' });
    const [latte] = within(card).getAllByRole('listitem');
    await expect(within(latte!).getByText('Hazelnut Latte')).toBeVisible();
    await expect(within(latte!).getByText('x 2')).toBeVisible();
    await expect(within(latte!).getByText('Large')).toBeVisible();
    await expect(within(latte!).getByText('IDR 90.000')).toBeVisible();
    await expect(within(card).getByText('250 g')).toBeVisible();
    await expect(rowValue(canvas, 'SUBTOTAL')).toHaveTextContent('IDR 145.000');
    await expect(rowValue(canvas, 'TAX & FEES')).toHaveTextContent('IDR 14.500');
    await expect(rowValue(canvas, 'SHIPPING')).toHaveTextContent('IDR 10.000');
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 169.500');
  },
};

/** A line made the way it was ordered: every choice in the customer's words (defaults too) and the note. */
export const LineWithChoices: Story = {
  args: { lines: [{ ...sampleOrderLines[0]!, options: latteChoices, note: latteNote }, ...sampleOrderLines.slice(1)] },
  play: async ({ canvas }) => {
    const [latte, wings] = within(canvas.getByRole('region', { name: 'Order Summary' })).getAllByRole('listitem');
    await expect(within(latte!).getByText('Oat, Less sugar, Normal ice, +1 shot')).toBeVisible();
    await expect(within(latte!).getByText(/“Extra hot, please”/)).toHaveTextContent('Note: “Extra hot, please”');
    await expect(wings!.querySelector('[data-line-choices]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order summary');
    await expect(canvas.queryByText('TOTAL')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { lines: [], totals: orderTotals([], 'dine in', DEFAULT_PRICE_RATES) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No items in this order.')).toBeVisible();
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 0');
  },
};

export const SingleLineDineIn: Story = {
  args: { lines: sampleOrderLines.slice(0, 1), totals: orderTotals([90000], 'dine in', DEFAULT_PRICE_RATES) },
  play: async ({ canvas }) => {
    await expect(rowValue(canvas, 'SHIPPING')).toHaveTextContent('IDR 0');
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 99.000');
  },
};

const manyLines = Array.from({ length: 12 }, (_, index) => ({
  ...sampleOrderLines[index % sampleOrderLines.length]!,
  id: index + 1,
}));

export const ManyLines: Story = {
  args: {
    lines: manyLines,
    totals: orderTotals(
      manyLines.map((line) => line.price),
      'home delivery',
      DEFAULT_PRICE_RATES,
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(12);
    await expect(rowValue(canvas, 'TOTAL')).toBeVisible();
  },
};

/** A product saved without a photo: the line keeps its picture's place, so names stay aligned. */
export const LineWithoutImage: Story = {
  args: { lines: [{ ...sampleOrderLines[0]!, image: '' }, ...sampleOrderLines.slice(1)] },
  play: async ({ canvas }) => {
    const [first, second] = within(canvas.getByRole('region', { name: 'Order Summary' })).getAllByRole('listitem');
    await expect(within(first!).getByText('Hazelnut Latte')).toBeVisible();
    // No picture element without a picture: an empty src would make the browser fetch the page again.
    await expect(first!.querySelector('img')).toBeNull();
    const name = (item: HTMLElement) => within(item).getByText(/x \d+/).getBoundingClientRect().left;
    await expect(name(first!)).toBe(name(second!));
  },
};

export const LongText: Story = {
  args: {
    lines: [
      {
        ...sampleOrderLines[0]!,
        name: 'Iced Hazelnut Latte with Oat Milk, an Extra Shot and Brown Sugar Syrup',
        qty: 12,
        price: 540000,
      },
      ...sampleOrderLines.slice(1),
    ],
    totals: orderTotals([540000, 25000, 30000], 'home delivery', DEFAULT_PRICE_RATES),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('x 12')).toBeVisible();
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 664.500');
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByText('TOTAL')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
