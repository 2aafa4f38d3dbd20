import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminDashboardScreen } from '../../src/screens/AdminDashboardScreen';
import {
  emptyPrepReport,
  largePrepReport,
  ninetyDayIncome,
  ninetyDayPrepReport,
  oneDayPrepReport,
  sixDayPrepReport,
} from '../fixtures/dashboard';
import { sixDayReport } from '../fixtures/orders';
import { adminFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  expectWholeFigure,
  skeletonPieces,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain, restsOnNotFound } from '../support/statusStories';
import { dateSelects } from '../support/fields';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: AdminDashboardScreen,
  args: {
    status: 'ready',
    income: sixDayReport,
    report: sixDayPrepReport,
    range: { from: '2026-11-15', to: '2026-11-20' },
    today: '2026-11-20',
    onRangeChange: fn(),
    onDownloadReport: fn(),
    onShareReport: fn(),
    onDownloadTakings: fn(),
    onRetry: fn(),
  },
  decorators: [adminFrame('dashboard')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tablet = { viewport: { value: 'tablet' } };
const figure = (canvas: HTMLElement, label: string) =>
  within(canvas).getByText(label).nextElementSibling as HTMLElement;

/** Every figure of the period whole on one line (a figure broken at its dots reads as two numbers). */
async function expectFiguresOnOneLine(canvasElement: HTMLElement) {
  for (const label of ['Income in this period', 'Paid orders', 'Median preparation', 'Late orders']) {
    await expectWholeFigure(figure(canvasElement, label));
  }
}

/** The old site's six days (15 to 20, chart height 420) with the real figures around them. */
export const SixDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Six days are named as six days, not as a month.
    await expect(canvas.getByText(/^Report for November 15\s–\s20, 2026$/)).toBeVisible();
    // The report keeps the specification's name; the line under it says the six days it covers.
    await expect(canvas.getByText('Monthly Report')).toBeVisible();
    await expect(figure(canvasElement, 'Income in this period')).toHaveTextContent('IDR 25.850.000');
    await expect(figure(canvasElement, 'Paid orders')).toHaveTextContent('271');
    await expect(figure(canvasElement, 'Median preparation')).toHaveTextContent('6 min');
    await expect(canvas.getByText('90th percentile 13.5 min')).toBeVisible();
    await expect(figure(canvasElement, 'Late orders')).toHaveTextContent('21');
    // No invented figures: no outcome, no best staff.
    await expect(canvas.queryByText(/outcome/i)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /Best Staff/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Days with sales' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('progressbar', { name: 'Orders ready within 15 min' })).toHaveAttribute(
      'aria-valuenow',
      '92',
    );
    await expect(canvas.getByRole('img', { name: /Preparation time per day, 15 to 20/ })).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: /Preparation time per hour of day, 08:00 to 20:00/ }),
    ).toBeInTheDocument();
    const perHour = canvas.getByRole('table', { name: 'Orders per hour of day' });
    await expect(
      within(within(perHour).getByRole('row', { name: /^12:00/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('28');
    await expect(canvas.getByRole('heading', { name: 'Takings by payment method' })).toBeVisible();
    await expectFiguresOnOneLine(canvasElement);
  },
};

/** A whole calendar month is named by its month under the report's name. */
export const OneMonth: Story = {
  // Laid out as SixDays, which is pictured, with a month's title: this story checks the words (decision 0030).
  tags: ['no-picture'],
  args: { range: { from: '2026-11-01', to: '2026-11-30' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monthly Report')).toBeVisible();
    await expect(canvas.getByText('November 2026')).toBeVisible();
  },
};

/**
 * A laptop (1280 px), four figures a row: "IDR 25.850.000" stays whole on one line, at a smaller step of
 * the type scale when the card is too narrow for the title size.
 */
export const FiguresOnLaptop: Story = {
  // Looks exactly like SixDays's 1280 px picture: this story checks what differs underneath.
  tags: ['no-picture'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Income in this period')).toHaveTextContent('IDR 25.850.000');
    await expectFiguresOnOneLine(canvasElement);
  },
};

/** The report's buttons and the period filter hand their work to the app. */
export const Actions: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await expect(args.onDownloadReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Share Report' }));
    await expect(args.onShareReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadTakings).toHaveBeenCalledOnce();
    // The period's start, by its day select: the month and year stay.
    await userEvent.selectOptions(dateSelects(canvas, 'From').day, '1');
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-20' });
  },
};

export const OneDay: Story = {
  // Laid out as SixDays, which is pictured, with one day: this story checks its figures (decision 0030).
  tags: ['no-picture'],
  args: {
    income: [{ label: '20', income: 44_000 }],
    report: oneDayPrepReport,
    range: { from: '2026-11-20', to: '2026-11-20' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 'Income in this period')).toHaveTextContent('IDR 44.000');
    await expect(figure(canvasElement, 'Median preparation')).toHaveTextContent('7 min');
    await expect(figure(canvasElement, 'Late orders')).toHaveTextContent('0');
    await expect(canvas.getByRole('row', { name: /^2026-11-20/ })).toBeVisible();
  },
};

/** Ninety days: the charts open on the newest days and the takings table lists the newest day first. */
export const NinetyDays: Story = {
  // Laid out as SixDays, which is pictured, with more days: this story checks where the charts open (decision 0030).
  tags: ['no-picture'],
  args: { income: ninetyDayIncome, report: ninetyDayPrepReport, range: { from: '2026-08-23', to: '2026-11-20' } },
  play: async ({ canvas }) => {
    for (const name of ['Income per day, scrolls sideways', 'Preparation time per day, scrolls sideways']) {
      const region = await canvas.findByRole('region', { name });
      await expect(region.scrollLeft + region.clientWidth).toBeGreaterThanOrEqual(region.scrollWidth - 1);
    }
    const takings = canvas.getByRole('region', { name: 'Takings by payment method, scrolls' });
    await expect(within(takings).getAllByRole('row')[1]).toHaveAccessibleName(/^2026-11-20/);
  },
};

/** A period without orders: zeros and plain sentences, never an invented figure. */
export const Empty: Story = {
  args: {
    income: [
      { label: '15', income: 0 },
      { label: '16', income: 0 },
      { label: '17', income: 0 },
    ],
    report: emptyPrepReport,
    range: { from: '2026-11-15', to: '2026-11-17' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 'Income in this period')).toHaveTextContent('IDR 0');
    // No preparation time yet: a dash, not a word or an invented figure.
    await expect(figure(canvasElement, 'Median preparation')).toHaveTextContent(/^—$/);
    await expect(canvas.getByText('90th percentile —')).toBeVisible();
    // The empty income chart says what will fill it instead of drawing blank bars.
    await expect(
      canvas.getByText('No paid orders in this period yet. Figures appear after the first paid order.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Income per day/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('No order was ready in this period yet.')).toHaveLength(2);
    await expect(canvas.getByText('No takings in this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Orders per hour of day' })).not.toBeInTheDocument();
  },
};

export const VeryLargeValues: Story = {
  args: {
    income: [
      { label: '19', income: 2_450_221_000 },
      { label: '20', income: 9_870_000_000 },
    ],
    report: largePrepReport,
    range: { from: '2026-11-19', to: '2026-11-20' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 'Income in this period')).toHaveTextContent('IDR 12.320.221.000');
    await expect(figure(canvasElement, 'Paid orders')).toHaveTextContent('98765');
    await expect(canvas.getAllByRole('img', { name: /slowest 90th percentile 187\smin/ })).toHaveLength(2);
    await expectFiguresOnOneLine(canvasElement);
  },
};

/** The dashboard in Bahasa Indonesia: the period named in Indonesian, rupiah as `Rp`, minutes as `mnt`. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await expect(canvas.getByText(/^Laporan 15–20 November 2026$/)).toBeVisible();
    await expect(figure(canvasElement, 'Pendapatan periode ini')).toHaveTextContent('Rp25.850.000');
    await expect(figure(canvasElement, 'Median penyiapan')).toHaveTextContent('6 mnt');
    await expect(canvas.getByText('Persentil ke-90: 13,5 mnt')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unduh CSV' })).toBeVisible();
    await expectWholeFigure(figure(canvasElement, 'Pendapatan periode ini'));
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the report');
    // The dashboard's shape: its four figures and its two charts, not three grey bars.
    const skeleton = await expectSkeletonShape(canvasElement, 'dashboard');
    await expect(skeletonPieces(skeleton, 'stat')).toHaveLength(4);
    await expect(skeletonPieces(skeleton, 'chart')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(async ({ canvas }) => {
    await expect(canvas.queryByText('Paid orders')).not.toBeInTheDocument();
  }),
};

/** A 404 for the report: the not-found note under the period fields, no figures and no retry. */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: restsOnNotFound(async ({ canvas }) => {
    await expect(canvas.queryByText('Paid orders')).not.toBeInTheDocument();
  }),
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const NinetyDaysOnPhone: Story = {
  args: NinetyDays.args,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TabletWidth: Story = {
  globals: tablet,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByRole('img', { name: /Preparation time per day/ })).toBeVisible();
  },
};
