import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { DELIVERY_WINDOW_TEXT } from '../../src/domain/deliveryWindow';
import { DateTimeField } from '../../src/components/DateTimeField';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'A labelled date and time input whose value is a datetime-local string. The native input on purpose: phones show their own date and time wheels.',
  dos: [
    'Pass min (and max) so the picker offers only times that can be kept.',
    'Put the rule in description (e.g. the delivery window) before it is broken.',
    'Show a broken rule with errorMessage; the field reads as invalid.',
  ],
  donts: [
    "Don't use it for a date alone (birthday): use a date TextField.",
    "Don't read the clock inside the caller's render; pass now in.",
  ],
  keyboard: [
    { key: 'Tab', does: "Moves through the input's parts (day, month, year, hour, minute) in the browser's order." },
    { key: 'Arrow Up / Arrow Down', does: 'Changes the focused part.' },
    { key: '0–9', does: 'Types the focused part.' },
  ],
  screenReader: [
    {
      part: 'Input',
      role: 'date and time input, named by its label',
      announced: "The label, the value, and 'invalid' with the error when one is set.",
    },
    { part: 'Hint and error', role: 'description', announced: 'Read after the label (aria-describedby).' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/DateTimeField',
  tags: ['status:stable'],
  component: DateTimeField,
  parameters: { guide },
  args: { label: 'Start delivery', value: '2026-11-23T13:00', onChange: fn() },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Start delivery');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-11-23T13:00');
    // The browser's own date-time editor ignores simulated typing; set it as its picker would.
    fireEvent.change(input, { target: { value: '2026-11-24T15:30' } });
    await expect(args.onChange).toHaveBeenCalledWith({ value: '2026-11-24T15:30' });
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start delivery')).toHaveValue('');
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Start delivery')).toHaveFocus();
  },
};

export const WithMinimum: Story = {
  args: {
    label: 'Set time',
    value: '2026-11-23T14:00',
    min: '2026-11-23T13:00',
    max: '2026-11-27T19:00',
    description: DELIVERY_WINDOW_TEXT,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Set time');
    await expect(input).toHaveAttribute('min', '2026-11-23T13:00');
    await expect(input).toHaveAttribute('max', '2026-11-27T19:00');
    await expect(input).toHaveAccessibleDescription('Delivery only Monday to Friday, 13:00–19:00');
  },
};

export const WithError: Story = {
  args: { value: '2026-11-28T10:00', errorMessage: DELIVERY_WINDOW_TEXT },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start delivery');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Delivery only Monday to Friday, 13:00–19:00')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Delivery only Monday to Friday, 13:00–19:00');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: 'Dine in is served now' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Start delivery');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Last moment this product can still be delivered to a customer',
    description: `${DELIVERY_WINDOW_TEXT}; times outside the window are refused at checkout`,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Last moment this product can still be delivered to a customer');
    await expect(input).toHaveValue('2026-11-23T13:00');
    await expect(canvas.getByText(/times outside the window are refused at checkout/)).toBeVisible();
    await expectToWrapWithin(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { errorMessage: DELIVERY_WINDOW_TEXT },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Start delivery')).toHaveAccessibleDescription(
      expect.stringContaining(DELIVERY_WINDOW_TEXT),
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
