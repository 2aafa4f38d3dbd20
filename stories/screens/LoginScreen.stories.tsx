import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from '../../src/screens/LoginScreen';
import { authFrame, phone } from './frames';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  args: { onSubmit: fn() },
  decorators: [authFrame('Login')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LogsIn: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'customer@coffee.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'customer123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'customer@coffee.test', password: 'customer123' }),
    );
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/forgot');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Fill the blank email')).toBeVisible();
    await expect(await canvas.findByText('Fill the blank password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const EmailWithoutAt: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'customer');
    await userEvent.type(canvas.getByLabelText('Password'), 'customer123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('You must insert your email')).toBeVisible();
    rest(canvasElement);
  },
};

export const WrongPassword: Story = {
  args: { serverError: 'Wrong email or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong email or password');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const login = canvas.getByRole('button', { name: /^Logging in/ });
    await expectPendingButton(login, 'Logging in');
    await userEvent.click(login);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const GoogleDisabled: Story = {
  play: async ({ canvas }) => {
    const google = canvas.getByRole('button', { name: /Login With Google/ });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(/not set up/);
  },
};

/** Where a Google provider is configured, the button is enabled and carries no note. */
export const GoogleEnabled: Story = {
  args: { isGoogleEnabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Login With Google/ })).toBeEnabled();
    await expect(canvas.queryByText(/not set up/)).not.toBeInTheDocument();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
