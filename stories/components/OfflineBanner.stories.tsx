import { CONNECTIVITY } from '../support/connectivityTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineBanner, OfflineOrderingNote } from '../../src/components/OfflineBanner';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, paintedBy } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The strip across the top while the device has no network; OfflineOrderingNote says beside a disabled order or pay button why it is disabled. The app draws the banner only while offline.',
  dos: [
    'Show the banner only while offline, from navigator.onLine and the online and offline events.',
    "Point a disabled button's aria-describedby at OfflineOrderingNote's id.",
  ],
  donts: [
    "Don't move focus to the banner: it is announced politely.",
    "Don't disable a button offline without the note beside it.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over both: they have nothing to focus or operate.' }],
  screenReader: [
    { part: 'Banner', role: 'status', announced: "'You are offline.' and what still works, once, when it appears." },
    { part: 'Ordering note', role: 'paragraph', announced: "Read as the disabled button's description." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Feedback/OfflineBanner',
  tags: ['status:beta'],
  component: OfflineBanner,
  parameters: { guide },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(
      'You are offline. The menu you see is the one saved on this phone. It updates when you are back online.',
    );
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
