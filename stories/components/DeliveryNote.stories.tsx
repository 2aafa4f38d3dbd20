import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeliveryNote } from '../../src/components/DeliveryNote';
import { DELIVERY_WINDOW_TEXT } from '../../src/domain/delivery';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Components/Catalogue/DeliveryNote',
  component: DeliveryNote,
} satisfies Meta<typeof DeliveryNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Delivery only Monday to Friday, 1–7 pm')).toBeVisible();
    await expect(canvas.getByText(DELIVERY_WINDOW_TEXT)).toBeVisible();
    // The clock is decoration: screen readers hear only the sentence.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const PhoneWidth: Story = {
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
