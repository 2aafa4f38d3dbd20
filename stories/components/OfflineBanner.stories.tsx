import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineBanner, OfflineOrderingNote } from '../../src/components/OfflineBanner';
import { CONNECTIVITY } from '../../src/domain/messages';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, paintedBy } from '../support/expectations';

const meta = {
  title: 'Components/Feedback/OfflineBanner',
  component: OfflineBanner,
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(`${CONNECTIVITY.offlineTitle}. ${CONNECTIVITY.offlineText}`);
    await expect(getComputedStyle(banner).borderBottomColor).toBe(paintedBy('border-warning', 'borderTopColor'));
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(CONNECTIVITY.offlineTitle);
    await expectToWrapWithin(banner);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const OtherWords: Story = {
  args: { title: 'No connection', text: 'Orders wait until the network is back.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No connection. Orders wait until the network is back.');
  },
};

/** The note beside a disabled order or pay button (the screens' offline stories show it in place). */
export const OrderingNote: Story = {
  render: () => <OfflineOrderingNote />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CONNECTIVITY.offlineOrdering)).toBeVisible();
  },
};
