import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberCardAnnouncement } from '../../src/components/MemberCardAnnouncement';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The order tracker's word once the paid order earned the member card: the points it starts with and a link to it.",
  dos: ['Show it once, on the order that earned the card.', "Link to the profile's card."],
  donts: [
    "Don't show it for a customer who had the card already.",
    "Don't make it a dialog: the order is the page's point.",
  ],
  keyboard: [{ key: 'Tab', does: "Moves to 'See your member card'." }],
  screenReader: [
    { part: 'Announcement', role: 'status', announced: 'Its title and words, politely, when it appears.' },
    { part: 'Link', role: 'link', announced: "'See your member card'." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Member/MemberCardAnnouncement',
  tags: ['status:beta'],
  component: MemberCardAnnouncement,
  args: { points: 22, href: '/profile#member-card' },
  parameters: { guide },
} satisfies Meta<typeof MemberCardAnnouncement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent('You have a member card now');
    await expect(note).toHaveTextContent('This order earned it, and 22 points to start. 10 points buy a free drink.');
    await expect(canvas.getByRole('link', { name: 'See your member card' })).toHaveAttribute(
      'href',
      '/profile#member-card',
    );
  },
};
