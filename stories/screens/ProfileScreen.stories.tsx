import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileScreen, type ProfileValues } from '../../src/screens/ProfileScreen';
import { avatarImage } from '../fixtures/images';
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

const profile: ProfileValues = {
  email: 'sari@coffee.test',
  username: 'sari',
  firstName: 'Sari',
  lastName: 'Wulandari',
  address: 'Jl. Kemang Raya 12, Jakarta Selatan',
  phoneNumber: '081234567890',
  gender: 'female',
  bod: '1995-04-12',
};

const meta = {
  title: 'Screens/Shared/Profile',
  component: ProfileScreen,
  args: {
    status: 'ready',
    profile,
    photoUrl: avatarImage(),
    onSave: fn(),
    onChoosePhoto: fn(),
    onRemovePhoto: fn(),
    onLogout: fn(),
    onRetry: fn(),
    editPasswordHref: '/cust/edit-password',
  },
  decorators: [customerFrame()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(canvas.getByText('sari@coffee.test', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Wulandari', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Profile photo of sari' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    // The page's language, and the switch to the other one (the bar has one too, on every page).
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('English')).toBeVisible();
    await expect(main.getByRole('button', { name: 'ID · Bahasa Indonesia' })).toBeVisible();
  },
};

/** A customer with a member card: the card with its QR code for the counter, and the ledger that explains its points. */
export const WithMemberCard: Story = {
  // A pictured page with one part added: one picture, light at 360 px (docs/decisions/0028); the card and ledger have their own.
  tags: ['variant'],
  args: {
    memberCard: {
      number: 'K7MQ2X9PLA4C',
      points: 22,
      issuedAt: '2026-11-20T07:47:22Z',
      // Newest first; the balance is their sum: 25 − 10 + 10 − 10 + 7.
      ledger: [
        { kind: 'earned', points: 7, orderId: 61, at: '2026-11-24T08:10:00Z' },
        { kind: 'redeemed', points: -10, orderId: 60, at: '2026-11-23T10:00:00Z' },
        { kind: 'returned', points: 10, orderId: 58, at: '2026-11-22T09:30:00Z' },
        { kind: 'redeemed', points: -10, orderId: 58, at: '2026-11-22T09:00:00Z' },
        { kind: 'earned', points: 25, orderId: 55, at: '2026-11-20T07:47:22Z' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: /Member card/ });
    await expect(card).toHaveTextContent('K7MQ 2X9P LA4C');
    await expect(card).toHaveTextContent('22');
    await expect(canvas.getByText('Earned on order #55')).toBeVisible();
  },
};

export const EditsAndSavesTheName: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Ayu');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...profile, firstName: 'Ayu' });
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  },
};

export const EmptyField: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Last name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error! Field Can Not Be Empty');
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const CancelKeepsSavedValues: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'xyz');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Sari', { selector: 'dd' })).toBeVisible();
  },
};

export const LogOut: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Edit Password' })).toHaveAttribute('href', '/cust/edit-password');
  },
};

export const Editing: Story = {
  args: { defaultEditing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Sari');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('sari@coffee.test');
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { defaultEditing: true, isSaving: true },
  play: async ({ canvas, args, canvasElement }) => {
    const save = canvas.getByRole('button', { name: /Save Change/ });
    await expectPendingButton(save, 'Saving');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const SavingPhoto: Story = {
  args: { isPhotoPending: true },
  play: async ({ canvas }) => {
    await expectPendingButton(canvas.getByRole('button', { name: /Choose photo/ }), 'Saving photo');
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  },
};

export const NoPhoto: Story = {
  args: { photoUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: /Profile photo/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', profile: null },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading your profile');
    // The photo card and the contact and details fields.
    const skeleton = await expectSkeletonShape(canvasElement, 'profile');
    await expect(skeletonPieces(skeleton, 'avatar')).toHaveLength(1);
    await expect(skeletonPieces(skeleton, 'field')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', profile: null },
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
  args: { status: 'notFound', profile: null },
  play: restsOnNotFound(),
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The profile in Bahasa Indonesia (the toolbar's language): its own words and the switch back to English. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profil Pengguna' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Foto profil sari' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ubah profil' })).toBeVisible();
    await expect(canvas.getByText('Perempuan', { selector: 'dd' })).toBeVisible();
    // The profile's switch offers English (the bar above may hold one too).
    await expect(canvas.getByText('Bahasa Indonesia')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'EN · English' }).at(-1)).toBeVisible();
  },
};
