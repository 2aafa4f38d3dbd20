import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PauseOrdersControl, type OrdersPause } from '../../src/components/PauseOrdersControl';
import { SHOP_NOW } from '../fixtures/shop';
import { expectPendingButton } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The barista’s pause on the queue: "Pause orders" asks why and for how long; while paused, a banner the whole bar can read says so, with "Resume orders".',
  dos: ['Show the banner across the board while paused.', 'Pass the board’s clock as now, for "back at 15:00".'],
  donts: [
    "Don't hide the banner in a menu: a paused shop that forgets to resume loses its orders.",
    "Don't resume without a press: orders come back by themselves only at the chosen time.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Reaches Pause orders, or Resume orders while paused.' },
    { key: 'Enter / Space', does: 'Opens the dialog, or resumes.' },
  ],
  screenReader: [
    { part: 'Banner', role: 'status', announced: '"Orders paused: Out of milk · back at 15:00".' },
    { part: 'Buttons', role: 'button "Pause orders" / "Resume orders"', announced: 'Their names.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Queue/PauseOrdersControl',
  tags: ['status:beta'],
  component: PauseOrdersControl,
  parameters: { guide },
  args: { pause: null, now: SHOP_NOW, onPause: fn(), onResume: fn() },
} satisfies Meta<typeof PauseOrdersControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakingOrders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause orders' })).toBeVisible();
  },
};

export const Paused: Story = {
  args: { pause: { reason: 'Out of milk', until: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Orders paused: Out of milk$/);
    await expect(canvas.getByRole('button', { name: 'Resume orders' })).toBeVisible();
  },
};

export const PausedUntil: Story = {
  args: { pause: { reason: 'Too busy', until: '2026-11-23T15:00:00+07:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Orders paused: Too busy · back at 15:00');
  },
};

export const Resuming: Story = {
  args: { pause: { reason: 'Too busy', until: null }, isPending: true },
  play: async ({ canvas }) => {
    await expectPendingButton(canvas.getByRole('button', { name: /Resume orders/ }), 'Resuming');
  },
};

export const DialogOpen: Story = {
  args: { defaultDialogOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Pause orders?' })).toBeVisible();
  },
};

/** The whole loop with a stand-in for the server: pause with a reason, read the banner, resume. */
export const PausesAndResumes: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const [pause, setPause] = useState<OrdersPause | null>(null);
    return (
      <PauseOrdersControl
        {...args}
        pause={pause}
        onPause={(request) => {
          args.onPause(request);
          setPause({ reason: request.reason, until: '2026-11-23T14:35:00+07:00' });
        }}
        onResume={() => {
          args.onResume();
          setPause(null);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause orders' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pause orders?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Too busy' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pause orders' }));
    await expect(args.onPause).toHaveBeenCalledWith({ reason: 'Too busy', resumeInMinutes: 30 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Orders paused: Too busy · back at 14:35');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume orders' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Pause orders' })).toBeVisible();
  },
};

export const ResumeRefused: Story = {
  args: { pause: { reason: 'Too busy', until: null }, error: 'Only staff and admins can pause or resume orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only staff and admins');
  },
};
