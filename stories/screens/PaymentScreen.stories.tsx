import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONNECTIVITY } from '../support/connectivityTexts';
import { PaymentScreen } from '../../src/screens/PaymentScreen';
import { preloadPaymentInstructions } from '../../src/components/LazyPaymentInstructions';
import { sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';
import { PAYMENT_NOW, screenPayment } from '../fixtures/payments';
import { customerFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
  rest,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain, restsOnNotFound } from '../support/statusStories';

const meta = {
  title: 'Screens/Customer/Payment',
  component: PaymentScreen,
  args: {
    status: 'ready',
    lines: sampleOrderLines,
    totals: sampleOrderTotals,
    address: { name: 'Sari Wulandari', address: 'Jl. Kemang Raya 12, Jakarta Selatan', phone: '081234567890' },
    onConfirm: fn(),
    onRetry: fn(),
    onCopy: fn(),
    orderId: 41,
    onCancelOrder: fn(),
  },
  decorators: [customerFrame('cart')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment panel loads apart from the screen: a story that rests on it has its code in before it renders. */
const panelLoaded = [
  async () => {
    await preloadPaymentInstructions();
    return {};
  },
];

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('SUBTOTAL')).toBeVisible();
    const address = canvas.getByRole('region', { name: 'Address Detail' });
    await expect(within(address).getByText('Jl. Kemang Raya 12, Jakarta Selatan')).toBeVisible();
    await expect(within(address).queryByRole('textbox')).not.toBeInTheDocument();
    for (const name of ['Card', 'Bank account', 'Cash on delivery', 'QRIS']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(canvas.getByRole('button', { name: 'Confirm and Pay' })).toBeEnabled();
  },
};

export const EditsTheAddressAndPays: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    // The fields' code loads with the first Edit (src/components/AddressEditor.tsx).
    const address = await canvas.findByRole('textbox', { name: 'Full address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Jl. Sudirman 1, Jakarta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Bank account/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      address: 'Jl. Sudirman 1, Jakarta',
      customerPhone: '081234567890',
      paymentMethodId: '2',
    });
  },
};

/** A first order: "Save for next time" starts ticked, and the name, address and phone go with the payment. */
export const SavesForNextTime: Story = {
  tags: ['interaction'],
  args: { saveByDefault: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('checkbox', { name: 'Save for next time' });
    await expect(save).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /QRIS/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith({
      address: 'Jl. Kemang Raya 12, Jakarta Selatan',
      customerPhone: '081234567890',
      paymentMethodId: '4',
      saveDetails: { name: 'Sari Wulandari' },
    });
    // Untick it (the keyboard's Space): the next confirm keeps the profile as it is.
    save.focus();
    await userEvent.keyboard(' ');
    await expect(save).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith({
      address: 'Jl. Kemang Raya 12, Jakarta Selatan',
      customerPhone: '081234567890',
      paymentMethodId: '4',
    });
  },
};

export const FirstOrderOnAPhone: Story = {
  args: { saveByDefault: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Save for next time' })).toBeChecked();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const NoPaymentMethod: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a payment method');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no order to pay')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading your order');
    // The order summary's lines beside the address fields and Confirm and Pay.
    const skeleton = await expectSkeletonShape(canvasElement, 'payment');
    await expect(skeletonPieces(skeleton, 'item')).toHaveLength(2);
    await expect(skeletonPieces(skeleton, 'field')).toHaveLength(2);
    await expect(skeletonPieces(skeleton, 'button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Confirm and Pay' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** A 404 from the API (the item is gone or the link is wrong) rests on the not-found note. */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: restsOnNotFound(),
};

export const Paying: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const pay = canvas.getByRole('button', { name: /Confirm and Pay/ });
    await expectPendingButton(pay, 'Paying');
    await userEvent.click(pay);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ServerError: Story = {
  args: { serverError: 'Product Hazelnut Latte is out of stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Product Hazelnut Latte is out of stock');
    await expect(canvas.getByRole('button', { name: 'Confirm and Pay' })).toBeEnabled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm and Pay' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const TakeAwayOrder: Story = {
  args: { deliveryMethod: 'take away' },
  play: async ({ canvas, args, canvasElement }) => {
    // Picked up at the counter: no address to ask, no courier to pay in cash.
    await expect(canvas.getByText('No address needed for pick up')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Address Detail' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Card' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      address: '',
      customerPhone: '081234567890',
      paymentMethodId: '1',
    });
    rest(canvasElement);
  },
};

export const DineInOrder: Story = {
  args: { deliveryMethod: 'dine in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No address needed for dine in')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Bank account' })).toBeVisible();
  },
};

export const HomeDeliveryOrder: Story = {
  // Looks exactly like Filled, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { deliveryMethod: 'home delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Address Detail' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toBeVisible();
    await expect(canvas.queryByText(/No address needed/)).not.toBeInTheDocument();
  },
};

export const TakeAwayOrderOnAPhone: Story = {
  args: { deliveryMethod: 'take away' },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No address needed for pick up')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** No network: the order shows; paying waits, and says why. */
export const Offline: Story = {
  args: { isOffline: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(CONNECTIVITY.offlineOrdering)).toBeVisible();
    const pay = canvas.getByRole('button', { name: 'Confirm and Pay' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(CONNECTIVITY.offlineOrdering);
    await userEvent.click(canvas.getByRole('radio', { name: 'Card' }));
    await userEvent.click(pay);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OfflinePhoneWidth: Story = {
  args: { isOffline: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CONNECTIVITY.offlineOrdering)).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** Payment in Bahasa Indonesia (the toolbar's language): the address, the methods and Confirm and Pay. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Detail Alamat' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ringkasan Pesanan' })).toBeVisible();
    for (const name of ['Kartu', 'Rekening bank', 'Bayar di tempat (COD)', 'QRIS']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(canvas.getByRole('button', { name: 'Konfirmasi dan Bayar' })).toBeEnabled();
  },
};

/** After Confirm and Pay with QRIS: the code, the amount and the time left, and the page waiting. */
export const WaitingForQris: Story = {
  args: { deliveryMethod: 'take away', payment: screenPayment('pending'), now: PAYMENT_NOW },
  loaders: panelLoaded,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Scan to pay with QRIS' });
    await expect(within(panel).getByRole('img', { name: 'QRIS code to scan' })).toBeVisible();
    await expect(within(panel).getByRole('timer')).toHaveTextContent('11:25');
    await expect(panel).toHaveTextContent(`IDR ${sampleOrderTotals.total.toLocaleString('id-ID')}`);
    // The choice is made: no methods and no second Confirm and Pay while the provider waits.
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Confirm and Pay' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toBeVisible();
  },
};

export const WaitingForQrisIndonesian: Story = {
  ...WaitingForQris,
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Pindai untuk bayar dengan QRIS' });
    await expect(within(panel).getByRole('img', { name: 'Kode QRIS untuk dipindai' })).toBeVisible();
    await expect(panel).toHaveTextContent('Menunggu pembayaran');
  },
};

export const WaitingForVirtualAccountOnAPhone: Story = {
  args: { payment: screenPayment('pending', '2'), now: PAYMENT_NOW },
  loaders: panelLoaded,
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(within(panel).getByText('8077 7004 1000 1234 5')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Copy the number' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const RedirectingToTheCardPageOnAPhone: Story = {
  args: { payment: screenPayment('pending', '1'), isRedirecting: true, now: PAYMENT_NOW },
  loaders: panelLoaded,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Taking you to the card page…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the card page' })).toHaveAttribute(
      'href',
      'https://pay.example/cards/41-3f9a2c1d',
    );
  },
};

/** The clock passed the deadline before the provider said so: the page already says it and offers the way on. */
export const PaymentExpiredOnAPhone: Story = {
  args: {
    payment: screenPayment('pending'),
    now: new Date(Date.parse(screenPayment('pending').expiresAt!) + 1_000),
  },
  loaders: panelLoaded,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'The time to pay ran out' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'QRIS code to scan' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay again' })).toBeEnabled();
  },
};

export const PaymentFailedOnAPhone: Story = {
  args: { payment: screenPayment('failed', '1'), now: PAYMENT_NOW },
  loaders: panelLoaded,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'The payment did not go through' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing was charged');
  },
};

export const PaysAgainAfterExpiry: Story = {
  tags: ['interaction'],
  args: { deliveryMethod: 'take away', payment: screenPayment('expired'), now: PAYMENT_NOW },
  loaders: panelLoaded,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay again' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      address: '',
      customerPhone: '081234567890',
      paymentMethodId: '4',
    });
  },
};

export const ChoosesAnotherMethodAfterAFailure: Story = {
  tags: ['interaction'],
  args: { deliveryMethod: 'take away', payment: screenPayment('failed', '1'), now: PAYMENT_NOW },
  loaders: panelLoaded,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another method' }));
    // The methods again, starting from the one that failed.
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'QRIS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Pay' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      address: '',
      customerPhone: '081234567890',
      paymentMethodId: '4',
    });
  },
};

/** The customer's cancel is under way: the dialog's Cancel order spins. */
export const CancellingOnAPhone: Story = {
  args: { isCancelling: true },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Cancel order 41?',
    });
    await expectPendingButton(within(dialog).getByRole('button', { name: /Cancel order/ }), 'Cancelling');
  },
};

/** The customer changes their mind before paying: the order goes, its products back on the menu. */
export const CancelsTheOrder: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Cancel order 41?',
    });
    // The customer gives no reason: no field to fill.
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancelOrder).toHaveBeenCalledWith({ orderId: 41, reason: '' });
  },
};
