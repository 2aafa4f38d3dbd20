import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewPasswordScreen } from '../../src/screens/NewPasswordScreen';
import { authFrame, phone } from './frames';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

const meta = {
  title: 'Screens/Auth/New password',
  component: NewPasswordScreen,
  args: { token: 'abc123', onSubmit: fn() },
  decorators: [authFrame('Choose a new password')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
    await expect(canvas.getByLabelText('Repeat new password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  },
};

export const SavesANewPassword: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'newsecret1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'newsecret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: 'abc123',
      password: 'newsecret1',
      repeatPassword: 'newsecret1',
    });
  },
};

export const TooShort: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(canvas.getByText('Password is to short')).toBeVisible();
    rest(canvasElement);
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'newsecret1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'newsecret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(canvas.getByText('Password not have same character')).toBeVisible();
    rest(canvasElement);
  },
};

export const ExpiredLink: Story = {
  args: { serverError: 'This link has expired. Ask for a new one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired');
  },
};

export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const save = canvas.getByRole('button', { name: /Save new password/ });
    await expectPendingButton(save, 'Saving');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('New password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save new password' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
