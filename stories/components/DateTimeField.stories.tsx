import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DELIVERY_WINDOW_TEXT } from '../../src/domain/deliveryWindow';
import { DateTimeField } from '../../src/components/DateTimeField';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';
import { chooseDateTime, dateTimeSelects, dateTimeValue } from '../support/fields';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A labelled day and time of day in shop time, as two selects: the day (Today, Tomorrow, Mon 30 Nov …) and a 24-hour time in quarter hours. The value stays a datetime-local string. Not the browser's date-time input: it draws the system's format (mm/dd/yyyy, AM/PM) whatever the page's language.",
  dos: [
    'Pass min (now): the days start on its day and that day offers only later times.',
    'Put the rule in description (e.g. the delivery window) before it is broken.',
    'Show a broken rule with errorMessage; the field reads as invalid.',
  ],
  donts: [
    "Don't use it for a date alone (closed dates, a report period): use DateField.",
    "Don't read the clock inside the caller's render; pass now in as min.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves from the day to the time.' },
    { key: 'Arrow Up / Arrow Down', does: 'Chooses the previous or next day or time.' },
    { key: 'Letters and digits', does: 'Jump to the day or time that starts with them.' },
  ],
  screenReader: [
    { part: 'Field', role: 'group, named by its label', announced: 'The label, then each select.' },
    {
      part: 'Day and time',
      role: 'combobox "<label>: day" and "<label>: time"',
      announced: "The chosen day or time, and 'invalid' with the error when one is set.",
    },
    { part: 'Hint and error', role: 'description', announced: 'Read after each select (aria-describedby).' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/DateTimeField',
  tags: ['status:stable'],
  component: DateTimeField,
  parameters: { guide },
  // Monday 23 November 2026, 11:05 in the shop: today's times start at 11:15.
  args: { label: 'Set time', value: '2026-11-23T13:00', min: '2026-11-23T11:05', onChange: fn() },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toHaveDisplayValue('Today');
    await expect(time).toHaveDisplayValue('13:00');
    await expect(canvas.getByRole('group', { name: 'Set time' })).toBeVisible();
  },
};

/** The days offered: today, tomorrow, then each by its short name, as far ahead as an order may be placed. */
export const DaysNamed: Story = {
  // Looks exactly like Default, which is pictured: this story checks the lists underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    const days = [...day.options].map((option) => option.text);
    await expect(days.slice(0, 3)).toEqual(['Today', 'Tomorrow', 'Wed 25 Nov']);
    await expect(days).toHaveLength(31);
    const times = [...time.options].map((option) => option.value);
    // Today: quarter hours from now on, 24-hour.
    await expect(times[0]).toBe('11:15');
    await expect(times.at(-1)).toBe('23:45');
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toHaveDisplayValue('Day');
    await expect(time).toHaveDisplayValue('Time');
  },
};

/**
 * Tab to the day and choose tomorrow, Tab to the time and choose the next quarter. The story's events are
 * simulated, so the choice is made as the select's list makes it; real arrow keys are in e2e/customer.spec.ts.
 */
export const TabAndChoose: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateTimeField
        {...args}
        value={value}
        onChange={(change) => {
          setValue(change.value);
          args.onChange?.(change);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.selectOptions(day, '2026-11-24');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2026-11-24T13:00' });
    await userEvent.tab();
    await expect(time).toHaveFocus();
    await userEvent.selectOptions(time, '13:15');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2026-11-24T13:15' });
    await chooseDateTime(canvas, 'Set time', '2026-11-25T16:30');
    await expect(dateTimeValue(canvas, 'Set time')).toBe('2026-11-25T16:30');
  },
};

/** Back to today from a later day: a time already gone moves to today's first quarter. */
export const TodayMovesAPassedTime: Story = {
  tags: ['interaction'],
  args: { value: '2026-11-24T09:00' },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(dateTimeSelects(canvas, 'Set time').day, '2026-11-23');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2026-11-23T11:15' });
  },
};

/** In Bahasa Indonesia: Hari ini, Besok, Rab 25 Nov; the times the same 24-hour ones. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('combobox', { name: 'Set time: hari' }) as HTMLSelectElement;
    await expect([...day.options].slice(0, 3).map((option) => option.text)).toEqual([
      'Hari ini',
      'Besok',
      'Rab 25 Nov',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Set time: jam' })).toHaveDisplayValue('13:00');
  },
};

export const WithDescription: Story = {
  args: { description: DELIVERY_WINDOW_TEXT },
  play: async ({ canvas }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toHaveAccessibleDescription('Delivery only Monday to Friday, 13:00–19:00');
    await expect(time).toHaveAccessibleDescription('Delivery only Monday to Friday, 13:00–19:00');
  },
};

/** A kept time that is not on the list (it has passed, or is off the quarter hours) still shows, flagged. */
export const WithError: Story = {
  args: { value: '2026-11-22T10:10', errorMessage: 'That time has passed: choose a later time, or now' },
  play: async ({ canvas }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toHaveDisplayValue('Sun 22 Nov');
    await expect(time).toHaveDisplayValue('10:10');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription('That time has passed: choose a later time, or now');
    await expect(canvas.getByText('That time has passed: choose a later time, or now')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '2026-11-23T11:05', description: 'Dine in is served now' },
  play: async ({ canvas, args }) => {
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toBeDisabled();
    await expect(time).toBeDisabled();
    await expect(time).toHaveDisplayValue('11:05');
    await userEvent.tab();
    await expect(day).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Last moment this product can still be delivered to a customer',
    description: `${DELIVERY_WINDOW_TEXT}; times outside the window are refused at checkout`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(dateTimeValue(canvas, 'Last moment this product can still be delivered to a customer')).toBe(
      '2026-11-23T13:00',
    );
    await expect(canvas.getByText(/times outside the window are refused at checkout/)).toBeVisible();
    await expectToWrapWithin(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { errorMessage: DELIVERY_WINDOW_TEXT },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(dateTimeSelects(canvas, 'Set time').day).toHaveAccessibleDescription(
      expect.stringContaining(DELIVERY_WINDOW_TEXT),
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
