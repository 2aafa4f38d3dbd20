import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberLedger } from '../../src/components/MemberLedger';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "The member card's points history: each change in words with its order, its signed points and its day.",
  dos: ['Give the rows newest first.', 'Show it under the card: its rows explain the balance.'],
  donts: [
    "Don't add a row of your own (a total): the card shows the balance.",
    "Don't colour alone: every row says in words what happened.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to operate.' }],
  screenReader: [
    { part: 'History', role: 'region "Points history"', announced: 'Its title.' },
    { part: 'Rows', role: 'list', announced: "How many; each row's words, day and points." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Member/MemberLedger',
  tags: ['status:beta'],
  component: MemberLedger,
  args: {
    entries: [
      { kind: 'returned', points: 10, orderId: 61, at: '2026-11-26T09:40:00+07:00' },
      { kind: 'reversed', points: -22, orderId: 55, at: '2026-11-25T16:05:00+07:00' },
      { kind: 'redeemed', points: -10, orderId: 61, at: '2026-11-24T08:30:00+07:00' },
      { kind: 'earned', points: 22, orderId: 55, at: '2026-11-22T10:15:00+07:00' },
    ],
  },
  parameters: { guide },
} satisfies Meta<typeof MemberLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Earned, spent on a free drink, taken back by a refund, given back by a cancellation: newest first. */
export const WithRows: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Given back: order #61 cancelled');
    await expect(rows[0]).toHaveTextContent('+10 points');
    await expect(rows[1]).toHaveTextContent('Taken back: order #55 refunded');
    await expect(rows[1]).toHaveTextContent('-22 points');
    await expect(rows[2]).toHaveTextContent('Free drink, order #61');
    await expect(rows[3]).toHaveTextContent('Earned on order #55');
    await expect(rows[3]).toHaveTextContent('November 22, 2026');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No changes to your points yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
