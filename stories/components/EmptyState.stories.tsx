import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../src/domain/messages';
import { EmptyState } from '../../src/components/EmptyState';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'What a list shows when it has nothing yet: a picture, a title, a line of text and, optionally, one way forward.',
  dos: [
    "Say what is empty and what to do next ('No orders waiting').",
    'Offer an action only when there is a useful one (actionLabel and onAction together).',
  ],
  donts: [
    "Don't use it for a failed load: use ErrorState.",
    "Don't put meaning in the picture: it is hidden from screen readers.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the action button when there is one; otherwise passes over it.' },
    { key: 'Enter or Space', does: 'On the action: raises onAction.' },
  ],
  screenReader: [
    { part: 'Title and text', role: 'heading and paragraph', announced: "Read in the page's order." },
    { part: 'Picture', role: 'none (hidden)', announced: 'Nothing.' },
    { part: 'Action', role: 'button, named by actionLabel', announced: 'The label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/EmptyState',
  tags: ['status:stable'],
  component: EmptyState,
  parameters: { guide },
  args: {
    title: 'Your history is empty',
    text: 'Orders you pay for will show up here.',
    actionLabel: 'Browse products',
    onAction: fn(),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('Your history is empty')).toBeVisible();
    await expect(canvas.getByText('Orders you pay for will show up here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse products' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const ActionByKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const EmptyCart: Story = {
  args: { title: MESSAGES.checkoutEmpty, text: 'Pick a drink or a snack to get started.', actionLabel: 'See the menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: { title: 'No products in this category yet', text: undefined, actionLabel: undefined, onAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products in this category yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CustomIcon: Story = {
  args: {
    title: 'No orders to deliver',
    text: 'New orders appear here as customers pay.',
    icon: (
      <svg viewBox="0 0 24 24" className="size-16" fill="currentColor">
        <path d="M3 4h12v10H3zM15 8h4l2 3v3h-6zM6 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
      </svg>
    ),
    actionLabel: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No orders to deliver')).toBeVisible();
    await expect(canvas.getByText('New orders appear here as customers pay.')).toBeVisible();
    await expect(canvasElement.querySelector('path[d^="M3 4h12v10H3z"]')).toBeVisible();
    // No action label, no button.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches “extra large iced hazelnut caramel latte with oat milk”',
    text: 'Try a shorter word, check the spelling, or browse the Coffee, Non-coffee and Foods tabs to see everything the shop serves today.',
    actionLabel: 'Clear the search',
  },
  play: async ({ canvas }) => {
    const title = canvas.getByText('Nothing matches “extra large iced hazelnut caramel latte with oat milk”');
    await expect(title).toBeVisible();
    await expectToWrapWithin(title);
    await expect(canvas.getByText(/see everything the shop serves today\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear the search' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Your history is empty')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse products' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
