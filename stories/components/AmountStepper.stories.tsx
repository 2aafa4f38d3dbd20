import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AmountStepper, type AmountStepperProps } from '../../src/components/AmountStepper';

function Controlled(props: AmountStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountStepper
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.amount);
        props.onChange?.(change);
      }}
    />
  );
}

const meta = {
  title: 'Components/Catalogue/AmountStepper',
  component: AmountStepper,
  args: { value: 0, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AmountStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeverBelowZero: Story = {
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: /decrease/i });
    await expect(minus).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 2 });
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 0 });
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('0');
  },
};

export const Keyboard: Story = {
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 3 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 0 });
  },
};

export const CappedByStock: Story = {
  args: { value: 3, max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /increase/i })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 2 } };
