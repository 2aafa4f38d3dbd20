import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrepTimeChart } from '../../src/components/PrepTimeChart';
import { largePrepReport, ninetyDayPrepReport, oneDayPrepReport, prepHours, sixPrepDays } from '../fixtures/dashboard';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The dashboard's preparation-time chart: median and 90th percentile paid-to-ready minutes per day or per hour, with the late threshold as a dashed line. It scrolls sideways when the groups would get too narrow.",
  dos: [
    'Give a title that names the period: it is the accessible name and the table caption.',
    'Pass lateAfterMinutes to draw the late line.',
  ],
  donts: [
    "Don't squeeze many groups into a narrow box by hand: it scrolls and starts at the newest.",
    "Don't invent figures for groups without measured orders: pass null.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses the chart when it scrolls sideways; otherwise passes over it.' },
    { key: 'Arrow Left or Right', does: 'While focused and scrollable: scrolls the chart sideways.' },
  ],
  screenReader: [
    {
      part: 'Drawing',
      role: 'img named by a summary',
      announced: 'The title, the period, orders, late orders and the slowest 90th percentile.',
    },
    {
      part: 'Figures',
      role: 'table (visually hidden)',
      announced: 'Every group with its median, 90th percentile, orders and late.',
    },
    { part: 'Scroll box', role: 'region "…, scrolls sideways"', announced: 'Only when it scrolls.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/PrepTimeChart',
  tags: ['status:beta'],
  component: PrepTimeChart,
  parameters: { guide },
  args: { data: sixPrepDays, title: 'Preparation time per day', groupLabel: 'Day', lateAfterMinutes: 15 },
} satisfies Meta<typeof PrepTimeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };
const tablet = { viewport: { value: 'tablet' } };

/** Six days: median and 90th percentile bars per day, the late threshold as a dashed line. */
export const SixDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: /Preparation time per day, 15 to 20: 271 orders, 21 late/ });
    await expect(chart).toHaveAccessibleName(/slowest 90th percentile 18.5\smin at 20/);
    await expect(canvasElement.querySelectorAll('[data-series="median"]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[data-series="p90"]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-late-line]')).toBeInTheDocument();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    for (const item of ['Median', '90th percentile', 'Late after 15 min']) {
      await expect(within(legend).getByText(item)).toBeVisible();
    }
    await expect(within(chart as unknown as HTMLElement).getByText('20 min')).toBeInTheDocument();
    // Every figure is in the visually hidden table.
    const row = within(canvas.getByRole('table', { name: 'Preparation time per day' })).getByRole('row', {
      name: /^18/,
    });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['52', '7\u00a0min', '16\u00a0min', '6']);
  },
};

/** Per hour of the day: the lunch and after-work rushes stand out. */
export const ByHourOfDay: Story = {
  args: { data: prepHours, title: 'Preparation time per hour of day', groupLabel: 'Hour' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /per hour of day, 08:00 to 20:00/ })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-group]')).toHaveLength(13);
    const table = canvas.getByRole('table', { name: 'Preparation time per hour of day' });
    await expect(within(table).getByRole('columnheader', { name: 'Hour' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: /^12:00/ })).toBeInTheDocument();
  },
};

export const OneDay: Story = {
  args: { data: oneDayPrepReport.days },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: /20 to 20: 1 order, 0 late; slowest 90th percentile 7\smin/ }),
    ).toBeInTheDocument();
    const bars = canvasElement.querySelectorAll('[data-series="median"]');
    await expect(bars).toHaveLength(1);
    await expect(bars[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(20);
  },
};

/** Days with orders but none measured yet (still being made) draw no bar, and show "—" in the table. */
export const SomeDaysUnmeasured: Story = {
  args: {
    data: [
      { label: '19', medianMinutes: null, p90Minutes: null, orders: 2, late: 1 },
      { label: '20', medianMinutes: 6, p90Minutes: 9, orders: 4, late: 0 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-series="median"]')).toHaveLength(1);
    const row = within(canvas.getByRole('table')).getByRole('row', { name: /^19/ });
    await expect(within(row).getAllByRole('cell', { name: '—' })).toHaveLength(2);
  },
};

/** No order ready in the period: a plain sentence, no drawing and no table. */
export const Empty: Story = {
  args: { data: [{ label: '20', medianMinutes: null, p90Minutes: null, orders: 0, late: 0 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No order was ready in this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Ninety days: the chart scrolls sideways and opens on the newest days. */
export const NinetyDays: Story = {
  args: { data: ninetyDayPrepReport.days },
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Preparation time per day, scrolls sideways' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.scrollLeft + region.clientWidth).toBeGreaterThanOrEqual(region.scrollWidth - 1);
    const newest = canvasElement.querySelectorAll('[data-group]')[89]!;
    await expect(newest.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    rest(canvasElement);
  },
};

/** Hours-long waits: the minute axis grows in round steps and its labels stay inside the drawing. */
export const VeryLargeValues: Story = {
  args: { data: largePrepReport.days },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /98765 orders, 54321 late; slowest 90th percentile 187\smin at 20/ });
    const ticks = within(chart as unknown as HTMLElement).getAllByText(/^\d+ min$/);
    await expect(ticks.length).toBeGreaterThanOrEqual(3);
    const left = chart.getBoundingClientRect().left;
    for (const tick of ticks) await expect(tick.getBoundingClientRect().left).toBeGreaterThanOrEqual(left);
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Preparation time per day/ })).toBeInTheDocument();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const NinetyDaysOnPhone: Story = {
  args: { data: ninetyDayPrepReport.days },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Preparation time per day, scrolls sideways' });
    await expect(region.scrollLeft + region.clientWidth).toBeGreaterThanOrEqual(region.scrollWidth - 1);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TabletWidth: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /Preparation time per day/ });
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(768);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
