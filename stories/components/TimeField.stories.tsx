import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TimeField } from '../../src/components/TimeField';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A labelled time of day (HH:MM, 24-hour) from a list in quarter hours, the same in every language. Not the browser's time input: it draws AM/PM on an English system and cannot say 24:00.",
  dos: [
    'Offer 24:00 (allowsMidnightEnd) for a closing time at midnight.',
    'Name the empty choice (noTimeLabel) when no time is a real answer ("Any time").',
  ],
  donts: [
    "Don't use it for a day and time: use DateTimeField.",
    "Don't use a text field for a time: a select cannot hold 7:5 or 25:00.",
  ],
  keyboard: [
    { key: 'Arrow Up / Arrow Down', does: 'Chooses the previous or next quarter hour.' },
    { key: 'Digits', does: 'Jump to the time that starts with them.' },
  ],
  screenReader: [
    {
      part: 'Select',
      role: 'combobox, named by its label',
      announced: "The chosen time, and 'invalid' with the error when one is set.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/TimeField',
  tags: ['status:stable'],
  component: TimeField,
  parameters: { guide },
  args: { label: 'Opens', value: '07:00', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TimeField
        {...args}
        value={value}
        onChange={(change) => {
          setValue(change.value);
          args.onChange?.(change);
        }}
      />
    );
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Opens' }) as HTMLSelectElement;
    await expect(select).toHaveDisplayValue('07:00');
    const times = [...select.options].map((option) => option.value);
    await expect(times).toHaveLength(96);
    await expect(times.at(-1)).toBe('23:45');
  },
};

/** Closing at midnight: 24:00 is offered last. */
export const MidnightEnd: Story = {
  args: { label: 'Closes', value: '24:00', allowsMidnightEnd: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Closes' })).toHaveDisplayValue('24:00');
  },
};

/** A time saved before off the quarter hours is still shown, in its place. */
export const OffTheQuarterHours: Story = {
  args: { value: '07:05' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Opens' }) as HTMLSelectElement;
    await expect(select).toHaveDisplayValue('07:05');
    await expect(select.options[select.selectedIndex - 1]!.value).toBe('07:00');
  },
};

export const AnyTime: Story = {
  args: { label: 'Start delivery', value: '', noTimeLabel: 'Any time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Start delivery' })).toHaveDisplayValue('Any time');
  },
};

export const TabAndChoose: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Opens' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '07:15');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '07:15' });
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Opening must be before closing' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Opens' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Opening must be before closing');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Opens' })).toBeDisabled();
  },
};
