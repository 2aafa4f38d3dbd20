import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelOrderDialog } from '../../src/components/CancelOrderDialog';
import { expectPendingButton } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Asks before an order is cancelled. The customer cancels their unpaid order without a reason; the shop must say why (the customer reads it on their order), and a paid order’s money goes back through the provider.',
  dos: [
    'Set asksReason for the shop: the customer deserves to know why.',
    'Set isPaid for a paid order, so the dialog says the money goes back.',
  ],
  donts: [
    "Don't start focus on Cancel order: a stray Enter must keep the order.",
    "Don't close the dialog while the cancel is under way (isPending).",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves between the reason, Cancel order and Keep the order.' },
    { key: 'Enter / Space', does: 'Presses the focused button.' },
    { key: 'Escape', does: 'Keeps the order (closes), unless the cancel is under way.' },
  ],
  screenReader: [
    { part: 'Dialog', role: 'alertdialog "Cancel order 31?"', announced: 'The question and what happens.' },
    { part: 'Reason', role: 'textbox "Why"', announced: 'Required, with its hint.' },
    { part: 'Refusal', role: 'alert', announced: "The server's answer when it refuses." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/CancelOrderDialog',
  tags: ['status:beta'],
  component: CancelOrderDialog,
  parameters: { guide },
  args: { isOpen: true, orderId: 31, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Cancel order 31?' });

export const ByTheCustomer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('Nothing was paid, and the products go back on the menu.');
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
  },
};

export const ByTheShopAfterPayment: Story = {
  args: { asksReason: true, isPaid: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('refunded through the payment provider');
    await expect(within(dialog).getByRole('textbox', { name: /Why/ })).toBeRequired();
  },
};

export const AsksWhy: Story = {
  tags: ['interaction'],
  args: { asksReason: true, isPaid: true },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(within(dialog).getByText('Say why the order is cancelled')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), '  Out of oat milk ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ orderId: 31, reason: 'Out of oat milk' });
  },
};

export const KeepsTheOrder: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialogOf(canvasElement)).toBeVisible();
  },
};

export const Cancelling: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expectPendingButton(within(dialog).getByRole('button', { name: /Cancel order/ }), 'Cancelling');
    await expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { serverError: 'A ready order cannot be cancelled: it is made and waiting for its customer' },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement)).getByRole('alert')).toHaveTextContent(
      'A ready order cannot be cancelled',
    );
  },
};
