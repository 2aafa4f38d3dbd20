import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpdatePrompt } from '../../src/components/UpdatePrompt';
import { CONNECTIVITY } from '../support/connectivityTexts';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "'A new version of the shop is available', shown after a deployment once the new version waits: Reload takes it now, Later leaves it for the next visit. The page never reloads by itself.",
  dos: ['Show it only when a new service worker is waiting.', 'Set isReloading while the new version takes over.'],
  donts: [
    "Don't reload the page without the person's press: something may be half typed.",
    "Don't move focus to the prompt: it is announced politely.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Later, then Reload.' },
    { key: 'Enter or Space', does: 'On Reload: raises onReload. On Later: raises onDismiss.' },
  ],
  screenReader: [
    { part: 'Prompt', role: 'status', announced: 'The text, once, when it appears.' },
    { part: 'Reload', role: 'button "Reload"', announced: "'Reloading' while the new version takes over." },
    { part: 'Later', role: 'button "Later"', announced: 'Disabled while reloading.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/UpdatePrompt',
  tags: ['status:beta'],
  component: UpdatePrompt,
  parameters: { guide },
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
  play: async ({ canvas, args, canvasElement }) => {
    const reload = canvas.getByRole('button', { name: new RegExp(CONNECTIVITY.updateButton) });
    await expectPendingButton(reload, 'Reloading');
    await expect(canvas.getByRole('button', { name: CONNECTIVITY.updateLater })).toBeDisabled();
    await userEvent.click(reload);
    await expect(args.onReload).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ReloadPressed: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONNECTIVITY.updateButton }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const LaterByKeyboard: Story = {
  tags: ['interaction'],
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
