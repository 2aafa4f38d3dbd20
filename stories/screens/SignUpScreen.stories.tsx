import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignUpScreen } from '../../src/screens/SignUpScreen';
import { authFrame, phone } from './frames';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

const meta = {
  title: 'Screens/Auth/Sign up',
  component: SignUpScreen,
  args: { onSubmit: fn() },
  decorators: [authFrame('Sign Up')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  email: string,
  password: string,
  phoneNumber: string,
) => {
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  if (phoneNumber) await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), phoneNumber);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

export const SignsUp: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await fill(canvas, 'kopi@shop.id', 'secret123', '081234567');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'kopi@shop.id',
        password: 'secret123',
        phoneNumber: '081234567',
      }),
    );
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await fill(canvas, '', 'secret123', '081234567');
    await expect(await canvas.findByText('Fill the blank email!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const EmailFormat: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'kopi');
    await expect(await canvas.findByText('Your email format is incorrect')).toBeVisible();
  },
};

export const PasswordLiveHint: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await expect(await canvas.findByText('Your password must be 8 character')).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await fill(canvas, 'kopi@shop.id', 'short', '081234567');
    await expect(await canvas.findByText('Your password is too short!')).toBeVisible();
    await expect(await canvas.findByText('Use minimal 8 character')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const PhoneNotNumeric: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await fill(canvas, 'kopi@shop.id', 'secret123', 'call me');
    await expect(await canvas.findByText('Fill the blank phone number!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ServerError: Story = {
  args: { serverError: 'That email already has an account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That email already has an account');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const signUp = canvas.getByRole('button', { name: /^Signing up Sign Up$/ });
    await expectPendingButton(signUp, 'Signing up');
    await userEvent.click(signUp);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** A shop without Google set up: no Google button, nothing said about it. */
export const GoogleButtonAbsent: Story = {
  // Looks exactly like Empty, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Google/)).not.toBeInTheDocument();
  },
};

/** Where Google is set up: a link to the server's start of the sign-in. */
export const GoogleButtonPresent: Story = {
  args: { googleHref: '/api/auth/google/start' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign Up With Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/start',
    );
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
