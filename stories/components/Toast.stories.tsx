import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGES, POPUPS } from '../../src/domain/messages';
import { Toast, type ToastProps } from '../../src/components/Toast';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, paintedBy, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A short status message ('Added to cart') in a polite live region, with a dismiss button and, optionally, an action and a timer. A toast never interrupts, even for errors.",
  dos: [
    'Keep the region mounted and swap messages, so each change is announced.',
    "Add an action (a 'View cart' link) when there is an obvious next step.",
  ],
  donts: [
    "Don't put the only copy of important information in a toast.",
    "Don't time out a toast that has an action people need time to reach.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the action (when given), then Dismiss.' },
    { key: 'Enter or Space', does: 'On Dismiss: closes it.' },
  ],
  screenReader: [
    { part: 'Toast', role: 'status (polite)', announced: 'The message, after what is being read.' },
    { part: 'Dismiss', role: 'button "Dismiss"', announced: 'The label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/Toast',
  tags: ['status:stable'],
  component: Toast,
  parameters: { guide },
  args: { message: POPUPS.profileUpdated, tone: 'success', onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent('Your profile has been updated');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const Info: Story = {
  args: { tone: 'info', message: POPUPS.logout },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent(POPUPS.logout);
    await expect(getComputedStyle(toast).borderLeftColor).toBe(paintedBy('border-primary-mid', 'borderLeftColor'));
  },
};

export const Warning: Story = {
  args: { tone: 'warning', message: MESSAGES.checkoutPending },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent(MESSAGES.checkoutPending);
    await expect(getComputedStyle(toast).borderLeftColor).toBe(paintedBy('border-warning', 'borderLeftColor'));
  },
};

export const Error: Story = {
  args: { tone: 'error', message: MESSAGES.imageSize },
  play: async ({ canvas }) => {
    // Still polite: a toast never interrupts what is being read.
    await expect(canvas.getByRole('status')).toHaveTextContent('Image size is too large, it must be under 4MB');
  },
};

export const DismissByKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await expect(dismiss).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ClosesItself: Story = {
  args: { message: POPUPS.imageDeleted, autoDismissMs: 300 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your Image has been deleted');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

/** The caller owns the region and the timing, as the app's toast host will. */
function ToastHost(props: ToastProps) {
  const [isShown, setShown] = useState(true);
  return (
    <div className="min-h-20">
      {isShown ? (
        <Toast
          {...props}
          onDismiss={() => {
            setShown(false);
            props.onDismiss();
          }}
        />
      ) : (
        <p>Nothing to report</p>
      )}
    </div>
  );
}

export const CallerRemovesIt: Story = {
  args: { autoDismissMs: 200 },
  render: (args) => <ToastHost {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your profile has been updated');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(canvas.getByText('Nothing to report')).toBeVisible();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    message:
      'The server said: order 20261123-0042 could not be marked as delivered because the courier has not yet confirmed the hand-over.',
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent(/has not yet confirmed the hand-over\.$/);
    await expectToWrapWithin(toast);
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { message: POPUPS.passwordChanged },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(POPUPS.passwordChanged);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const WithAction: Story = {
  args: {
    message: 'Added 1 × Hazelnut Latte (R) to your Dine In cart',
    action: (
      <a href="/cust/cart" className="font-semibold text-primary-text underline">
        View cart
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent('Added 1 × Hazelnut Latte (R) to your Dine In cart');
    await expect(canvas.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cust/cart');
  },
};
