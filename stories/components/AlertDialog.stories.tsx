import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MESSAGES, POPUPS } from '../../src/domain/messages';
import { AlertDialog } from '../../src/components/AlertDialog';

const meta = {
  title: 'Components/Feedback/AlertDialog',
  component: AlertDialog,
  args: { isOpen: true, tone: 'success', title: POPUPS.loginSuccess, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessLogin: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Success Login' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CheckYourEmail: Story = {
  args: { title: POPUPS.checkEmail, text: 'We sent a link to reset your password.' },
};

export const WarningEditPassword: Story = {
  args: { tone: 'warning', title: MESSAGES.editPasswordWarningTitle, text: MESSAGES.editPasswordWarning },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning!' });
    await expect(dialog).toHaveTextContent('error changing password');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { tone: 'error', title: POPUPS.failedTitle, text: MESSAGES.addToCart },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Failed' })).toHaveTextContent(
      'Failed: You must choose one size and input an amount',
    );
  },
};

export const Info: Story = { args: { tone: 'info', title: POPUPS.logout } };
