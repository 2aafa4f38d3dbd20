import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../src/domain/messages';
import { NumberField } from '../../src/components/NumberField';

const meta = {
  title: 'Components/Fields/NumberField',
  component: NumberField,
  args: { label: 'Stock', minValue: 0, defaultValue: 10, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    const input = canvas.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

export const Price: Story = { args: { label: 'Price', defaultValue: 25000, description: 'In rupiah' } };

export const WithError: Story = {
  args: { errorMessage: MESSAGES.productStockInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stock must be a whole number, 0 or more')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
