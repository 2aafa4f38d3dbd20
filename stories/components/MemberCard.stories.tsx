import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberCard } from '../../src/components/MemberCard';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The customer's member card on the profile: the number in groups of four, its QR code for the counter, the points and the way to the next free drink.",
  dos: [
    'Pass the number as the server gives it: the card groups it by four.',
    'Show the balance as it is, below zero too: the line under the bar explains it.',
  ],
  donts: [
    "Don't hide the number behind the QR code: staff read it aloud when a camera fails.",
    "Don't count points in the caller: the progress comes from the domain's rule.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to operate.' }],
  screenReader: [
    { part: 'Card', role: 'region "Member card"', announced: 'Its title.' },
    { part: 'Number', role: 'term and definition "Card number"', announced: 'The number in groups of four.' },
    { part: 'QR code', role: 'img', announced: "'QR code of your card number, for the counter to scan'." },
    { part: 'Progress', role: 'progressbar', announced: "The words above it and 'n of 10 points'." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Member/MemberCard',
  tags: ['status:beta'],
  component: MemberCard,
  args: { number: 'ABCDEFGHJKMN', points: 22, issuedAt: '2026-11-22T10:15:00+07:00' },
  parameters: { guide },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just issued: the qualifying order of IDR 225.000 earned 22 points, so two free drinks are ready. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Member card' })).toBeVisible();
    await expect(canvas.getByText('ABCD EFGH JKMN')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /QR code of your card number/ })).toBeVisible();
    await expect(canvas.getByText('Issued November 22, 2026')).toBeVisible();
    await expect(canvas.getByText('22')).toBeVisible();
    await expect(canvas.getByText('2 free drinks are ready: choose one in your cart')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  },
};

export const WithPoints: Story = {
  args: { points: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 more points to a free drink')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: '3 more points to a free drink' });
    await expect(bar).toHaveAttribute('aria-valuenow', '7');
    await expect(bar).toHaveAttribute('aria-valuetext', '7 of 10 points');
  },
};

export const AtTen: Story = {
  args: { points: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A free drink is ready: choose it in your cart')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '10 of 10 points');
  },
};

/** A refunded order took back more points than were left: the balance reads below zero and says why. */
export const NegativeAfterRefund: Story = {
  args: { points: -4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-4')).toBeVisible();
    await expect(canvas.getByText('14 more points to a free drink')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText(/its points were taken back and your balance is below zero/)).toBeVisible();
  },
};
