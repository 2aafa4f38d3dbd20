import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GALLERY_SCREENS, ScreenGallery } from './ScreenGallery';

/** The gallery's frames without loading the screens (blank pages): checks names, laziness and themes. */
const meta = {
  title: 'Docs/Screen gallery frames',
  component: ScreenGallery,
  tags: ['!autodocs'],
  args: { frameBase: 'about:blank', screens: GALLERY_SCREENS.slice(0, 3) },
} satisfies Meta<typeof ScreenGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFramesPerScreen: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Landing',
      'Customer home',
      'Admin home',
    ]);
    const frames = [...canvasElement.querySelectorAll('iframe')];
    await expect(frames).toHaveLength(9);
    for (const frame of frames) {
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame.title).toMatch(/^(Landing|Customer home|Admin home), (light|dark) theme, (desktop|phone)$/);
    }
    const [light, dark, phone] = frames;
    await expect(light).toHaveAttribute('src', expect.stringContaining('id=screens-landing--filled'));
    await expect(light).toHaveAttribute('src', expect.stringContaining('globals=theme:light'));
    await expect(dark).toHaveAttribute('src', expect.stringContaining('globals=theme:dark'));
    await expect(phone).toHaveAttribute('width', '360');
  },
};
