import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HelpCorner } from '../../src/components/HelpCorner';

import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Where a question waits and its answer arrives, under the button that asked it (the product page, the tracker): "Sent — a barista will answer here", then the reply, live.',
  dos: ['Show the latest call asked from this page only.', 'Keep it a polite live region so the answer is heard.'],
  donts: ["Don't show another page's calls here.", "Don't hide the question once answered: the reply needs it."],
  keyboard: [{ key: '(none)', does: 'Nothing to operate: it is text.' }],
  screenReader: [
    {
      part: 'Call',
      role: 'status, region "Your question to the staff"',
      announced: 'The state and, when it comes, the reply.',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/HelpCorner',
  tags: ['status:beta'],
  component: HelpCorner,
  args: {
    call: { id: 7, topic: 'allergens', message: 'Is there nut in the brownie?', reply: null },
    dialog: null,
  },
  parameters: { guide },
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
