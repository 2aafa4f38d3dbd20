import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmptyState } from '../../src/components/EmptyState';
import { ErrorState } from '../../src/components/ErrorState';
import { Skeleton } from '../../src/components/Skeleton';
import { Toast } from '../../src/components/Toast';

const meta = {
  title: 'Components/Feedback/States',
  component: ErrorState,
  args: { message: 'The product list could not be loaded. Check your connection and try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="Your history is empty"
      text="Orders you pay for will show up here."
      actionLabel="Browse products"
      onAction={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your history is empty')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse products' })).toBeEnabled();
  },
};

export const Loading: Story = {
  render: () => <Skeleton shape="line" count={4} label="Loading your orders" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const LoadingCards: Story = { render: () => <Skeleton shape="card" count={2} /> };

const dismissToast = fn();

export const ToastMessage: Story = {
  render: () => <Toast message="Your profile has been updated" tone="success" onDismiss={dismissToast} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your profile has been updated');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(dismissToast).toHaveBeenCalled();
  },
};

const autoDismiss = fn();

export const ToastClosesItself: Story = {
  render: () => <Toast message="Your Image has been deleted" autoDismissMs={200} onDismiss={autoDismiss} />,
  play: async () => {
    await waitFor(() => expect(autoDismiss).toHaveBeenCalled());
  },
};

export const ToastError: Story = {
  render: () => <Toast message="Image size is too large, it must be under 4MB" tone="error" onDismiss={fn()} />,
};
