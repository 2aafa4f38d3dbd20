import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StaffScreen } from '../../src/screens/StaffScreen';
import { owner, staffMembers } from '../fixtures/staff';
import { adminFrame } from './frames';
import { expectLoadingScreen, expectPendingButton, expectSkeletonShape } from '../support/expectations';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';

const meta = {
  title: 'Screens/Admin/Staff',
  component: StaffScreen,
  args: {
    status: 'ready',
    members: staffMembers,
    onInvite: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onDismissRemoveError: fn(),
  },
  decorators: [adminFrame('staff')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner and two baristas: name, email, role and since when; the baristas can be removed. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    const ana = canvas.getByText('ana@coffee.test').closest('li')!;
    await expect(ana).toHaveTextContent('Barista');
    await expect(ana).toHaveTextContent('Since October 12, 2026');
    await expect(canvas.getByRole('button', { name: 'Remove Ana' })).toBeVisible();
    // The only admin is never offered for removal.
    await expect(canvas.getByText('owner@coffee.test').closest('li')).toHaveTextContent('Admin');
    await expect(canvas.queryByRole('button', { name: 'Remove Dewi' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Invite a barista' })).toBeVisible();
  },
};

/** Only the owner so far. */
export const Empty: Story = {
  args: { members: [owner] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No staff yet: invite your first barista')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', members: [] },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the staff');
    await expectSkeletonShape(canvasElement, 'staff');
  },
};

export const Error: Story = {
  args: { status: 'error', members: [] },
  play: offersTryAgain(async ({ canvas }) => {
    await expect(canvas.getByText(/could not load the staff/)).toBeVisible();
  }),
};

export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** The invite went out: the form says to whom and for how long the link works. */
export const InviteSent: Story = {
  args: { invitedEmail: 'citra@coffee.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Invite sent to citra@coffee.test. The link to choose a password works for 7 days.',
    );
  },
};

/** The server refused: an admin's email is never made staff. */
export const InviteRefused: Story = {
  args: { inviteError: 'This email belongs to an admin, who already does everything staff do' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email belongs to an admin');
  },
};

export const Inviting: Story = {
  tags: ['interaction'],
  args: { isInviting: true },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Invite a barista' }));
    await expectPendingButton(form.getByRole('button'), 'Sending the invite');
  },
};

export const InviteChecksTheFields: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Invite a barista' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email address' }), 'citra.coffee.test');
    await userEvent.click(form.getByRole('button', { name: 'Send invite' }));
    await expect(form.getByText('Your email format is incorrect')).toBeVisible();
    await expect(form.getByText('Error! Field Can Not Be Empty')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.clear(form.getByRole('textbox', { name: 'Email address' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email address' }), ' citra@coffee.test ');
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Citra');
    await userEvent.click(form.getByRole('button', { name: 'Send invite' }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'citra@coffee.test', firstName: 'Citra' });
  },
};

/** The confirmation, open at rest: what removing Ana does. */
export const RemoveConfirm: Story = {
  args: { defaultConfirmRemoveId: 7 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Ana?' });
    await expect(dialog).toHaveTextContent(
      'Ana becomes a customer: they are signed out at once and can no longer open the queue.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const RemoveAsksFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bayu' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bayu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bayu' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Bayu?' })).getByRole('button', { name: 'Remove' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith({ memberId: 9 });
  },
};

/** With a second admin, either admin may be removed: one always stays. */
export const TwoAdmins: Story = {
  tags: ['interaction'],
  args: { members: [...staffMembers, { ...owner, id: 2, firstName: 'Eko', email: 'eko@coffee.test' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Dewi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Eko' })).toBeVisible();
  },
};

export const RemoveRefused: Story = {
  tags: ['interaction'],
  args: { removeError: 'The shop needs an admin: make someone else admin before removing the last one' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The shop needs an admin/)).toBeVisible();
  },
};
