import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../src/domain/messages';
import { NumberField } from '../../src/components/NumberField';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'A labelled whole-number input (price, stock) with minus and plus buttons and the error pattern. Whole numbers by default.',
  dos: [
    'Set minValue (and maxValue) so the arrows and buttons stop there.',
    "Say the unit in description ('In rupiah').",
  ],
  donts: [
    "Don't use it for an amount to add to the cart: use AmountStepper.",
    "Don't use it for numbers that are really text (phone numbers).",
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses the input (the step buttons are not tab stops).' },
    { key: 'Arrow Up / Arrow Down', does: 'One step up / down, within min and max.' },
    { key: 'Page Up / Page Down', does: 'A bigger step up / down.' },
    { key: 'Home / End', does: 'The minimum / maximum, when set.' },
  ],
  screenReader: [
    {
      part: 'Input',
      role: 'spinbutton, named by its label',
      announced: "The label, the value, the hint, and 'invalid' with the error when one is set.",
    },
    {
      part: 'Step buttons',
      role: 'button "Decrease …" / "Increase …"',
      announced: "Reachable by pointer and by a screen reader's virtual cursor.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/NumberField',
  tags: ['status:stable'],
  component: NumberField,
  parameters: { guide },
  args: { label: 'Stock', minValue: 0, defaultValue: 10, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: 'Increase Stock' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Stock' })).toBeEnabled();
  },
};

export const StepsAndTypes: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Stock' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 11 });
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Stock' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 10 });
    const input = canvas.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 25 });
    await expect(input).toHaveValue('25');
  },
};

export const KeyboardArrows: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Stock' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 12 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 11 });
  },
};

export const StopsAtMinimum: Story = {
  tags: ['interaction'],
  args: { defaultValue: 0, maxValue: 3 },
  play: async ({ canvas, args }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease Stock' });
    await expect(decrease).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    // Typed values beyond the range are clamped when the field loses focus.
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 3 });
    await expect(canvas.getByRole('button', { name: 'Increase Stock' })).toBeDisabled();
  },
};

export const Price: Story = {
  args: { label: 'Price', defaultValue: 25000, step: 1000, description: 'In rupiah' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('25000');
    await expect(input).toHaveAccessibleDescription('In rupiah');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Price' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 26000 });
  },
};

export const PriceError: Story = {
  args: { label: 'Price', defaultValue: undefined, errorMessage: MESSAGES.productPriceInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price must be a whole number of rupiah')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const StockError: Story = {
  args: { errorMessage: MESSAGES.productStockInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stock must be a whole number, 0 or more')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Stock' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Stock available for delivery this week across every store',
    defaultValue: 1234567890,
    description: 'Counted each morning before the first order is taken',
  },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Stock available for delivery this week across every store' });
    await expect(field).toHaveAccessibleDescription('Counted each morning before the first order is taken');
    await expect(field).toHaveValue('1234567890');
    await expectToWrapWithin(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { errorMessage: MESSAGES.productStockInvalid },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toHaveAccessibleDescription(
      MESSAGES.productStockInvalid,
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
