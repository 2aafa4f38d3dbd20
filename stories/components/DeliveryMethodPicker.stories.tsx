import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { DeliveryMethodPicker, type DeliveryMethodPickerProps } from '../../src/components/DeliveryMethodPicker';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

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

const meta = {
  title: 'Components/Catalogue/DeliveryMethodPicker',
  component: DeliveryMethodPicker,
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DeliveryMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
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

export const PhoneWidth: Story = {
  args: { value: 'dine in' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeChecked();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
