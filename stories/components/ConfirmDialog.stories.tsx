import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';

const meta = {
  title: 'Components/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
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
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    // Focus starts on Cancel so Enter never deletes by accident.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Deleting' })).toBeInTheDocument();
  },
};
