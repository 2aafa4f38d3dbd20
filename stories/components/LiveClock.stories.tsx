import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveClock } from '../../src/components/LiveClock';

const meta = {
  title: 'Components/Live clock',
  component: LiveClock,
  args: { now: new Date('2026-11-24T07:45:00Z'), className: 'text-title font-bold' },
} satisfies Meta<typeof LiveClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shop time (Jakarta, UTC+7), whatever the machine's zone. */
export const ShopTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('14:45')).toHaveAttribute('datetime', '2026-11-24T07:45:00.000Z');
  },
};

/** Without a fixed time it shows the real time. */
export const Ticking: Story = {
  args: { now: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  },
};
