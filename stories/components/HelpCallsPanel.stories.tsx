import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { HelpCallsPanel } from '../../src/components/HelpCallsPanel';
import { helpCalls, QUEUE_HELP_NOW } from '../fixtures/helpCalls';
import { rest } from '../support/expectations';

import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The barista's help calls on the queue: each waiting question, oldest first, with who asks, the topic, the product or order, its age, and a one-line answer with Send.",
  dos: ['Answer in a line: the customer reads it on a phone.', 'Mark a new call New, like a new ticket.'],
  donts: ["Don't drop a call until the answer is accepted.", "Don't show answered calls: they are done."],
  keyboard: [
    { key: 'Tab', does: 'Moves to each answer field and its Send.' },
    { key: 'Enter', does: 'Sends the answer in the field.' },
  ],
  screenReader: [
    { part: 'Panel', role: 'region "Help calls (n)"', announced: 'How many wait.' },
    { part: 'Call', role: 'listitem named by its heading', announced: 'Who asks and the topic.' },
    { part: 'Answer', role: 'form "Answer <name>"', announced: 'The field, its error and Send.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/HelpCallsPanel',
  tags: ['status:beta'],
  component: HelpCallsPanel,
  args: { calls: helpCalls, now: QUEUE_HELP_NOW, onReply: fn() },
  parameters: { guide },
  globals: { viewport: { value: 'tabletLandscape' } },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpCallsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCalls: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Help calls (2)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sari · Allergens and ingredients' })).toBeVisible();
    await expect(canvas.getByText('About Brownie')).toBeVisible();
    await expect(canvas.getByText('About order #41')).toBeVisible();
    await expect(canvas.getByText('4 min ago')).toBeVisible();
  },
};

export const None: Story = {
  args: { calls: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No questions waiting')).toBeVisible();
  },
};

export const NewAndSending: Story = {
  args: { newCallIds: [12], pendingCallIds: [11], replyErrors: { 12: 'This question has been answered already' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('This question has been answered already')).toBeVisible();
  },
};

export const Reply: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args, canvasElement }) => {
    const [first] = canvas.getAllByRole('textbox', { name: 'Your answer' });
    const [send] = canvas.getAllByRole('button', { name: 'Send' });
    await userEvent.click(send!);
    await expect(await canvas.findByText('Write your answer')).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
    await userEvent.type(first!, 'Yes, walnuts{Enter}');
    await waitFor(() => expect(args.onReply).toHaveBeenCalledWith({ id: 11, reply: 'Yes, walnuts' }));
    rest(canvasElement);
  },
};
