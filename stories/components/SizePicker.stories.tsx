import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Size } from '../../src/domain/categories';
import { SizePicker, type SizePickerProps } from '../../src/components/SizePicker';

function Controlled(props: SizePickerProps) {
  const [value, setValue] = useState<Size | null>(props.value);
  return (
    <SizePicker
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.size);
        props.onChange?.(change);
      }}
    />
  );
}

const meta = {
  title: 'Components/Catalogue/SizePicker',
  component: SizePicker,
  args: { categoryId: 1, available: ['R', 'L', 'XL'], value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Drinks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Large' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'L' });
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
  },
};

export const Foods: Story = {
  args: { categoryId: 3, available: ['250', '300', '500'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '300 g' })).toBeInTheDocument();
    await expect(canvas.getByText('300g')).toBeVisible();
    await expect(canvas.queryByText(/350/)).not.toBeInTheDocument();
  },
};

export const UnavailableSizes: Story = {
  args: { available: ['R', 'XL'] },
  play: async ({ canvas, args }) => {
    const large = canvas.getByRole('radio', { name: 'Large (not available)' });
    await expect(large).toBeDisabled();
    await userEvent.click(large, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { value: 'R', available: ['R', 'XL'] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toHaveFocus();
    // Arrow keys skip the disabled Large and land on Extra Large.
    // Radix checks the focused radio while the arrow key is down, so press and release it as a person does.
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Extra Large' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ size: 'XL' }));
  },
};

export const PhoneWidth: Story = { args: { value: 'L' }, globals: { viewport: { value: 'phone' } } };
