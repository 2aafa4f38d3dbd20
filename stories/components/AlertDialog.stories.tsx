import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MESSAGES, POPUPS } from '../../src/domain/messages';
import { AlertDialog, type AlertDialogProps } from '../../src/components/AlertDialog';
import { Button } from '../../src/components/Button';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The shop's popups ('Success Login', 'Failed', 'Warning!'…): a tone icon, a title, a line of text and one OK button. Use it to report an outcome that needs acknowledging.",
  dos: [
    'Pick the tone that matches the news: success and info are plain dialogs, error and warning are alert dialogs.',
    "Copy the popup's exact title and text from docs/product.md (Popups).",
    'Close it in onClose (OK, Escape and a backdrop click all raise it).',
  ],
  donts: [
    "Don't use it for a question with two answers: use ConfirmDialog.",
    "Don't use it for passing news that needs no answer: use a Toast.",
  ],
  keyboard: [
    { key: '(on open)', does: 'Focus moves to OK.' },
    { key: 'Enter or Space', does: 'On OK: closes the dialog.' },
    { key: 'Escape', does: 'Closes the dialog; focus returns to what opened it.' },
    { key: 'Tab', does: 'Stays inside the dialog (focus is trapped while it is open).' },
  ],
  screenReader: [
    {
      part: 'Dialog',
      role: 'dialog or alertdialog, named by its title',
      announced: 'The title on open; an alert dialog (error, warning) is read at once, with its text.',
    },
    { part: 'Icon', role: 'none (hidden)', announced: 'Nothing: the tone is in the title.' },
    { part: 'OK', role: 'button "OK"', announced: 'The button label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/AlertDialog',
  tags: ['status:stable'],
  component: AlertDialog,
  args: { isOpen: true, tone: 'success', title: POPUPS.loginSuccess, onClose: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] } },
  // Each story in its own frame on the docs page, so the open popups do not cover one another.
  parameters: { guide, layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessLogin: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Success Login' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-tone', 'success');
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CheckYourEmail: Story = {
  args: { title: POPUPS.checkEmail },
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Check your email now' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ProfileUpdated: Story = {
  args: { title: POPUPS.profileUpdated },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Your profile has been updated' })).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  args: { title: POPUPS.passwordChanged },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'password changed successfully' })).toBeVisible();
  },
};

export const Delivered: Story = {
  args: { title: POPUPS.doneTitle, text: POPUPS.doneText },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'You have just delivered an order',
    );
  },
};

export const Deleted: Story = {
  args: { title: POPUPS.deletedTitle, text: POPUPS.deletedText },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveTextContent(
      'Your file has been deleted.',
    );
  },
};

export const WarningEditPassword: Story = {
  args: { tone: 'warning', title: MESSAGES.editPasswordWarningTitle, text: MESSAGES.editPasswordWarning },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning!' });
    await expect(dialog).toHaveTextContent('error changing password');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FailedAddToCart: Story = {
  args: { tone: 'error', title: POPUPS.failedTitle, text: MESSAGES.addToCart },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Failed' })).toHaveTextContent(
      'Failed: You must choose one size and input an amount',
    );
  },
};

export const ErrorImage: Story = {
  args: { tone: 'error', title: POPUPS.errorTitle, text: MESSAGES.imageSize },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'Image size is too large, it must be under 4MB',
    );
  },
};

export const InfoLogout: Story = {
  args: { tone: 'info', title: POPUPS.logout },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Comeback anytime you want' })).toBeVisible();
  },
};

/** A page button that opens the popup, as a screen would after a failed save. */
function WithTrigger(props: AlertDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="p-6">
      <Button onPress={() => setOpen(true)}>Save password</Button>
      <AlertDialog
        {...props}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

export const OpenAndCloseByKeyboard: Story = {
  tags: ['interaction'],
  args: { tone: 'warning', title: POPUPS.warningTitle, text: MESSAGES.editPasswordWarning },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Save password' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning!' });
    await expect(dialog).toHaveTextContent('error changing password');
    const ok = screen.getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    // Focus is trapped: tabbing from the only button stays inside the popup.
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again and close with OK this time.
    await userEvent.keyboard(' ');
    await screen.findByRole('alertdialog', { name: 'Warning!' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: POPUPS.failedTitle,
    text: 'The server said: order 20261123-0042 could not be marked as delivered because the courier has not yet confirmed the hand-over at the customer address on Jalan Jenderal Sudirman Kavling 52-53.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Failed' });
    await expect(dialog).toHaveTextContent('on Jalan Jenderal Sudirman Kavling 52-53.');
    await expectToWrapWithin(dialog);
    await expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { tone: 'warning', title: MESSAGES.editPasswordWarningTitle, text: MESSAGES.editPasswordWarning },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning!' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
