import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../src/domain/messages';
import { passwordLiveError } from '../../src/domain/validation';
import { PasswordField, type PasswordFieldProps } from '../../src/components/PasswordField';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "A password input with a show/hide toggle, a hint and the shop's error text.",
  dos: [
    "Use the shop's hint ('Use minimal 8 character') as description.",
    'Set autoComplete to current-password or new-password.',
  ],
  donts: ["Don't block pasting into it.", "Don't show the password by default."],
  keyboard: [
    { key: 'Tab', does: 'Moves from the input to the show/hide button.' },
    { key: 'Enter or Space', does: 'On the button: shows or hides the password.' },
  ],
  screenReader: [
    {
      part: 'Input',
      role: 'textbox (password), named by its label',
      announced: "The label, the hint, and 'invalid' with the error.",
    },
    { part: 'Toggle', role: 'button "Show password" / "Hide password"', announced: 'What pressing it will do.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/PasswordField',
  tags: ['status:stable'],
  component: PasswordField,
  parameters: { guide },
  args: { label: 'Password', placeholder: 'Enter your password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('placeholder', 'Enter your password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const TypesAPassword: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('secret123');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'secret123' });
  },
};

export const ShowAndHide: Story = {
  tags: ['interaction'],
  args: { defaultValue: 'secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const KeyboardToggle: Story = {
  tags: ['interaction'],
  args: { defaultValue: 'secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    // The same button keeps focus and now says what it will do next.
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** The live hint of docs/product.md#validation-messages, driven by the shared domain rule. */
function LivePasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={({ value: next }) => setValue(next)}
      errorMessage={passwordLiveError(value)}
    />
  );
}

export const LiveLengthHint: Story = {
  tags: ['interaction'],
  render: (args) => <LivePasswordField {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'kopi');
    await expect(canvas.getByText('Your password must be 8 character')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'susu');
    await expect(canvas.queryByText('Your password must be 8 character')).not.toBeInTheDocument();
  },
};

export const SignupTooShort: Story = {
  args: { errorMessage: MESSAGES.passwordTooShort, description: MESSAGES.passwordTooShortHint, defaultValue: 'kopi' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(canvas.getByText('Your password is too short!')).toBeVisible();
    await expect(canvas.getByText('Use minimal 8 character')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Use minimal 8 character Your password is too short!');
  },
};

export const LoginEmpty: Story = {
  args: { errorMessage: MESSAGES.loginPasswordEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fill the blank password')).toBeVisible();
  },
};

export const NewPasswordShort: Story = {
  args: { label: 'New password', errorMessage: MESSAGES.newPasswordShort },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Password is to short')).toBeVisible();
  },
};

export const NewPasswordMismatch: Story = {
  args: { label: 'Confirm new password', errorMessage: MESSAGES.newPasswordMismatch },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Password not have same character')).toBeVisible();
  },
};

export const OldPasswordWrong: Story = {
  args: { label: 'Old password', errorMessage: MESSAGES.oldPasswordWrong },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your old password is wrong')).toBeVisible();
  },
};

export const RepeatMismatch: Story = {
  args: { label: 'Repeat new password', errorMessage: MESSAGES.repeatPasswordMismatch },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Must be the same as the new password')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Repeat the new password you typed above, exactly as before',
    description: 'At least 8 characters; letters, numbers and symbols are all welcome here',
    defaultValue: 'a-very-long-passphrase-that-keeps-going-past-the-edge-of-the-field',
    errorMessage: MESSAGES.repeatPasswordMismatch,
  },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByLabelText('Repeat the new password you typed above, exactly as before');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Must be the same as the new password'));
    await expect(field).toBeInvalid();
    await expectToWrapWithin(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { errorMessage: MESSAGES.passwordTooShort, description: MESSAGES.passwordTooShortHint },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.passwordTooShort));
    await expect(canvas.getByRole('button', { name: /Show password/i })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
