import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HistoryScreen } from '../../src/screens/HistoryScreen';
import { sampleHistory } from '../fixtures/orders';
import { customerFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
} from '../support/expectations';

const meta = {
  title: 'Screens/Customer/History',
  component: HistoryScreen,
  args: { status: 'ready', items: sampleHistory, onDelete: fn(), onRetry: fn() },
  decorators: [customerFrame('history')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Let’s see what you have bought!' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const DeletesTwoOrders: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pinky Promise/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chicken Wings/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [102, 103] });
  },
};

export const SelectsAllAndDeletes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await expect(canvas.getByRole('button', { name: 'Unselect All' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [101, 102, 103, 104] });
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing here yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading your history');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expectPendingButton(remove, 'Deleting');
    await expect(canvas.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
