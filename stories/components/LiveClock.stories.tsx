import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveClock } from '../../src/components/LiveClock';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The time in the shop as a wall clock shows it (14:25), for boards that people read from a distance. It follows the real time unless given a fixed now.',
  dos: [
    'Pass now in stories and tests so the time does not move.',
    'Size it with className where it sits (a board header).',
  ],
  donts: [
    "Don't use it for an order's times: those are fixed times, formatted once.",
    "Don't put it in a live region: a ticking clock would keep interrupting.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [{ part: 'Clock', role: 'time', announced: "The hour and minute in shop time, e.g. '14:25'." }],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Live clock',
  tags: ['status:beta'],
  component: LiveClock,
  parameters: { guide },
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
  // The real clock: its pixels change by the minute, so it has no visual baseline (the fixed-time stories do).
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  },
};
