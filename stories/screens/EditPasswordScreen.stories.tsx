import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { EditPasswordScreen } from '../../src/screens/EditPasswordScreen';
import { customerFrame, phone } from './frames';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

const meta = {
  title: 'Screens/Shared/Edit password',
  component: EditPasswordScreen,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [customerFrame()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const fill = async (canvas: Canvas, old: string, next: string, repeat: string) => {
  await userEvent.type(canvas.getByLabelText('Old password'), old);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Old password', 'New password', 'Repeat new password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const ChangesThePassword: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await fill(canvas, 'customer123', 'newsecret1', 'newsecret1');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      prevPassword: 'customer123',
      password: 'newsecret1',
      repeatPassword: 'newsecret1',
    });
  },
};

export const WrongOldPassword: Story = {
  args: { isOldPasswordWrong: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your old password is wrong')).toBeVisible();
  },
};

export const RepeatMismatch: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await fill(canvas, 'customer123', 'newsecret1', 'newsecret2');
    await expect(await screen.findByRole('alertdialog', { name: 'Warning!' })).toHaveTextContent(
      'error changing password',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByText('Must be the same as the new password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // As in Too Short: rest once the popup has gone and given focus back to Save Change.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Change' })).toHaveFocus());
    rest(canvasElement);
  },
};

export const TooShort: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, 'customer123', 'short', 'short');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(canvas.getByText('Your password is too short!')).toBeVisible();
    await expect(canvas.getByText('Use minimal 8 character')).toBeVisible();
    // The popup gives focus back to Save Change once it has gone, later on a loaded machine: rest after that.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Change' })).toHaveFocus());
    rest(canvasElement);
  },
};

export const Cancel: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const save = canvas.getByRole('button', { name: /Save Change/ });
    await expectPendingButton(save, 'Saving');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ServerError: Story = {
  args: { serverError: 'Request failed with status code 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeEnabled();
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Old password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** Edit password in Bahasa Indonesia (the toolbar's language). */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ubah Password' })).toBeVisible();
    for (const label of ['Password lama', 'Password baru', 'Ulangi password baru']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Simpan Perubahan' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Batal' })).toBeEnabled();
  },
};
