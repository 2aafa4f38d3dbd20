import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../src/components/Skeleton';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  status: 'stable',
  usage:
    'Grey placeholder blocks while content loads: text lines, cards or a round picture. One visually hidden status line says what is loading.',
  dos: [
    "Say what is loading in label ('Loading orders').",
    'Set label to null when the caller announces loading itself.',
  ],
  donts: [
    "Don't use it for loads under a second that would only flash.",
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
  component: Skeleton,
  parameters: { guide },
  args: { shape: 'line', count: 4 },
  argTypes: { shape: { control: 'inline-radio', options: ['line', 'card', 'image'] } },
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

export const ProductCardPlaceholder: Story = {
  render: () => (
    <div className="flex max-w-56 flex-col items-center gap-3 rounded-card bg-surface-alt p-4">
      <Skeleton shape="image" label="Loading Hazelnut Latte" />
      <Skeleton shape="line" count={2} className="w-full" label={null} />
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
