import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from '../../src/components/PriceTag';
import { expectOnOneLine, expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A price in rupiah (IDR 40.000), optionally with the size it is for; emphasis makes it the card's headline price.",
  dos: [
    "Pass integer rupiah: it formats them with the shop's money format.",
    'Add sizeLabel when the price is for one size.',
  ],
  donts: [
    "Don't format the amount yourself.",
    "Don't use it for totals inside a summary: those are description lists.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Price', role: 'paragraph', announced: "The amount ('IDR 40.000'), with the size when given." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/PriceTag',
  tags: ['status:stable'],
  component: PriceTag,
  parameters: { guide },
  args: { amount: 40000 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
  },
};

export const WithSize: Story = {
  args: { amount: 48000, sizeLabel: 'Extra Large', emphasis: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('IDR 48.000')).toBeVisible();
    await expect(canvas.getByText('Extra Large')).toBeVisible();
    await expect(canvasElement.querySelector('[data-emphasis]')).not.toBeNull();
  },
};

export const LargeAmount: Story = {
  args: { amount: 1250000, emphasis: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 1.250.000')).toBeVisible();
  },
};

export const Free: Story = {
  args: { amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 0')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { amount: 1250000, sizeLabel: '500 g', emphasis: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('IDR 1.250.000')).toBeVisible();
    await expect(canvas.getByText('500 g')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** A long price in a narrow column stays on one line: the currency and the amount never part. */
export const NarrowColumn: Story = {
  args: { amount: 25850000 },
  decorators: [
    (Story) => (
      <div style={{ width: '6rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const price = canvas.getByText('IDR 25.850.000');
    await expect(price.textContent).toBe('IDR\u00a025.850.000');
    await expectOnOneLine(price);
  },
};
