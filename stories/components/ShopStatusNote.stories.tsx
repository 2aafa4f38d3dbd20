import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopStatusNote } from '../../src/components/ShopStatusNote';
import {
  BEFORE_OPENING,
  closedOpensToday,
  closedOpensWednesday,
  openUntilTen,
  pausedOutOfMilk,
  pausedUntilThree,
  SHOP_NOW,
} from '../fixtures/shop';
import { expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Says in one short line whether the shop takes orders now: open until when, closed until when it opens (with the day when not today), or paused by the shop with its reason and when orders come back. On the landing, the menu, the product page and the cart.',
  dos: [
    'Pass the current time from the app: the note never reads the clock.',
    'Keep it near what it affects (the menu heading, the order buttons).',
  ],
  donts: [
    "Don't rely on the dot: the words say the state, the colour only repeats it.",
    "Don't write the barista's reason again in another language: it is shown as they typed it.",
  ],
  keyboard: [{ key: 'None', does: 'Nothing to focus: it is text.' }],
  screenReader: [
    { part: 'Note', role: 'status', announced: 'Its words, again when the state changes (a pause made at the bar).' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/ShopStatusNote',
  tags: ['status:beta'],
  component: ShopStatusNote,
  parameters: { guide },
  args: { status: openUntilTen, now: SHOP_NOW },
} satisfies Meta<typeof ShopStatusNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Open now · until 22:00');
  },
};

export const ClosedOpensToday: Story = {
  args: { status: closedOpensToday, now: BEFORE_OPENING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed · opens at 07:00');
  },
};

export const ClosedOpensAnotherDay: Story = {
  args: { status: closedOpensWednesday },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed · opens Wednesday 07:00');
  },
};

export const PausedWithReason: Story = {
  args: { status: pausedOutOfMilk },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Orders paused: Out of milk$/);
  },
};

export const PausedWithUntil: Story = {
  args: { status: pausedUntilThree },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Orders paused: Out of milk · back at 15:00');
  },
};

/** A long reason on a 360 px phone wraps under the dot, inside the page. */
export const LongReasonOnAPhone: Story = {
  args: {
    status: {
      state: 'paused',
      until: '2026-11-23T15:00:00+07:00',
      reason: 'The espresso machine is being serviced, back with fresh beans soon',
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expectToWrapWithin(canvas.getByRole('status'));
  },
};

export const Indonesian: Story = {
  args: { status: closedOpensWednesday },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Tutup · buka Rabu 07:00');
  },
};
