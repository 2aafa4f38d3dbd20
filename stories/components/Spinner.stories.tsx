import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/components/Spinner';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'A small rotating ring that inherits the text colour, for short waits inside a control (the pending Button uses it).',
  dos: ['Say what is loading in label.', 'Use it inside the thing that is waiting.'],
  donts: ["Don't use it for a whole screen: use the screen's skeleton.", "Don't show several at once."],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [{ part: 'Spinner', role: 'status, named by label', announced: "'Loading' (or the label)." }],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/Spinner',
  tags: ['status:stable'],
  component: Spinner,
  parameters: { guide },
  args: { label: 'Loading products' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Not pictured: the ring turns, so the box it paints (which a component's picture is cropped to) is a
 * few pixels larger or smaller with the angle it has when the page has held still. OnBrown, inside its
 * block, keeps a fixed frame and is pictured.
 */
export const Default: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  },
};

export const OnBrown: Story = {
  decorators: [(Story) => <div className="inline-flex rounded-chip bg-primary p-4 text-on-primary">{Story()}</div>],
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading products' });
    await expect(spinner).toBeVisible();
    // The ring takes the brown block's light text colour, so it shows on the brand colour.
    await expect(getComputedStyle(spinner).color).toBe(getComputedStyle(spinner.parentElement!).color);
  },
};
