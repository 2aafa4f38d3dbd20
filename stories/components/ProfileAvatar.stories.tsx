import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProfileAvatar } from '../../src/components/ProfileAvatar';
import { MESSAGES } from '../../src/domain/messages';
import { jpegFile, pngFile, textNamedPng } from '../fixtures/files';
import { avatarImage } from '../fixtures/images';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The profile photo (or the drawn default picture) with 'Choose photo' and 'Remove photo'. A file that breaks the image rules shows why at once.",
  dos: ['Set isPending while the upload or removal runs.', "Pass the person's name for the photo's alternative text."],
  donts: [
    "Don't upload before the file passed the image rules: onChoose gets only good files.",
    "Don't offer Remove photo when there is no photo (it is disabled).",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Choose photo, then Remove photo; the file input is not a tab stop.' },
    { key: 'Enter or Space', does: 'On Choose photo: opens the file dialog. On Remove photo: raises onRemove.' },
  ],
  screenReader: [
    { part: 'Photo', role: 'img, named for the person', announced: 'Whose photo it is.' },
    { part: 'Choose photo', role: 'button', announced: "'Saving photo' while pending." },
    { part: 'Error', role: 'alert', announced: 'Why the file was refused.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Profile/ProfileAvatar',
  tags: ['status:stable'],
  component: ProfileAvatar,
  parameters: { guide },
  args: { src: avatarImage(), name: 'Zulaikha', onChoose: fn(), onRemove: fn() },
} satisfies Meta<typeof ProfileAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Stops the real file dialog once and records that the button opened it; later uploads go through. */
function spyOnDialog(element: HTMLInputElement) {
  const opened = fn();
  element.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      opened();
    },
    { once: true },
  );
  return opened;
}

export const WithPhoto: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('img', { name: 'Profile photo of Zulaikha' })).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');

    // 'Choose photo' opens the hidden file input (the dialog itself is the browser's).
    const opened = spyOnDialog(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose photo' }));
    await expect(opened).toHaveBeenCalledTimes(1);

    const file = pngFile('photo.png');
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith({ file }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const DefaultPicture: Story = {
  args: { src: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const remove = canvas.getByRole('button', { name: 'Remove photo' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // "All files" in the dialog lets any file through, so the accept filter is not applied here.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['gif'], 'photo.gif', { type: 'image/gif' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.imageType);
    await expect(canvas.getByText('Only .png, .jpg and .jpeg format allowed!')).toBeVisible();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A text file renamed `.png` is refused at once by its first bytes, with the server's message. */
export const TextFileNamedPng: Story = {
  // Looks exactly like WrongType, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), textNamedPng('me.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.imageType);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const big = pngFile('big.png', 4388608);
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByText('Image size is too large, it must be under 4MB')).toBeVisible();
    await expect(args.onChoose).not.toHaveBeenCalled();

    // A good file afterwards clears the message and goes through.
    const jpeg = jpegFile('me.jpeg');
    await userEvent.upload(fileInput(canvasElement), jpeg);
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith({ file: jpeg }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, args }) => {
    const opened = spyOnDialog(fileInput(canvasElement));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose photo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Saving photo' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Choose photo/ }));
    await expect(args.onChoose).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Zulaikha/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeEnabled();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
