import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HistoryScreen } from '../../src/screens/HistoryScreen';
import { sampleHistory } from '../fixtures/orders';
import { customerFrame, phone } from './frames';

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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Let’s see what you have bought!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pinky Promise/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chicken Wings/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [102, 103] });
  },
};

export const SelectAll: Story = {
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

export const Loading: Story = { args: { status: 'loading' } };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = { globals: phone };
