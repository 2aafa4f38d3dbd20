import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, type SkeletonShape } from '../../src/components/Skeleton';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

const SHAPES = [
  'line',
  'heading',
  'card',
  'image',
  'avatar',
  'photo',
  'chart',
  'ticket',
  'button',
  'tile',
  'field',
  'row',
  'item',
  'stat',
  'step',
] as const satisfies readonly SkeletonShape[];

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Grey placeholder blocks in the shape of what is loading: text lines, a heading, a round picture, a chart, or a product tile, form field, list row, order line, stat card or progress step. A screen composes its loading state from these, in its own ready layout, so nothing jumps when the data arrives; one visually hidden status line says what is loading.',
  dos: [
    "Compose a screen's skeleton from these shapes in the ready screen's own grid and cards (pass the grid as className).",
    "Say what is loading in label ('Loading orders'), or set label to null when StatusGate or the screen announces it.",
    "Mark the screen's skeleton with data-skeleton naming its shape, so its story can check it.",
  ],
  donts: [
    "Don't use it for loads under a second that would only flash.",
    "Don't fall back on three grey cards for a screen: draw the screen's own shape.",
    "Don't leave the pulse on for people who reduce motion (it stops itself).",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Status', role: 'status', announced: 'The label, once.' },
    { part: 'Blocks', role: 'none (hidden)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/Skeleton',
  tags: ['status:stable'],
  component: Skeleton,
  parameters: { guide },
  args: { shape: 'line', count: 4 },
  argTypes: { shape: { control: 'select', options: SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const blocks = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(blocks).toHaveLength(4);
    // The last line is shorter, like the end of a paragraph.
    await expect(blocks[3]!.getBoundingClientRect().width).toBeLessThan(blocks[0]!.getBoundingClientRect().width);
  },
};

export const Cards: Story = {
  args: { shape: 'card', count: 2, label: 'Loading products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const Image: Story = {
  args: { shape: 'image', count: 1, label: 'Loading profile photo' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading profile photo');
    await expect(canvasElement.querySelector('[data-shape="image"]')).toBeInTheDocument();
  },
};

/** A product card: the round photo above the card, the name and the price, in the product grid's columns. */
export const ProductTiles: Story = {
  args: { shape: 'tile', count: 4, label: 'Loading products', className: 'grid grid-cols-2 gap-x-4 gap-y-6' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    const tiles = canvasElement.querySelectorAll<HTMLElement>('[data-skeleton-piece="tile"]');
    await expect(tiles).toHaveLength(4);
    // Two to a row, as the grid was told: the layout is the caller's.
    await expect(tiles[1]!.getBoundingClientRect().top).toBe(tiles[0]!.getBoundingClientRect().top);
    await expect(tiles[2]!.getBoundingClientRect().top).toBeGreaterThan(tiles[0]!.getBoundingClientRect().bottom);
  },
};

/** Form fields: a label over a box as tall as the input. */
export const FormFields: Story = {
  args: { shape: 'field', count: 3, label: 'Loading the form', className: 'max-w-md gap-4' },
  play: async ({ canvasElement }) => {
    const fields = canvasElement.querySelectorAll<HTMLElement>('[data-skeleton-piece="field"]');
    await expect(fields).toHaveLength(3);
    // The box is as tall as a text field (44 px), so the form does not jump when it arrives.
    const box = fields[0]!.lastElementChild!.lastElementChild as HTMLElement;
    await expect(box.getBoundingClientRect().height).toBe(44);
  },
};

/** List rows (an order row with its button) and order lines (a product's picture and text). */
export const RowsAndOrderLines: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      <Skeleton shape="row" count={2} label="Loading orders" className="flex flex-col gap-4" />
      <Skeleton shape="item" count={2} label={null} className="flex flex-col gap-4" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-skeleton-piece="row"]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-skeleton-piece="item"]')).toHaveLength(2);
  },
};

/** A dashboard's figures and chart. */
export const StatCardsAndChart: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <Skeleton shape="stat" count={4} label="Loading the report" className="grid grid-cols-2 gap-4 lg:grid-cols-4" />
      <Skeleton shape="chart" label={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton-piece="stat"]')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-skeleton-piece="chart"]')).toHaveLength(1);
  },
};

/** Headings, round pictures (avatar, product photo), progress steps, a queue ticket and a large button. */
export const HeadingsPicturesAndSteps: Story = {
  render: () => (
    <div className="flex max-w-2xl flex-col gap-6">
      <Skeleton shape="heading" label="Loading your profile" />
      <Skeleton shape="avatar" label={null} className="flex flex-col gap-3 items-center" />
      <Skeleton
        shape="step"
        count={4}
        label={null}
        className="flex flex-col gap-6 sm:flex-row"
        pieceClassName="sm:flex-1"
      />
      <Skeleton shape="ticket" label={null} />
      <Skeleton shape="button" label={null} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile');
    await expect(canvasElement.querySelectorAll('[data-skeleton-piece="step"]')).toHaveLength(4);
    // Every block is hidden from assistive technology; only the status line speaks.
    for (const piece of canvasElement.querySelectorAll('[data-skeleton-piece]'))
      await expect(piece).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ProductCardPlaceholder: Story = {
  render: () => (
    <div className="flex max-w-56 flex-col items-center gap-3 rounded-card bg-surface-alt p-tile">
      <Skeleton shape="image" label="Loading Hazelnut Latte" />
      <Skeleton shape="line" count={2} className="flex flex-col gap-3 w-full" label={null} />
    </div>
  ),
  play: async ({ canvas }) => {
    // One announcement for the whole card; the text lines stay silent.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Hazelnut Latte');
  },
};

export const PhoneWidth: Story = {
  args: { shape: 'card', count: 3 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelectorAll('[data-shape="card"] > [aria-hidden="true"]')).toHaveLength(3);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
