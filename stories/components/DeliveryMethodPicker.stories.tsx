import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { DeliveryMethod } from '../../src/domain/delivery';
import { DeliveryMethodPicker, type DeliveryMethodPickerProps } from '../../src/components/DeliveryMethodPicker';

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
    await userEvent.click(canvas.getByRole('radio', { name: 'Pick Up' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'take away' });
    await userEvent.click(canvas.getByText('Home Delivery'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'home delivery' });
  },
};

export const PresetByProduct: Story = {
  args: { value: 'home delivery', isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dine In' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Dine In'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  },
};

export const PhoneWidth: Story = { args: { value: 'dine in' }, globals: { viewport: { value: 'phone' } } };
