import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Skeleton } from '../../src/components/Skeleton';
import { StatusGate } from '../../src/components/StatusGate';
import { expectLoadingScreen, expectSkeletonShape } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "Every screen's data status in one place: a loading skeleton, an error with Try again, a not-found note with a way back, or the screen's content when ready.",
  dos: [
    "Pass the screen's own skeleton (built from Skeleton shapes, aria-hidden, named with data-skeleton).",
    'Pass onRetry so the error offers Try again.',
    'Give notFound a way back (backHref, backLabel).',
  ],
  donts: [
    "Don't show the error for a 404: use status 'notFound'.",
    "Don't render the content before ready (it is a function so it runs only then).",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Try again (error) or the way-back link (not found); otherwise to the content.' },
    { key: 'Enter', does: 'Presses Try again or follows the link.' },
  ],
  screenReader: [
    { part: 'Loading', role: 'status', announced: 'The loading label, once; the skeleton is hidden.' },
    { part: 'Error', role: 'alert', announced: 'The message at once.' },
    { part: 'Not found', role: 'heading and text', announced: 'The note and its link.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/StatusGate',
  tags: ['status:stable'],
  component: StatusGate,
  parameters: { guide },
  args: { status: 'ready', onRetry: fn(), children: () => <p>The page itself</p> },
} satisfies Meta<typeof StatusGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The page itself')).toBeVisible();
  },
};

/** Without a skeleton of its own: three grey cards, and the label said once. */
export const Loading: Story = {
  args: { status: 'loading', loadingLabel: 'Loading orders' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading orders');
    await expect(canvas.queryByText('The page itself')).not.toBeInTheDocument();
  },
};

/** A screen's own loading shape: the gate says what is loading, the blocks stay silent. */
export const LoadingInTheScreensShape: Story = {
  args: {
    status: 'loading',
    loadingLabel: 'Loading orders',
    skeleton: (
      <div aria-hidden="true" data-skeleton="order-list">
        <Skeleton shape="row" count={3} label={null} className="flex flex-col gap-4" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading orders');
    const skeleton = await expectSkeletonShape(canvasElement, 'order-list');
    await expect(skeleton.querySelectorAll('[data-skeleton-piece="row"]')).toHaveLength(3);
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check your connection');
  },
};

/** What pressing does in the network error state, which rests in its own story. */
export const NetworkErrorTryAgain: Story = {
  tags: ['interaction'],
  args: NetworkError.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
