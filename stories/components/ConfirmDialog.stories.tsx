import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/components/ConfirmDialog';
import { Button } from '../../src/components/Button';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "'Are you sure?' before something that cannot be undone, such as deleting a product. Focus starts on Cancel, so a stray Enter never deletes.",
  dos: [
    "Use the shop's confirm title and text (the defaults).",
    'Set isPending while the delete runs: the confirm button spins and the dialog cannot be closed.',
    'Close it only when the action has finished.',
  ],
  donts: [
    "Don't use it for news: use AlertDialog or a Toast.",
    "Don't confirm actions that can be undone; let people undo instead.",
  ],
  keyboard: [
    { key: '(on open)', does: 'Focus moves to Cancel.' },
    { key: 'Tab / Shift+Tab', does: 'Moves between the confirm button and Cancel; focus stays in the dialog.' },
    { key: 'Enter or Space', does: 'Presses the focused button.' },
    { key: 'Escape', does: 'Cancels (not while pending); focus returns to what opened it.' },
  ],
  screenReader: [
    { part: 'Dialog', role: 'alertdialog, named by its title', announced: 'The title and text at once.' },
    { part: 'Confirm', role: 'button (e.g. "Delete")', announced: "The label; 'Deleting' while pending." },
    { part: 'Cancel', role: 'button "Cancel"', announced: 'Focused on open; disabled while pending.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/ConfirmDialog',
  tags: ['status:stable'],
  component: ConfirmDialog,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
  // Each story in its own frame on the docs page, so the open popups do not cover one another.
  parameters: { guide, layout: 'fullscreen', docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteProduct: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelByKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    // Focus starts on Cancel so Enter never deletes by accident.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmByKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    const confirm = screen.getByRole('button', { name: 'Yes, delete it!' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    // Focus is trapped: Tab cycles between the two buttons and never leaves the popup.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The admin's Delete button opening the confirmation, as the product edit screen does. */
function WithTrigger(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="p-6">
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete Product
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
      />
    </div>
  );
}

export const OpenAndCloseByKeyboard: Story = {
  tags: ['interaction'],
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete Product' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).toHaveTextContent(
      "You won't be able to revert this!",
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Yes, delete it!' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('status', { name: 'Deleting' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // While the delete runs, Escape cannot close the dialog half-way.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'Delete 3 history items?',
    text: 'They disappear from your history for good.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep them',
  },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Delete 3 history items?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Delete Extra Large Iced Hazelnut Caramel Latte With Oat Milk?',
    text: "You won't be able to revert this! The product, its picture and its delivery schedule leave the menu of every store at once.",
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete Extra Large Iced Hazelnut Caramel Latte With Oat Milk?',
    });
    await expect(dialog).toHaveTextContent('leave the menu of every store at once.');
    await expectToWrapWithin(dialog);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
