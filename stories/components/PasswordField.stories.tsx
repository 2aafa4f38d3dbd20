import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../src/domain/messages';
import { PasswordField } from '../../src/components/PasswordField';

const meta = {
  title: 'Components/Fields/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: 'Enter your password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const TooShort: Story = {
  args: { errorMessage: MESSAGES.passwordTooShort, description: MESSAGES.passwordTooShortHint },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your password is too short!')).toBeVisible();
    await expect(canvas.getByText('Use minimal 8 character')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret123' } };

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
