import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { AdminDashboardScreen } from '../../src/screens/AdminDashboardScreen';
import { sixDayReport, thirtyDayReport } from '../fixtures/orders';
import { adminFrame, phone } from './frames';
import { expectLoadingScreen, expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: AdminDashboardScreen,
  args: {
    status: 'ready',
    income: sixDayReport,
    range: { from: '2026-11-15', to: '2026-11-20' },
    onRangeChange: fn(),
    onDownloadReport: fn(),
    onShareReport: fn(),
    bestStaff: [
      { name: 'Cheryn Laurent', role: 'Barista', ordersServed: 182 },
      { name: 'Dimas Pratama', role: 'Kitchen', ordersServed: 151 },
      { name: 'Ayu Lestari', role: 'Cashier', ordersServed: 137 },
    ],
    goals: [
      { label: 'Monthly income', percent: 72 },
      { label: 'New members', percent: 45 },
    ],
    onRetry: fn(),
  },
  decorators: [adminFrame('dashboard')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The specification's sample: six days, 15 to 20, chart height 420. */
export const SpecificationSample: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Monthly Report')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Best Staff of the Month' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await expect(args.onDownloadReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Share Report' }));
    await expect(args.onShareReport).toHaveBeenCalled();
    fireEvent.change(canvas.getByLabelText('From'), { target: { value: '2026-11-01T00:00' } });
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-20' });
  },
};

export const ThirtyDays: Story = {
  args: { income: thirtyDayReport, range: { from: '2026-10-24', to: '2026-11-22' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /30 days from 1 to 30/ })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-series="income"]')).toHaveLength(30);
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-24T00:00');
  },
};

export const Empty: Story = {
  args: { income: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No income or outcome recorded for this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Income and outcome per day/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('IDR 0')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the report');
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
