import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from '../../src/components/ErrorState';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A failed load: what went wrong and 'Try again'. It replaces the content the person was waiting for, so it is announced as an alert.",
  dos: [
    'Say what failed in plain words and pass onRetry so the person can try again.',
    'Keep the rest of the screen (nav bar, heading) in place around it.',
  ],
  donts: [
    "Don't use it for validation errors: show those on the field.",
    "Don't show technical error codes as the message.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Try again.' },
    { key: 'Enter or Space', does: 'On Try again: raises onRetry.' },
  ],
  screenReader: [
    { part: 'Block', role: 'alert', announced: 'The title and message as soon as it appears.' },
    { part: 'Try again', role: 'button "Try again"', announced: 'The label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/ErrorState',
  tags: ['status:stable'],
  component: ErrorState,
  parameters: { guide },
  args: { message: 'The product list could not be loaded. Check your connection and try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The product list could not be loaded.');
  },
};

/** What pressing does in the with retry state, which rests in its own story. */
export const WithRetryTryAgain: Story = {
  tags: ['interaction'],
  args: WithRetry.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryByKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CustomTitle: Story = {
  args: { title: 'Your history did not load', message: 'Token Expired', retryLabel: 'Reload history' },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('Your history did not load')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload history' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'This order no longer exists.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    message:
      'Request failed with status code 503: the menu service is being updated and will be back in a few minutes. Your cart is kept on this device in the meantime.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your cart is kept on this device in the meantime.');
    await expectToWrapWithin(alert);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
