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

/** A shop without Google set up: no Google button, nothing said about it. */
export const GoogleButtonAbsent: Story = {
  // Looks exactly like Empty, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Google/)).not.toBeInTheDocument();
  },
};

/** Where Google is set up: a link to the server's start of the sign-in, with the page to come back to. */
export const GoogleButtonPresent: Story = {
  args: { googleHref: '/api/auth/google/start?redirect=%2Fcart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login With Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/start?redirect=%2Fcart',
    );
  },
};

/** Back from Google, while the app trades the one-time code for a session: a wait, no form to fill. */
export const SigningInWithGoogle: Story = {
  args: { isSigningInWithGoogle: true, googleHref: '/api/auth/google/start' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Signing you in with Google' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  },
};

/** A Google sign-in that came back without an account (here: Google was down) says why above the buttons. */
export const GoogleSignInFailed: Story = {
  args: {
    googleHref: '/api/auth/google/start',
    serverError: 'Google could not be reached just now. Please try again in a moment, or log in with your email.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Google could not be reached/);
    await expect(canvas.getByRole('link', { name: 'Login With Google' })).toBeVisible();
  },
};

/** Back at login because the server ended the session: a password changed, a logout elsewhere, a role removed. */
export const SessionEndedElsewhere: Story = {
  args: { sessionEnd: 'ended' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You were signed out: your password or access changed, or you logged out on another device. Log in again to go on.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  },
};

/** Back at login because the session timed out: the same page follows after logging in again. */
export const SessionTimedOut: Story = {
  args: { sessionEnd: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your session timed out. Log in again to go on where you were.',
    );
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
