import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeliveryScheduleFields, type DeliveryScheduleFieldsProps } from '../../src/components/DeliveryScheduleFields';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A product's 'Start delivery' and 'End delivery' on the admin forms, shown only for home delivery and pick up. Values are times of day (24-hour, quarter hours), the hours it can leave the shop every day, or empty for any time.",
  dos: [
    "Pass the product's method so the fields appear and disappear with it.",
    "Show each field's error under it (errors.start, errors.end).",
  ],
  donts: [
    "Don't render the fields for dine in: the component returns nothing for it.",
    "Don't fill both times for a product that delivers whenever the shop does: leave Any time.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves from Start delivery to End delivery.' },
    { key: 'Arrow Up / Arrow Down', does: 'Chooses the previous or next quarter hour (or Any time).' },
  ],
  screenReader: [
    { part: 'Group', role: 'group (fieldset) with a legend', announced: 'The legend, then each field.' },
    {
      part: 'Fields',
      role: 'comboboxes "Start delivery", "End delivery"',
      announced: 'The label, the value, and the error when set.',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/DeliveryScheduleFields',
  tags: ['status:beta'],
  component: DeliveryScheduleFields,
  parameters: { guide },
  args: { methods: ['home delivery'], start: '13:00', end: '19:00', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryScheduleFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the times as the product form does. */
function StatefulFields(props: DeliveryScheduleFieldsProps) {
  const [schedule, setSchedule] = useState({ start: props.start, end: props.end });
  return (
    <DeliveryScheduleFields
      {...props}
      {...schedule}
      onChange={(next) => {
        setSchedule(next);
        props.onChange(next);
      }}
    />
  );
}

/** A daily window (the demo catalogue's 13:00–19:00): times of day, every day. */
export const HomeDelivery: Story = {
  play: async ({ canvas }) => {
    const start = canvas.getByLabelText('Start delivery');
    await expect(start).toHaveRole('combobox');
    await expect(start).toHaveDisplayValue('13:00');
    await expect(canvas.getByLabelText('End delivery')).toHaveValue('19:00');
  },
};

export const ChangesTheDeliveryWindow: Story = {
  tags: ['interaction'],
  render: (args) => <StatefulFields {...args} />,
  play: async ({ canvas, args }) => {
    const start = canvas.getByLabelText('Start delivery');
    const end = canvas.getByLabelText('End delivery');
    await userEvent.selectOptions(start, '14:30');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '14:30', end: '19:00' });
    await userEvent.selectOptions(end, '18:00');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '14:30', end: '18:00' });
    await expect(end).toHaveValue('18:00');
  },
};

export const PickUp: Story = {
  args: { methods: ['take away'], start: '', end: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start delivery')).toHaveDisplayValue('Any time');
    await expect(canvas.getByLabelText('End delivery')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Start delivery')).toHaveFocus();
  },
};

/** Sold to stay and to go: the hours are for taking it away. */
export const DineInAndPickUp: Story = {
  // Looks exactly like HomeDelivery, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { methods: ['dine in', 'take away'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start delivery')).toHaveValue('13:00');
  },
};

export const HiddenForDineIn: Story = {
  args: { methods: ['dine in'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Start delivery')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('End delivery')).not.toBeInTheDocument();
  },
};

export const HiddenWithoutMethod: Story = {
  // Looks exactly like HiddenForDineIn, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { methods: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Start delivery')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { end: '', errors: { end: 'Choose when delivery ends' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('End delivery')).toHaveAccessibleDescription('Choose when delivery ends');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start delivery')).toBeDisabled();
    await expect(canvas.getByLabelText('End delivery')).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Start delivery')).toBeVisible();
    await expect(canvas.getByLabelText('End delivery')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
