import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { DeliveryMethodPicker, type DeliveryMethodPickerProps } from '../../src/components/DeliveryMethodPicker';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** Holds the method the way the product screen does, so the stories show the choice moving. */
function Controlled(props: DeliveryMethodPickerProps) {
  const [value, setValue] = useState<DeliveryMethod | null>(props.value);
  return (
    <DeliveryMethodPicker
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.method);
        props.onChange?.(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "Dine In, Door Delivery and Pick Up as one radio choice under 'Delivery and Time'. The chosen method picks which cart an item goes in.",
  dos: [
    'Keep value in the caller and update it from onChange({ method }).',
    'Start with no method (null) when the customer has not chosen one.',
  ],
  donts: [
    "Don't use a select for three options: radios show them all at once.",
    "Don't change the labels: they come from the domain's DELIVERY_METHOD_LABELS.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the chosen method (or the first), then out of the group.' },
    { key: 'Arrow keys', does: 'Move to the next / previous method and choose it, skipping disabled ones.' },
    { key: 'Space', does: 'Chooses the focused method.' },
  ],
  screenReader: [
    { part: 'Group', role: 'radiogroup "Delivery and Time"', announced: "The group's name." },
    {
      part: 'Method',
      role: 'radio, checked or not',
      announced: "The method's label, 'checked', and its position (2 of 3).",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/DeliveryMethodPicker',
  tags: ['status:stable'],
  component: DeliveryMethodPicker,
  parameters: { guide },
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DeliveryMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery and Time' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Pick Up' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'take away' });
    // The label is a target too.
    await userEvent.click(canvas.getByText('Home Delivery'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'home delivery' });
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { value: 'dine in' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ method: 'home delivery' }));
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  },
};

export const PresetByProduct: Story = {
  args: { value: 'home delivery', isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
    for (const name of ['Dine In', 'Home Delivery', 'Pick Up']) {
      await expect(canvas.getByRole('radio', { name })).toBeDisabled();
    }
    await userEvent.click(canvas.getByText('Dine In'), { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Pick Up' }), { pointerEventsCheck: 0 });
    // Nothing to tab to: the preset cannot be changed from the keyboard either.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  },
};

/** A product sold to stay and to go, not delivered: the customer chooses between the two. */
export const TwoOfThreeOffered: Story = {
  args: { value: 'dine in', offered: ['dine in', 'take away'] },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Pick Up' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pick Up' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'take away' });
    await expect(canvas.getByRole('radio', { name: 'Pick Up' })).toBeChecked();
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { value: 'dine in' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeChecked();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
