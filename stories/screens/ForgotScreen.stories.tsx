import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ForgotScreen } from '../../src/screens/ForgotScreen';
import { authFrame, phone } from './frames';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotScreen,
  args: { onSubmit: fn() },
  decorators: [authFrame('Forgot your password?', 'forgot')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const SendsTheLink: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'customer@coffee.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'customer@coffee.test' });
  },
};

export const ErrorSendEmail: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Error send email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Sent: Story = {
  args: { isSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your email now');
    await expect(canvas.getByRole('button', { name: 'Resend Link' })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const send = canvas.getByRole('button', { name: /Send/ });
    await expectPendingButton(send, 'Sending');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ServerError: Story = {
  args: { serverError: 'Request failed with status code 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
