import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/components/TextField';
import { emailLiveError } from '../../src/domain/validation';
import { MESSAGES } from '../../src/domain/messages';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A labelled single-line input with an optional hint and the shop's error text. The base of every form in the shop.",
  dos: [
    'Always give a visible label.',
    'Set type and autoComplete (email, tel, name…) so phones offer the right keyboard and autofill.',
  ],
  donts: [
    "Don't use the placeholder as the label.",
    "Don't show an error before the person has had a chance to fill the field.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses the input.' },
    { key: 'Enter', does: 'Submits the surrounding form.' },
  ],
  screenReader: [
    {
      part: 'Input',
      role: 'textbox, named by its label',
      announced: "The label, the hint, and 'invalid' with the error when one is set.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/TextField',
  tags: ['status:stable'],
  component: TextField,
  parameters: { guide },
  args: { label: 'Email address', placeholder: 'Enter your email address', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Enter your email address');
    await expect(input).not.toBeInvalid();
  },
};

export const TypesAnEmail: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'kopi@shop.id');
    await expect(input).toHaveValue('kopi@shop.id');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'kopi@shop.id' });
  },
};

export const WithHint: Story = {
  args: { label: 'Product name', description: 'Max. 50 characters', placeholder: 'Type product name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toHaveAccessibleDescription('Max. 50 characters');
  },
};

export const Error: Story = {
  args: { errorMessage: MESSAGES.signupEmailEmpty },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Fill the blank email!')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Fill the blank email!');
  },
};

/** The live email hint of docs/product.md#validation-messages, driven by the shared domain rule. */
function LiveEmailField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...props}
      value={value}
      onChange={({ value: next }) => setValue(next)}
      errorMessage={emailLiveError(value)}
    />
  );
}

export const LiveEmailFormat: Story = {
  tags: ['interaction'],
  render: (args) => <LiveEmailField {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'kopi');
    await expect(canvas.getByText('Your email format is incorrect')).toBeVisible();
    await userEvent.type(input, '@shop.id');
    await expect(canvas.queryByText('Your email format is incorrect')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'admin@coffee.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

export const LongText: Story = {
  args: {
    label: 'Full address',
    defaultValue: 'Jalan Jenderal Sudirman Kavling 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
    errorMessage: MESSAGES.profileEmpty,
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Full address' });
    await expect(input).toHaveValue(
      'Jalan Jenderal Sudirman Kavling 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
    );
    await expect(input).toHaveAccessibleDescription(MESSAGES.profileEmpty);
    await expect(input).toBeInvalid();
    await expectToWrapWithin(canvasElement);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'placeholder',
      'Enter your email address',
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
