import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { HelpCallsPanel } from '../../src/components/HelpCallsPanel';
import { helpCalls, QUEUE_HELP_NOW } from '../fixtures/helpCalls';
import { rest } from '../support/expectations';

const meta = {
  title: 'Components/Admin/HelpCallsPanel',
  tags: ['status:beta'],
  component: HelpCallsPanel,
  args: { calls: helpCalls, now: QUEUE_HELP_NOW, onReply: fn() },
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
