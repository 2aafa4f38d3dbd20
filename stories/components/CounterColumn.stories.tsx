import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CounterColumn } from '../../src/components/CounterColumn';

const meta = {
  title: 'Components/Counter column',
  component: CounterColumn,
  args: {
    title: 'Ready for pickup',
    tone: 'ready',
    entries: [
      { number: 55, name: 'Agus' },
      { number: 52, name: 'Dewi' },
    ],
    emptyText: 'Nothing waiting to be collected',
  },
} satisfies Meta<typeof CounterColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready for pickup : 2 orders' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Order 55Agus',
      'Order 52Dewi',
    ]);
  },
};

export const Preparing: Story = {
  args: { title: 'Preparing', tone: 'preparing', emptyText: 'Nothing in the making' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agus')).toBeVisible();
  },
};

export const Highlighted: Story = {
  args: { highlighted: new Set([55]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Just ready').closest('li')).toHaveAttribute('data-number', '55');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing waiting to be collected')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A long first name stays on one line inside its tile, cut with an ellipsis. */
export const LongName: Story = {
  args: { entries: [{ number: 1234, name: 'Kusumawardhaniningtyas Anindita' }] },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Kusumawardhaniningtyas Anindita');
    const [box, tile] = [name.getBoundingClientRect(), name.closest('li')!.getBoundingClientRect()];
    await expect(box.left).toBeGreaterThanOrEqual(tile.left);
    await expect(box.right).toBeLessThanOrEqual(tile.right);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
