import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TakingsTable } from '../../src/components/TakingsTable';
import {
  emptyPrepReport,
  largePrepReport,
  ninetyDayPrepReport,
  oneDayPrepReport,
  sixTakings,
} from '../fixtures/dashboard';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The period's takings per day by payment method (card, bank account, cash, QRIS): the money that arrived, with the cash still to collect beside it and the totals, for reconciling the till and the bank, and a Download CSV button. The newest day is on top.",
  dos: [
    'Pass the rows oldest first, as the report answers: the table turns them round.',
    'Keep Download CSV for the person who reconciles: it raises onDownloadCsv.',
  ],
  donts: [
    "Don't format the amounts before passing them: pass integer rupiah.",
    "Don't hide the table's box scroll: a long period scrolls inside it.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses the table box when it scrolls, then Download CSV.' },
    { key: 'Arrow keys', does: 'While the box is focused: scroll it.' },
    { key: 'Enter or Space', does: 'On Download CSV: raises onDownloadCsv.' },
  ],
  screenReader: [
    {
      part: 'Table',
      role: 'table',
      announced: "Its caption 'Takings by payment method per day, newest first', with row and column headers.",
    },
    { part: 'Scroll box', role: 'region "Takings by payment method, scrolls"', announced: 'Only when it scrolls.' },
    { part: 'No takings', role: 'paragraph', announced: "'No takings in this period yet.'" },
    { part: 'Download', role: 'button "Download CSV"', announced: 'Its label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/TakingsTable',
  tags: ['status:beta'],
  component: TakingsTable,
  parameters: { guide },
  args: { rows: sixTakings, onDownloadCsv: fn() },
} satisfies Meta<typeof TakingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    // IDR and the amount are joined by a no-break space (formatIdr); compare them as plain words.
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

/** Six days of takings by card, bank account, cash and QRIS, newest on top, with the period's totals. */
export const SixDays: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Takings by payment method per day, newest first/ });
    for (const column of ['Date', 'Card', 'Bank account', 'Cash', 'QRIS', 'Total', 'Orders']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('2026-11-20');
    const day = sixTakings.at(-1)!;
    await expect(cells(rows[1]!)).toEqual([
      `IDR ${day.card.toLocaleString('id-ID')}`,
      `IDR ${day.bankAccount.toLocaleString('id-ID')}`,
      `IDR ${day.cash.toLocaleString('id-ID')}`,
      `IDR ${day.qris.toLocaleString('id-ID')}`,
      `IDR ${day.total.toLocaleString('id-ID')}`,
      String(day.orders),
    ]);
    const total = sixTakings.reduce((sum, row) => sum + row.total, 0);
    const totals = within(table).getByRole('row', { name: /^Total/ });
    await expect(within(totals).getByText(`IDR ${total.toLocaleString('id-ID')}`)).toBeVisible();
    // The last day's cash on its way to a customer: sold, said apart from the money that arrived.
    await expect(
      canvas.getByText('Not in the totals yet: IDR 45.000 in cash still to collect at hand-over.'),
    ).toBeVisible();
  },
};

/** Download CSV hands the download to the app. */
export const DownloadCsv: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledOnce();
  },
};

export const OneDay: Story = {
  args: { rows: oneDayPrepReport.takings },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /^2026-11-20/ });
    await expect(cells(row)).toEqual(['IDR 44.000', 'IDR 0', 'IDR 0', 'IDR 0', 'IDR 44.000', '1']);
    await expect(canvas.queryByText(/still to collect/)).not.toBeInTheDocument();
  },
};

/** Nothing taken yet: a sentence instead of a table of zeros; the CSV can still be downloaded. */
export const Empty: Story = {
  args: { rows: emptyPrepReport.takings },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No takings in this period yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

/** Ninety days: the newest day is the first row, in view without scrolling; the rest scrolls in its box. */
export const NinetyDays: Story = {
  args: { rows: ninetyDayPrepReport.takings },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Takings by payment method, scrolls' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    const newest = canvas.getByRole('row', { name: /^2026-11-20/ });
    await expect(newest.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom);
    await expect(within(region).getAllByRole('row')).toHaveLength(92);
  },
};

export const VeryLargeValues: Story = {
  args: { rows: largePrepReport.takings },
  play: async ({ canvas }) => {
    const totals = canvas.getByRole('row', { name: /^Total/ });
    await expect(within(totals).getByText('IDR 15.776.899.000')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TabletWidth: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // Six days fit a tablet: the table neither scrolls nor is a stop in the tab order.
    const box = canvas.getByRole('table').parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box).not.toHaveAttribute('tabindex');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
