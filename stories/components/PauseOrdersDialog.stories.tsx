import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PauseOrdersDialog } from '../../src/components/PauseOrdersDialog';
import { expectPendingButton } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Asks the barista why orders stop (a quick pick or their own words) and when they come back: in 15 or 30 minutes, in an hour, or until someone resumes them. Customers read the reason on the menu.',
  dos: [
    'Offer the reasons a bar really has: too busy, out of milk.',
    'Keep the dialog open until the pause is made, so a refusal is said in it.',
  ],
  donts: [
    "Don't make the reason required: a rush leaves no time to type.",
    "Don't close it while the pause is on its way (isPending).",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves between the quick reasons, the reason, the times and the buttons.' },
    { key: 'Arrow keys', does: 'Move between the times.' },
    { key: 'Escape', does: 'Keeps taking orders (closes), unless the pause is on its way.' },
  ],
  screenReader: [
    { part: 'Dialog', role: 'dialog "Pause orders?"', announced: 'The question and what customers see.' },
    { part: 'Quick reasons', role: 'group of toggle buttons', announced: 'Pressed for the chosen one.' },
    { part: 'Times', role: 'radiogroup "Orders come back"', announced: 'The chosen time.' },
    { part: 'Refusal', role: 'alert', announced: "The server's answer when it refuses." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Queue/PauseOrdersDialog',
  tags: ['status:beta'],
  component: PauseOrdersDialog,
  parameters: { guide },
  args: { isOpen: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof PauseOrdersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Pause orders?' });

/** Open at rest: focus in the reason, back in 30 minutes chosen. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    await expect(dialog.getByRole('radio', { name: 'in 30 min' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Too busy' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const PausesWithAQuickReason: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Out of milk' }));
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Out of milk');
    await expect(dialog.getByRole('button', { name: 'Out of milk' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('radio', { name: 'in 1 hour' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pause orders' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Out of milk', resumeInMinutes: 60 });
  },
};

export const PausesInOwnWordsUntilResumed: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Grinder jammed ');
    await userEvent.click(dialog.getByRole('radio', { name: 'until I resume' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pause orders' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Grinder jammed', resumeInMinutes: null });
  },
};

export const KeepsTakingOrders: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(dialogOf(canvasElement)).getByRole('button', { name: 'Keep taking orders' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pausing: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expectPendingButton(dialog.getByRole('button', { name: /Pause orders/ }), 'Pausing');
    await expect(dialog.getByRole('button', { name: 'Keep taking orders' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { serverError: 'reason must be one line of plain text' },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement)).getByRole('alert')).toHaveTextContent('reason must be one line');
  },
};
