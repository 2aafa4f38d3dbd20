import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NowOrLaterPicker, type NowOrLaterPickerProps } from '../../src/components/NowOrLaterPicker';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';
import { chooseDateTime, dateTimeSelects, dateTimeValue } from '../support/fields';

/** Holds the choice the way the product screen does, so the stories show the time field opening. */
function Controlled(props: NowOrLaterPickerProps) {
  const [state, setState] = useState({ now: props.isNow, time: props.time });
  return (
    <NowOrLaterPicker
      {...props}
      isNow={state.now}
      time={state.time}
      onChange={(change) => {
        setState(change);
        props.onChange?.(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "'Now' Yes/No and 'Set time' on the product detail: the time opens only for No, and No is not offered for dine in. The caller passes now, so the component never reads the clock.",
  dos: ['Pass the chosen method so dine in offers only Now.', 'Show why a time cannot be kept with errorMessage.'],
  donts: [
    "Don't read the clock inside it: pass now.",
    "Don't hide Set time for Now: it shows the current time, disabled.",
  ],
  keyboard: [
    { key: 'Tab', does: "Moves to the chosen Yes/No radio, then to Set time's day and time when it is enabled." },
    { key: 'Arrow keys', does: 'On the radios: switch between Yes and No (No is skipped for dine in).' },
    { key: 'Arrow Up / Arrow Down', does: 'On Set time: the previous or next day, or quarter hour.' },
  ],
  screenReader: [
    { part: 'Now', role: 'radiogroup "Now"', announced: 'Yes and No with their state.' },
    {
      part: 'Set time',
      role: 'group "Set time" of the selects "Set time: day" and "Set time: time"',
      announced: "The value; 'Dine in is served now' as its description for dine in; the error when set.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/NowOrLaterPicker',
  tags: ['status:stable'],
  component: NowOrLaterPicker,
  parameters: { guide },
  args: { isNow: true, time: '', now: '2026-11-23T14:05', method: 'home delivery', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NowOrLaterPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NowShowsTheCurrentTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const { day, time } = dateTimeSelects(canvas, 'Set time');
    await expect(day).toBeDisabled();
    await expect(time).toBeDisabled();
    // The time comes from the `now` prop, never from the clock.
    await expect(day).toHaveDisplayValue('Today');
    await expect(time).toHaveDisplayValue('14:05');
  },
};

export const LaterEnablesTheTime: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ now: false, time: '2026-11-23T14:05' });
    const { time } = dateTimeSelects(canvas, 'Set time');
    await expect(time).toBeEnabled();
    await chooseDateTime(canvas, 'Set time', '2026-11-24T15:30');
    await expect(args.onChange).toHaveBeenLastCalledWith({ now: false, time: '2026-11-24T15:30' });
    await expect(dateTimeValue(canvas, 'Set time')).toBe('2026-11-24T15:30');
    // Back to Now: the field closes and shows the current time again.
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ now: true, time: '2026-11-23T14:05' });
    await expect(time).toBeDisabled();
    await expect(dateTimeValue(canvas, 'Set time')).toBe('2026-11-23T14:05');
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ now: false, time: '2026-11-23T14:05' });
    await userEvent.tab();
    await expect(dateTimeSelects(canvas, 'Set time').day).toHaveFocus();
  },
};

export const LaterTimeChosen: Story = {
  args: { isNow: false, time: '2026-11-25T13:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(dateTimeValue(canvas, 'Set time')).toBe('2026-11-25T13:30');
  },
};

export const DineInIsAlwaysNow: Story = {
  args: { method: 'dine in' },
  play: async ({ canvas, args, canvasElement }) => {
    const no = canvas.getByRole('radio', { name: 'No' });
    await expect(no).toBeDisabled();
    await userEvent.click(no, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(dateTimeSelects(canvas, 'Set time').day).toBeDisabled();
    await expect(canvas.getByText('Dine in is served now')).toBeVisible();
    rest(canvasElement);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeDisabled();
    await expect(dateTimeSelects(canvas, 'Set time').day).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  args: { isNow: false, time: '2026-11-25T13:30' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(dateTimeSelects(canvas, 'Set time').day).toBeEnabled();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TimeRefused: Story = {
  args: { isNow: false, time: '2026-11-28T10:00', errorMessage: 'Failed: Delivery only Monday to Friday, 13:00–19:00' },
  play: async ({ canvas }) => {
    // The message sits next to the field and is its description, read with it.
    const field = dateTimeSelects(canvas, 'Set time').time;
    await expect(field).toBeEnabled();
    await expect(field).toHaveAccessibleDescription(/Failed: Delivery only Monday to Friday, 13:00–19:00/);
    await expect(canvas.getByText('Failed: Delivery only Monday to Friday, 13:00–19:00')).toBeVisible();
  },
};

export const NowHidesTheTimeMessage: Story = {
  // Looks exactly like NowShowsTheCurrentTime, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { isNow: true, errorMessage: 'Failed: Delivery only Monday to Friday, 13:00–19:00' },
  play: async ({ canvas }) => {
    // "Now" disables the field, so a message about a chosen time would point at nothing.
    await expect(dateTimeSelects(canvas, 'Set time').day).toBeDisabled();
    await expect(canvas.queryByText(/^Failed:/)).not.toBeInTheDocument();
  },
};

/** Side by side on a wide screen, 'Now' and 'Set time' start on one line, even with the dine-in hint under the field. */
export const LabelsLevel: Story = {
  // Looks exactly like DineInIsAlwaysNow, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { method: 'dine in' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const now = canvas.getByText('Now');
    const setTime = canvas.getByText('Set time');
    await expect(Math.abs(now.getBoundingClientRect().top - setTime.getBoundingClientRect().top)).toBeLessThanOrEqual(
      1,
    );
    // The radios sit level with the time input's middle.
    const radio = canvas.getByRole('radio', { name: 'Yes' }).getBoundingClientRect();
    const input = dateTimeSelects(canvas, 'Set time').day.getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    await expect(Math.abs(middle(radio) - middle(input))).toBeLessThanOrEqual(2);
  },
};
