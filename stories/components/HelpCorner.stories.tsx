import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HelpCorner } from '../../src/components/HelpCorner';

const meta = {
  title: 'Components/Ordering/HelpCorner',
  tags: ['status:beta'],
  component: HelpCorner,
  args: {
    call: { id: 7, topic: 'allergens', message: 'Is there nut in the brownie?', reply: null },
    dialog: null,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpCorner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SentWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent — a barista will answer here')).toBeVisible();
    await expect(canvas.getByText('Is there nut in the brownie?')).toBeVisible();
  },
};

export const Answered: Story = {
  args: {
    call: {
      id: 7,
      topic: 'allergens',
      message: 'Is there nut in the brownie?',
      reply: 'Yes, walnuts. The banana bread has none.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A barista answered')).toBeVisible();
    await expect(canvas.getByText('Yes, walnuts. The banana bread has none.')).toBeVisible();
  },
};
