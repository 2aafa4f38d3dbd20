import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { PopupProvider, usePopups, type PopupEnd } from '../../app/state/popups';
import { Button } from '../../src/components/Button';

/** Opens a popup, then a second one before the first is closed, and shows how each ended. */
function TwoPopups() {
  const { alert } = usePopups();
  const [ends, setEnds] = useState<string[]>([]);
  const record = (name: string) => (end: PopupEnd) => setEnds((previous) => [...previous, `${name}: ${end}`]);
  return (
    <div>
      <Button
        onPress={() => {
          void alert({ tone: 'error', title: 'First', text: 'The first answer.' }).then(record('first'));
          void alert({ tone: 'success', title: 'Second', text: 'The second answer.' }).then(record('second'));
        }}
      >
        Open two popups
      </Button>
      <output aria-label="Ended">{ends.join(', ')}</output>
    </div>
  );
}

const meta = {
  title: 'App/Popups',
  component: TwoPopups,
  decorators: [
    (Story) => (
      <PopupProvider>
        <Story />
      </PopupProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TwoPopups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondReplacesFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open two popups' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    await expect(screen.queryByRole('alertdialog', { name: 'First' })).toBeNull();
    // The replaced popup's caller is not left waiting.
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Ended' })).toHaveTextContent('first: replaced'));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Ended' })).toHaveTextContent('first: replaced, second: closed');
  },
};
