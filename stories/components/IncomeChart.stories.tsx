import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IncomeChart } from '../../src/components/IncomeChart';
import { sixDayReport, thirtyDayReport } from '../fixtures/orders';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The dashboard's income (yellow) and outcome (brown) bars per day, with a value axis in IDR millions. It fills its container and scrolls sideways when the days would get too narrow.",
  dos: [
    'Give it the whole period at once; it thins the day labels itself.',
    'Set title to what the chart shows: it names the drawing and captions the table.',
  ],
  donts: [
    "Don't squeeze it into a fixed width: it measures its container.",
    "Don't rely on colour alone: the legend names each series and the table carries every figure.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses the chart only when it scrolls sideways; otherwise passes over it.' },
    { key: 'Arrow Left / Arrow Right', does: 'Scrolls the focused chart sideways.' },
  ],
  screenReader: [
    { part: 'Drawing', role: 'img', announced: 'A summary: the days, total income and outcome, and the best day.' },
    { part: 'Scroll area', role: 'region "… scrolls sideways"', announced: 'Only when it scrolls.' },
    {
      part: 'Table',
      role: 'table (visually hidden)',
      announced: "Every day's income and outcome, captioned by the title.",
    },
    { part: 'Legend', role: 'list "Legend"', announced: 'Income and Outcome.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/IncomeChart',
  tags: ['status:stable'],
  component: IncomeChart,
  parameters: { guide },
  args: { data: sixDayReport },
} satisfies Meta<typeof IncomeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The old site's dashboard sample: days 15 to 20 at the default height of 420. */
export const SixDaySample: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: /Income per day, 6 days from 15 to 20/ });
    await expect(chart).toHaveAttribute('height', '420');
    await expect(chart).toHaveAccessibleName(/highest income IDR\s6\.200\.000 on 20/);
    // Value axis in millions of rupiah.
    for (const tick of ['IDR 0 M', 'IDR 2 M', 'IDR 4 M', 'IDR 6 M', 'IDR 8 M']) {
      await expect(within(chart as unknown as HTMLElement).getByText(tick)).toBeInTheDocument();
    }
    await expect(canvasElement.querySelectorAll('[data-series="income"]')).toHaveLength(6);
    // Only real figures: the shop keeps no costs, so no outcome is drawn.
    await expect(canvasElement.querySelectorAll('[data-series="outcome"]')).toHaveLength(0);
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(within(legend).getByText('Income')).toBeVisible();
    await expect(within(legend).queryByText('Outcome')).not.toBeInTheDocument();

    // Every figure is in the visually hidden table, in IDR.
    const table = canvas.getByRole('table', { name: 'Income per day' });
    const row = within(table).getByRole('row', { name: /^18/ });
    await expect(within(row).getByRole('cell', { name: 'IDR\u00a05.000.000' })).toBeInTheDocument();
    await expect(within(row).getAllByRole('cell')).toHaveLength(1);
  },
};

export const ThirtyDays: Story = {
  args: { data: thirtyDayReport, title: 'Income, November' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /30 days from 1 to 30/ })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-series="income"]')).toHaveLength(30);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(31);
  },
};

/** On a phone a month is too narrow to read: the chart scrolls sideways and can be focused to scroll. */
export const ThirtyDaysOnPhone: Story = {
  args: { data: thirtyDayReport, title: 'Income, November' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Income, November, scrolls sideways' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // It opens on the newest days: scrolled to the right end.
    await expect(region.scrollLeft + region.clientWidth).toBeGreaterThanOrEqual(region.scrollWidth - 1);
    await expect(canvasElement.querySelector('[data-day="30"]')!.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right + 1,
    );
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};

export const OneDay: Story = {
  args: { data: [{ label: '20', income: 6_200_000 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /1 day from 20 to 20/ })).toBeInTheDocument();
    const bars = canvasElement.querySelectorAll('[data-series="income"]');
    await expect(bars).toHaveLength(1);
    // One day still draws a bar no wider than the others would be, not one stretched across the chart.
    await expect(bars[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(24);
    const row = within(canvas.getByRole('table')).getByRole('row', { name: /^20/ });
    await expect(within(row).getByRole('cell', { name: 'IDR\u00a06.200.000' })).toBeInTheDocument();
  },
};

/** A shop year's takings in one day: the axis labels stay readable and inside the drawing. */
export const VeryLargeValues: Story = {
  args: {
    data: [
      { label: '19', income: 2_450_000_000 },
      { label: '20', income: 9_870_000_000 },
    ],
  },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /highest income IDR\s9\.870\.000\.000 on 20/ });
    const ticks = within(chart as unknown as HTMLElement).getAllByText(/^IDR [\d.,]+ M$/);
    await expect(ticks.length).toBeGreaterThanOrEqual(3);
    const left = chart.getBoundingClientRect().left;
    for (const tick of ticks) await expect(tick.getBoundingClientRect().left).toBeGreaterThanOrEqual(left);
  },
};

const NO_PAID_ORDERS = 'No paid orders in this period yet. Figures appear after the first paid order.';

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_PAID_ORDERS)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Days without a paid order: no blank drawing of zeros, but what will fill it. */
export const NoPaidOrders: Story = {
  // Looks exactly like Empty, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: {
    data: [
      { label: '15', income: 0 },
      { label: '16', income: 0 },
      { label: '17', income: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_PAID_ORDERS)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ShortHeight: Story = {
  args: { height: 200 },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img');
    await expect(chart).toHaveAttribute('height', '200');
    await expect(chart.getBoundingClientRect().height).toBe(200);
  },
};

export const SmallFigures: Story = {
  args: {
    data: [
      { label: 'Mon', income: 350_000 },
      { label: 'Tue', income: 420_000 },
      { label: 'Wed', income: 0 },
    ],
  },
  play: async ({ canvas }) => {
    // Below a million the axis keeps its unit, with a decimal comma: 0, 0,2, 0,4, 0,6.
    await expect(within(canvas.getByRole('img') as unknown as HTMLElement).getByText('IDR 0,2 M')).toBeInTheDocument();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // The chart scrolls inside its own box on a phone; the page itself does not.
    await expect(canvas.getByRole('img', { name: /Income per day, 6 days/ })).toBeInTheDocument();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
