import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AmountStepper, type AmountStepperProps } from '../../src/components/AmountStepper';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** Holds the amount the way the product screen does, so the stories show the number moving. */
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

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'How many of a product to add: minus, the number and plus. Never below 0 and, when max is given, never above the stock.',
  dos: [
    'Pass the stock as max so plus stops where the shop does.',
    'Keep the value in the caller and update it from onChange({ amount }).',
  ],
  donts: [
    "Don't use it for prices or other large numbers: use NumberField.",
    "Don't disable it to show sold out; say sold out in words beside it.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Minus, the number and plus are each a tab stop.' },
    { key: 'Arrow Up / Arrow Right', does: 'On the number or either button: one more (up to max).' },
    { key: 'Arrow Down / Arrow Left', does: 'On the number or either button: one fewer (not below 0).' },
    { key: 'Home / End', does: 'On the number: 0 / the maximum (when max is set).' },
    {
      key: 'Enter or Space',
      does: 'On minus or plus: steps once. When a button reaches its bound and turns disabled, focus moves to the number.',
    },
    { key: '0–9', does: 'On the number: types an amount (clamped to 0…max).' },
  ],
  screenReader: [
    {
      part: 'Number',
      role: 'spinbutton "Amount"',
      announced: 'The label and the current amount, with its min and max.',
    },
    {
      part: 'Minus / plus',
      role: 'button "Decrease Amount" / "Increase Amount"',
      announced: "Named with the field's label (Decrease / Increase and the label); disabled at the bounds.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/AmountStepper',
  tags: ['status:stable'],
  component: AmountStepper,
  parameters: { guide },
  args: { value: 0, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AmountStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeverBelowZero: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: /decrease/i });
    const plus = canvas.getByRole('button', { name: /increase/i });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 2 });
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('2');
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 0 });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalledWith({ amount: -1 });
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('0');
  },
};

export const KeyboardOnTheNumber: Story = {
  tags: ['interaction'],
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 3 });
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 0 });
    await expect(args.onChange).not.toHaveBeenCalledWith({ amount: -1 });
    await expect(input).toHaveValue('0');
  },
};

export const KeyboardOnTheButtons: Story = {
  tags: ['interaction'],
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: /decrease/i });
    const plus = canvas.getByRole('button', { name: /increase/i });
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    // Minus, the number and plus are each a tab stop.
    await userEvent.tab();
    await expect(minus).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 2 });
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 3 });
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 1 });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(minus).toHaveFocus();
    // The press that reaches 0 disables minus, so focus moves to the number rather than being lost.
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 0 });
    await expect(minus).toBeDisabled();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).not.toHaveBeenCalledWith({ amount: -1 });
    await expect(input).toHaveValue('0');
  },
};

export const Typing: Story = {
  tags: ['interaction'],
  args: { value: 1, max: 20 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('12');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 12 });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('99');
    await userEvent.tab();
    // Above the stock snaps back to the stock.
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 20 });
    await expect(input).toHaveValue('20');
  },
};

export const CappedByStock: Story = {
  tags: ['interaction'],
  args: { value: 2, max: 3 },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: /increase/i });
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: 3 });
    await expect(plus).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Amount' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalledWith({ amount: 4 });
  },
};

export const SoldOut: Story = {
  args: { value: 0, max: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /increase/i })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /decrease/i })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /increase/i })).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  args: { value: 3 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('3');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
