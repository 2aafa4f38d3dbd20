import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONNECTIVITY } from '../support/connectivityTexts';
import { PaymentScreen } from '../../src/screens/PaymentScreen';
import { sampleOrderLines, sampleOrderTotals } from '../fixtures/orders';
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
  },
  decorators: [customerFrame('cart')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('SUBTOTAL')).toBeVisible();
    const address = canvas.getByRole('region', { name: 'Address Detail' });
    await expect(within(address).getByText('Jl. Kemang Raya 12, Jakarta Selatan')).toBeVisible();
    await expect(within(address).queryByRole('textbox')).not.toBeInTheDocument();
    for (const name of ['Card', 'Bank account', 'Cash on delivery']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(canvas.getByRole('button', { name: 'Confirm and Pay' })).toBeEnabled();
  },
};

export const EditsTheAddressAndPays: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const address = canvas.getByRole('textbox', { name: 'Full address' });
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
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
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
    for (const name of ['Kartu', 'Rekening bank', 'Bayar di tempat (COD)']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(canvas.getByRole('button', { name: 'Konfirmasi dan Bayar' })).toBeEnabled();
  },
};
