import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from '../../src/components/OrderSummary';
import { orderTotals } from '../../src/domain/pricing';
import { sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';

const meta = {
  title: 'Components/Ordering/OrderSummary',
  component: OrderSummary,
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

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading order summary');
    await expect(canvas.queryByText('TOTAL')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { lines: [], totals: orderTotals([], 'dine in') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No items in this order.')).toBeVisible();
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 0');
  },
};

export const SingleLineDineIn: Story = {
  args: { lines: sampleOrderLines.slice(0, 1), totals: orderTotals([90000], 'dine in') },
  play: async ({ canvas }) => {
    await expect(rowValue(canvas, 'SHIPPING')).toHaveTextContent('IDR 0');
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 99.000');
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
    totals: orderTotals([540000, 25000, 30000], 'home delivery'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('x 12')).toBeVisible();
    await expect(rowValue(canvas, 'TOTAL')).toHaveTextContent('IDR 664.500');
  },
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
