import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeliveryNote } from '../../src/components/DeliveryNote';
import { DELIVERY_WINDOW_TEXT } from '../../src/domain/deliveryWindow';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The product detail's reminder of when home delivery runs, with a clock icon, and the product's own hours when it has them. The text always comes from the domain's delivery window.",
  dos: [
    'Place it next to the delivery choice it explains.',
    'Pass productHours when the product delivers in its own window.',
  ],
  donts: [
    "Don't write the hours by hand: pass the shop's window from its settings (window), or leave the contract's default.",
    "Don't rely on the clock icon to say what it is about.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Note', role: 'paragraph', announced: "The delivery-window sentence, read in the page's order." },
    { part: 'Clock', role: 'none (hidden)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/DeliveryNote',
  tags: ['status:stable'],
  component: DeliveryNote,
  parameters: { guide },
} satisfies Meta<typeof DeliveryNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Delivery only Monday to Friday, 13:00–19:00')).toBeVisible();
    await expect(canvas.getByText(DELIVERY_WINDOW_TEXT)).toBeVisible();
    // The clock is decoration: screen readers hear only the sentence.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The owner set another window in the shop's settings: the note says it, days apart named one by one. */
export const ShopsOwnWindow: Story = {
  args: { window: { days: [1, 3, 5], startMinute: 10 * 60, endMinute: 16 * 60 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery only Monday, Wednesday and Friday, 10:00–16:00')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  // Looks exactly like Default, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(DELIVERY_WINDOW_TEXT)).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const WithProductHours: Story = {
  args: { productHours: 'This product delivers 13:00–17:00' },
  play: async ({ canvas }) => {
    // The shop's window and the product's own hours sit together, one note.
    await expect(canvas.getByText(DELIVERY_WINDOW_TEXT)).toBeVisible();
    await expect(canvas.getByText('This product delivers 13:00–17:00')).toBeVisible();
  },
};
