import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CounterColumn } from '../../src/components/CounterColumn';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A column of the counter screen ('In the queue' or 'Ready'): order numbers and first names big enough to read across a room. Many orders wrap into a grid of tiles, in the order given.",
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
      announced: "The title and the count, e.g. 'Ready: 3 orders'.",
    },
    { part: 'Orders', role: 'list', announced: "Each tile as 'Order 42' and the name; a new one adds 'Just ready'." },
    { part: 'Empty column', role: 'paragraph', announced: 'The empty text.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Counter column',
  tags: ['status:beta'],
  component: CounterColumn,
  parameters: { guide },
  args: {
    title: 'Ready',
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
    await expect(canvas.getByRole('heading', { name: 'Ready : 2 orders' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Order 55Agus',
      'Order 52Dewi',
    ]);
  },
};

export const Preparing: Story = {
  args: { title: 'In the queue', tone: 'preparing', emptyText: 'No orders in the queue' },
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

/**
 * More orders than the column's box holds (from a tablet up the column fills its share of the screen):
 * the tiles that fit, then "+N more" for the rest, the count right, nothing cut off.
 */
export const MoreThanFit: Story = {
  args: {
    title: 'In the queue',
    tone: 'preparing',
    emptyText: 'No orders in the queue',
    entries: Array.from({ length: 30 }, (_, index) => ({ number: 140 + index, name: 'Putri' })),
  },
  decorators: [
    (Story) => (
      <div className="flex h-[28rem] flex-col">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'In the queue : 30 orders' })).toBeVisible();
    const list = canvas.getByRole('list');
    const tiles = Array.from(list.querySelectorAll<HTMLElement>('li[data-number]'));
    const more = list.querySelector<HTMLElement>('li[data-more]')!;
    await expect(tiles.length).toBeGreaterThan(0);
    await expect(tiles.length).toBeLessThan(30);
    await expect(Number(more.dataset.more)).toBe(30 - tiles.length);
    await expect(more).toHaveTextContent(`+${30 - tiles.length}`);
    // Screen readers hear it as a sentence, not a bare "+23".
    await expect(more).toHaveTextContent(`${30 - tiles.length} more orders`);
    // The first orders given are the ones shown, and every tile is whole inside the column.
    await expect(tiles.map((tile) => Number(tile.dataset.number))).toEqual(
      Array.from({ length: tiles.length }, (_, index) => 140 + index),
    );
    const bottom = list.getBoundingClientRect().bottom;
    for (const item of [...tiles, more])
      await expect(item.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom + 1);
    await expect(canvasElement.querySelector('section')!.scrollHeight).toBeLessThanOrEqual(
      canvasElement.querySelector('section')!.clientHeight,
    );
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
