import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { DateTimeField } from '../../src/components/DateTimeField';

const meta = {
  title: 'Components/Fields/DateTimeField',
  component: DateTimeField,
  args: { label: 'Start delivery', value: '2026-11-23T13:00', onChange: fn() },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Start delivery');
    await expect(input).toHaveValue('2026-11-23T13:00');
    // The browser's date-time editor ignores simulated typing; set it as the picker would.
    fireEvent.change(input, { target: { value: '2026-11-24T15:30' } });
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-24T15:30');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Delivery only Monday to Friday, 1–7 pm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start delivery')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Start delivery')).toHaveAccessibleDescription(
      'Delivery only Monday to Friday, 1–7 pm',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start delivery')).toBeDisabled();
  },
};
