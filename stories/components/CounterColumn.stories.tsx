import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CounterColumn } from '../../src/components/CounterColumn';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  status: 'beta',
  usage:
    "A column of the counter screen ('Preparing' or 'Ready for pickup'): order numbers and first names big enough to read across a room. Many orders wrap into a grid of tiles, in the order given.",
  dos: [
    'Pass highlighted for numbers that have just joined the column, so they stand out for a moment.',
    'Give emptyText that says what the column waits for.',
  ],
  donts: [
    "Don't show more than the number and the first name: the screen faces the public.",
    "Don't sort the entries inside it: pass them in the order to show.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    {
      part: 'Column',
      role: 'region named by its heading',
      announced: "The title and the count, e.g. 'Ready for pickup: 3 orders'.",
    },
    { part: 'Orders', role: 'list', announced: "Each tile as 'Order 42' and the name; a new one adds 'Just ready'." },
    { part: 'Empty column', role: 'paragraph', announced: 'The empty text.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Counter column',
  component: CounterColumn,
  parameters: { guide },
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
