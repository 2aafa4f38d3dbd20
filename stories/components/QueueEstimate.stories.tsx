import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QueueEstimate } from '../../src/components/QueueEstimate';
import { estimatedReadyAt } from '../fixtures/tracking';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "Where a paid order stands in the kitchen's queue and when it should be ready ('3rd in the queue · ready about 14:25'). It shows nothing when neither is known.",
  dos: [
    'Pass the position and the estimate the server gives.',
    'Leave it in place for an unpaid or ready order: it draws nothing then.',
  ],
  donts: ["Don't compute the estimate in the screen.", "Don't add a second 'ready about' line beside it."],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    {
      part: 'Estimate',
      role: 'paragraph',
      announced: "The sentence, e.g. '3rd in the queue · ready about 14:25'; the clock is hidden.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Orders/QueueEstimate',
  tags: ['status:beta'],
  component: QueueEstimate,
  parameters: { guide },
  args: { position: 3, estimatedReadyAt },
} satisfies Meta<typeof QueueEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InQueue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3rd in the queue · ready about 14:25')).toBeVisible();
  },
};

export const Next: Story = {
  args: { position: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1st in the queue · ready about 14:25')).toBeVisible();
  },
};

export const OnlyTheTime: Story = {
  args: { position: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready about 14:25')).toBeVisible();
  },
};

/** A scheduled order before it joins the queue: when it is wanted, instead of a place. */
export const Scheduled: Story = {
  args: { position: null, scheduledFor: '17:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled for 17:30')).toBeVisible();
  },
};

/** Ready (or not paid): the line is left out entirely. */
export const NothingKnown: Story = {
  args: { position: null, estimatedReadyAt: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const PhoneWidth: Story = {
  args: { position: 23 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('23rd in the queue · ready about 14:25')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
