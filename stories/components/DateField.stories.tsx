import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from '../../src/components/DateField';
import type { ComponentGuide } from '../docs/guide';
import { chooseDate, dateSelects } from '../support/fields';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A labelled calendar date as day, month name and year selects, in the page's language; the value is YYYY-MM-DD, or '' until all three are chosen. Not the browser's date input: it draws mm/dd/yyyy whatever the page's language.",
  dos: [
    'Give the years that make sense (closed dates: this year on; a report: the years before).',
    'Show a broken rule with errorMessage; the field reads as invalid.',
  ],
  donts: [
    "Don't use it for a delivery time: use DateTimeField, which names the next days.",
    "Don't fall back to the browser's date input: it ignores the page's language.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves from the day to the month to the year.' },
    { key: 'Arrow Up / Arrow Down', does: 'Chooses the previous or next day, month or year.' },
    { key: 'Letters and digits', does: 'Jump to the choice that starts with them (N for November).' },
  ],
  screenReader: [
    { part: 'Field', role: 'group, named by its label', announced: 'The label, then each select.' },
    {
      part: 'Day, month, year',
      role: 'combobox "<label>: day", "<label>: month", "<label>: year"',
      announced: "The chosen part, and 'invalid' with the error when one is set.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/DateField',
  tags: ['status:stable'],
  component: DateField,
  parameters: { guide },
  args: { label: 'Date', value: '2026-12-25', firstYear: 2026, lastYear: 2028, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(change) => {
          setValue(change.value);
          args.onChange?.(change);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const { day, month, year } = dateSelects(canvas, 'Date');
    await expect(day).toHaveDisplayValue('25');
    await expect(month).toHaveDisplayValue('December');
    await expect(year).toHaveDisplayValue('2026');
    await expect(canvas.getByRole('group', { name: 'Date' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    const { day, month, year } = dateSelects(canvas, 'Date');
    await expect(day).toHaveDisplayValue('Day');
    await expect(month).toHaveDisplayValue('Month');
    await expect(year).toHaveDisplayValue('Year');
  },
};

/** A date built part by part, quickly: the value comes once all three are chosen. */
export const ChoosesADate: Story = {
  tags: ['interaction'],
  args: { value: '' },
  play: async ({ canvas, args }) => {
    await chooseDate(canvas, 'Date', '2027-02-14');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2027-02-14' });
    await expect(args.onChange).not.toHaveBeenCalledWith({ value: expect.stringMatching(/^2027-02-(?!14)/) });
  },
};

/** Tab to the month and choose February: a day past the new month's end moves to its last day. */
export const TabAndChoose: Story = {
  tags: ['interaction'],
  args: { value: '2027-01-31' },
  play: async ({ canvas, args }) => {
    const { day, month } = dateSelects(canvas, 'Date');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.selectOptions(month, '2');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2027-02-28' });
    await expect(day).toHaveDisplayValue('28');
  },
};

/** In Bahasa Indonesia: the month by its Indonesian name, and the parts named Hari, Bulan, Tahun. */
export const Indonesian: Story = {
  args: { label: 'Tanggal', value: '2026-08-17' },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Tanggal: bulan' })).toHaveDisplayValue('Agustus');
    await expect(canvas.getByRole('combobox', { name: 'Tanggal: hari' })).toHaveDisplayValue('17');
    await expect(canvas.getByRole('combobox', { name: 'Tanggal: tahun' })).toHaveDisplayValue('2026');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'That date has passed' },
  play: async ({ canvas }) => {
    const { year } = dateSelects(canvas, 'Date');
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription('That date has passed');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const select of Object.values(dateSelects(canvas, 'Date'))) await expect(select).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  args: { label: 'From', value: '2026-09-30' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(dateSelects(canvas, 'From').month).toHaveDisplayValue('September');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
