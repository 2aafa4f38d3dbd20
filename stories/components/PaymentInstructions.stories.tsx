import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentInstructions } from '../../src/components/PaymentInstructions';
import { cardPayment, PAYMENT_NOW, qrisPayment, virtualAccountPayment } from '../fixtures/payments';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'What the customer does to pay once a provider waits for the money: scan the QRIS code, transfer to the virtual account, or finish on the card page, with the amount and the time left. When the time runs out or the provider refuses, it says so and offers to pay again or choose another method.',
  dos: [
    'Pass the page’s ticking clock as now, so the countdown moves and the page knows the time ran out.',
    'Keep the order’s summary beside it: the customer checks what they pay for.',
  ],
  donts: [
    "Don't draw the QR code in the dark theme's colours: wallets read dark modules on white.",
    "Don't hide Choose another method after a failure: the method itself may be the problem.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Copy, the card page link, or Pay again and Choose another method.' },
    { key: 'Enter / Space', does: 'Copies the number, opens the card page, or pays again.' },
  ],
  screenReader: [
    { part: 'Panel', role: 'region named by its heading', announced: 'What to do, e.g. "Scan to pay with QRIS".' },
    { part: 'QR code', role: 'img "QRIS code to scan"', announced: 'That a code is there to scan.' },
    { part: 'Countdown', role: 'timer', announced: 'The time left when read; not every second.' },
    { part: 'Expired, failed', role: 'alert', announced: 'That nothing was charged and what to do.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/PaymentInstructions',
  tags: ['status:beta'],
  component: PaymentInstructions,
  parameters: { guide },
  args: {
    state: 'waiting',
    payment: qrisPayment,
    now: PAYMENT_NOW,
    onCopy: fn(),
    onPayAgain: fn(),
    onChooseMethod: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForQris: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Scan to pay with QRIS' });
    await expect(within(panel).getByRole('img', { name: 'QRIS code to scan' })).toBeVisible();
    await expect(panel).toHaveTextContent('IDR 58.000');
    await expect(within(panel).getByRole('timer')).toHaveTextContent('11:25');
    await expect(panel).toHaveTextContent('Waiting for payment');
    // The only button while waiting is the quiet way out: no second payment to press.
    await expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Choose another method']);
  },
};

export const WaitingForVirtualAccount: Story = {
  args: { payment: virtualAccountPayment },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(panel).toHaveTextContent('BCA virtual account');
    await expect(within(panel).getByText('8077 7004 1000 1234 5')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Copy the number' })).toBeVisible();
    await expect(within(panel).getByRole('timer')).toHaveTextContent('11:25');
  },
};

/** The demo shop's simulator: no wallet pays its code, so the panel links to the simulator's page. */
export const InTestMode: Story = {
  args: { payment: { ...qrisPayment, testPageUrl: '/api/payments/simulator/41-3f9a2c1d' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Test mode: no real money moves/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pay on the payment simulator' })).toHaveAttribute(
      'href',
      '/api/payments/simulator/41-3f9a2c1d',
    );
  },
};

export const CopiesTheNumber: Story = {
  tags: ['interaction'],
  args: { payment: virtualAccountPayment },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the number' }));
    // The number as the bank's app takes it: digits only, no spaces.
    await expect(args.onCopy).toHaveBeenCalledWith({ text: '80777004100012345' });
    await expect(await canvas.findByRole('button', { name: 'Copied the number' })).toHaveTextContent('Copied');
  },
};

export const WaitingForCard: Story = {
  args: { payment: cardPayment },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Pay by card' });
    await expect(within(panel).getByRole('link', { name: 'Go to the card page' })).toHaveAttribute(
      'href',
      'https://pay.example/cards/41-3f9a2c1d',
    );
  },
};

export const Redirecting: Story = {
  args: { state: 'redirecting', payment: cardPayment },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Taking you to the card page…')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Opening the card page' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the card page' })).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'The time to pay ran out' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing was charged');
    await expect(canvas.queryByRole('img', { name: 'QRIS code to scan' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Choose another method' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { state: 'failed', payment: cardPayment },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'The payment did not go through' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Try again, or choose another method');
    await expect(canvas.queryByRole('link', { name: 'Go to the card page' })).not.toBeInTheDocument();
  },
};

export const PaysAgainOrChoosesAnother: Story = {
  tags: ['interaction'],
  args: { state: 'failed' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay again' }));
    await expect(args.onPayAgain).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onChooseMethod).toHaveBeenCalledOnce();
  },
};

export const PayingAgain: Story = {
  args: { state: 'expired', isPending: true },
  play: async ({ canvas }) => {
    await expectPendingButton(canvas.getByRole('button', { name: /Pay again/ }), 'Paying');
    await expect(canvas.getByRole('button', { name: 'Choose another method' })).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  args: { payment: virtualAccountPayment },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Copy the number' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
