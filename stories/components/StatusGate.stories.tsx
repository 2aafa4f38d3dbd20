import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusGate } from '../../src/components/StatusGate';

const meta = {
  title: 'Components/StatusGate',
  component: StatusGate,
  args: { status: 'ready', onRetry: fn(), children: () => <p>The page itself</p> },
} satisfies Meta<typeof StatusGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The page itself')).toBeVisible();
  },
};

/** A 404: an answer, so no retry and no word about the connection. */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not found')).toBeVisible();
    await expect(canvas.queryByText(/connection/i)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const NotFoundWithAWayBack: Story = {
  args: {
    status: 'notFound',
    notFound: {
      title: 'This product is not on the menu any more',
      backHref: '/cust/product',
      backLabel: 'Back to the products',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This product is not on the menu any more')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/cust/product');
  },
};

/** No answer at all: only this one asks to check the connection, with a retry. */
export const NetworkError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check your connection');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
