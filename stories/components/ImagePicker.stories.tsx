import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ImagePicker } from '../../src/components/ImagePicker';
import { MESSAGES } from '../../src/domain/messages';
import { jpegFile, pngFile, textNamedPng } from '../fixtures/files';
import { cupImage } from '../fixtures/images';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The product photo of the add and edit forms: a preview, 'Choose from gallery' and, when the device has a camera, 'Take a picture'. A file that breaks the image rules shows why at once.",
  dos: [
    'Tell it whether the device has a camera (canUseCamera), so there is never a dead button.',
    'Pass the current photo as imageUrl on the edit form.',
  ],
  donts: [
    "Don't accept the file silently and fail at Save: the picker checks it when chosen.",
    "Don't give the preview alternative text that only says 'image'.",
  ],
  keyboard: [
    {
      key: 'Tab',
      does: 'Moves to Take a picture (when shown) and Choose from gallery; the file inputs are not tab stops.',
    },
    { key: 'Enter or Space', does: "Opens the camera or the system's file dialog." },
  ],
  screenReader: [
    { part: 'Preview', role: 'img "Product photo"', announced: "The label (the photo's name for screen readers)." },
    {
      part: 'Buttons',
      role: 'button "Take a picture", "Choose from gallery"',
      announced: 'The label, and the error as their description when a file was refused.',
    },
    { part: 'Error', role: 'alert', announced: 'Why the file was refused, at once.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/ImagePicker',
  tags: ['status:beta'],
  component: ImagePicker,
  parameters: { guide },
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement, source: 'gallery' | 'camera') =>
  root.querySelector<HTMLInputElement>(`input[type="file"][data-source="${source}"]`)!;

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

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No photo chosen yet')).toBeVisible();
    // No camera on this device: no 'Take a picture' button at all, never a dead one.
    await expect(canvas.queryByRole('button', { name: 'Take a picture' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose from gallery' })).toBeVisible();
    await expect(input(canvasElement, 'gallery')).toHaveAttribute('accept', '.png,.jpg,.jpeg');
  },
};

export const ChoosesAPhotoFromTheGallery: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, args }) => {
    const gallery = input(canvasElement, 'gallery');
    await expect(gallery).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    const opened = spyOnDialog(gallery);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from gallery' }));
    await expect(opened).toHaveBeenCalledTimes(1);

    const file = pngFile('photo.png');
    await userEvent.upload(gallery, file);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ file, previewUrl: expect.stringMatching(/^blob:/) }),
    );
    const preview = canvas.getByRole('img', { name: 'Product photo' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const WithCamera: Story = {
  args: { canUseCamera: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Take a picture' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose from gallery' })).toBeVisible();
    await expect(input(canvasElement, 'camera')).toHaveAttribute('capture', 'environment');
    await expect(canvas.getByText('No photo chosen yet')).toBeVisible();
  },
};

export const TakesAPicture: Story = {
  tags: ['interaction'],
  args: { canUseCamera: true },
  play: async ({ canvas, canvasElement, args }) => {
    const camera = input(canvasElement, 'camera');
    await expect(camera).toHaveAttribute('capture', 'environment');
    const opened = spyOnDialog(camera);
    await userEvent.click(canvas.getByRole('button', { name: 'Take a picture' }));
    await expect(opened).toHaveBeenCalledTimes(1);

    const shot = jpegFile('camera.jpg');
    await userEvent.upload(camera, shot);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ file: shot, previewUrl: expect.stringMatching(/^blob:/) }),
    );
  },
};

export const CurrentImage: Story = {
  args: { imageUrl: cupImage('#a9744f'), label: 'Photo of Hazelnut Latte' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Photo of Hazelnut Latte' })).toBeVisible();
    await expect(canvas.queryByText('No photo chosen yet')).not.toBeInTheDocument();
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // "All files" in the dialog lets any file through, so the accept filter is not applied here.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(canvasElement, 'gallery'), new File(['gif'], 'latte.gif', { type: 'image/gif' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.imageType);
    await expect(canvas.getByText('Only .png, .jpg and .jpeg format allowed!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose from gallery' })).toHaveAccessibleDescription(
      'Only .png, .jpg and .jpeg format allowed!',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A text file renamed `.png` passes the name and type checks but not its first bytes: the server's
 * message shows at once (not at Save), and the current photo stays.
 */
export const TextFileNamedPng: Story = {
  args: { imageUrl: cupImage('#a9744f'), label: 'Photo of Hazelnut Latte' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(input(canvasElement, 'gallery'), textNamedPng('notes.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.imageType);
    await expect(args.onChange).not.toHaveBeenCalled();
    const photo = canvas.getByRole('img', { name: 'Photo of Hazelnut Latte' });
    await expect(photo.getAttribute('src')).toBe(cupImage('#a9744f'));
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const big = pngFile('big.png', 4388608);
    await userEvent.upload(input(canvasElement, 'gallery'), big);
    await expect(canvas.getByText('Image size is too large, it must be under 4MB')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    // One byte under the limit is accepted and clears the message.
    const justUnder = jpegFile('ok.jpg', 4388607);
    await userEvent.upload(input(canvasElement, 'gallery'), justUnder);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ file: justUnder, previewUrl: expect.stringMatching(/^blob:/) }),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { canUseCamera: true },
  play: async ({ canvas, canvasElement }) => {
    const camera = spyOnDialog(input(canvasElement, 'camera'));
    const gallery = spyOnDialog(input(canvasElement, 'gallery'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Take a picture' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(camera).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose from gallery' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(gallery).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, canUseCamera: true, imageUrl: cupImage('#a9744f') },
  play: async ({ canvas, canvasElement }) => {
    const opened = spyOnDialog(input(canvasElement, 'gallery'));
    const button = canvas.getByRole('button', { name: 'Choose from gallery' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(opened).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  // Looks exactly like WithCamera, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { canUseCamera: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Take a picture' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose from gallery' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
