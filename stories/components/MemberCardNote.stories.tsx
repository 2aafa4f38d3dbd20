import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberCardNote } from '../../src/components/MemberCardNote';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Components/Landing/MemberCardNote',
  component: MemberCardNote,
} satisfies Meta<typeof MemberCardNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByText(/free member card/);
    await expect(note).toHaveTextContent(/^Get a free member card with a minimum purchase of IDR 200\.000\.$/);
    await expect(canvas.getByText('IDR 200.000')).toBeVisible();
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
