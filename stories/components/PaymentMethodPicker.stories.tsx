import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
  type PaymentMethodValue,
} from '../../src/components/PaymentMethodPicker';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "'Payment Methods': Card, Bank account, Cash on delivery and QRIS as one radio choice. On the admin's order detail it shows the chosen method as text (isReadOnly).",
  dos: ['Offer cash on delivery only for home delivery (methods).', 'Use isReadOnly where the method cannot change.'],
  donts: [
    "Don't pre-choose a method for the customer.",
    "Don't tell methods apart by icon colour alone: each has its name.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the chosen method (or the first), then out of the group.' },
    { key: 'Arrow keys', does: 'Move to the next / previous method and choose it.' },
    { key: 'Space', does: 'Chooses the focused method.' },
  ],
  screenReader: [
    { part: 'Section', role: 'region "Payment Methods"', announced: 'A named region.' },
    { part: 'Group', role: 'radiogroup "Payment Methods"', announced: 'The methods with their state and position.' },
    { part: 'Read-only', role: 'paragraph', announced: "The chosen method's name." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/PaymentMethodPicker',
  tags: ['status:stable'],
  component: PaymentMethodPicker,
  parameters: { guide },
  args: { value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the choice as a screen would, so the radios move as they are chosen. */
function StatefulPicker(props: PaymentMethodPickerProps) {
  const [value, setValue] = useState<PaymentMethodValue | null>(props.value);
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.paymentMethodId);
        props.onChange?.(change);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Methods' })).toBeVisible();
    for (const name of ['Card', 'Bank account', 'Cash on delivery', 'QRIS']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
  },
};

export const ChoosesAMethod: Story = {
  tags: ['interaction'],
  render: (args) => <StatefulPicker {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Methods' })).toBeVisible();
    for (const name of ['Card', 'Bank account', 'Cash on delivery']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
    await userEvent.click(canvas.getByText('Card'));
    await expect(args.onChange).toHaveBeenCalledWith({ paymentMethodId: '1' });
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on delivery' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethodId: '3' });
    await userEvent.click(canvas.getByText('QRIS'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethodId: '4' });
  },
};

export const Selected: Story = {
  args: { value: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Card' })).not.toBeChecked();
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { value: '2' },
  render: (args) => <StatefulPicker {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Bank account' })).toHaveFocus();
    // Held and released like a real key press.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethodId: '3' });
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Bank account' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowUp}{ArrowUp>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ paymentMethodId: '1' });
  },
};

export const Disabled: Story = {
  args: { value: '1', isDisabled: true },
  play: async ({ canvas, args, canvasElement }) => {
    const cash = canvas.getByRole('radio', { name: 'Cash on delivery' });
    await expect(cash).toBeDisabled();
    await userEvent.click(cash, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ReadOnly: Story = {
  args: { value: '3', isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cash on delivery')).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Card')).not.toBeInTheDocument();
  },
};

export const ReadOnlyNotChosen: Story = {
  args: { value: null, isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment method chosen')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { value: '1' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const WithoutCashOnDelivery: Story = {
  args: { methods: ['1', '2', '4'] },
  play: async ({ canvas }) => {
    // A pick-up or dine-in order: the courier's cash is not offered.
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'QRIS' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Bank account' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
  },
};
