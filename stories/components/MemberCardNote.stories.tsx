import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberCardNote } from '../../src/components/MemberCardNote';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "The landing's note about the free member card: a drawn card and the minimum purchase in IDR.",
  dos: [
    "Leave minimum to the domain's rule unless a promotion changes it.",
    'Place it near the totals or the call to sign up, where the minimum matters.',
  ],
  donts: [
    "Don't write the amount as text in the caller: it is formatted as IDR here.",
    "Don't make it a link: it is information, not an action.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Note', role: 'paragraph', announced: "'Get a free member card with a minimum purchase of IDR …'." },
    { part: 'Card drawing', role: 'none (hidden)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/MemberCardNote',
  tags: ['status:stable'],
  component: MemberCardNote,
  parameters: { guide },
} satisfies Meta<typeof MemberCardNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByText(/free member card/);
    await expect(note).toHaveTextContent(/^Get a free member card with a minimum purchase of IDR 200\.000\.$/);
    await expect(canvas.getByText('IDR 200.000')).toBeVisible();
    // How it works, in the shop's numbers.
    await expect(
      canvas.getByText('Every IDR 10.000 you spend earns a point; 10 points buy a Regular coffee or non-coffee.'),
    ).toBeVisible();
  },
};

/** A signed-in member reads their own card instead of the offer, with the way to it. */
export const MembersOwnCard: Story = {
  args: { card: { points: 22, href: '/cust/profile#member-card' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your member card holds/)).toHaveTextContent('Your member card holds 22 points.');
    await expect(canvas.getByRole('link', { name: 'See your member card' })).toHaveAttribute(
      'href',
      '/cust/profile#member-card',
    );
    await expect(canvas.queryByText(/free member card/)).not.toBeInTheDocument();
  },
};

/** The amount comes in as integer rupiah and is written the shop's way. */
export const OtherMinimum: Story = {
  args: { minimum: 1500000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 1.500.000')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByText(/free member card/);
    await expect(note).toBeVisible();
    const box = note.parentElement;
    await expect(box?.scrollWidth).toBeLessThanOrEqual(box?.clientWidth ?? 0);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
