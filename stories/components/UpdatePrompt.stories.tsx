import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpdatePrompt } from '../../src/components/UpdatePrompt';
import { CONNECTIVITY } from '../../src/domain/messages';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Components/Feedback/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CONNECTIVITY.updateText);
    await expect(canvas.getByRole('button', { name: CONNECTIVITY.updateButton })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: CONNECTIVITY.updateLater })).toBeEnabled();
  },
};

export const Reloading: Story = {
  args: { isReloading: true },
  play: async ({ canvas, args }) => {
    const reload = canvas.getByRole('button', { name: new RegExp(CONNECTIVITY.updateButton) });
    await expectPendingButton(reload, 'Reloading');
    await expect(canvas.getByRole('button', { name: CONNECTIVITY.updateLater })).toBeDisabled();
    await userEvent.click(reload);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const ReloadPressed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONNECTIVITY.updateButton }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const LaterByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: CONNECTIVITY.updateLater })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CONNECTIVITY.updateText);
    await expect(canvas.getByRole('button', { name: CONNECTIVITY.updateButton })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
