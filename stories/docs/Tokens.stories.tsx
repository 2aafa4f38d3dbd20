import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TokenGallery } from './TokenGallery';

const meta = {
  title: 'Docs/Design tokens',
  component: TokenGallery,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs in both themes (the dark test project repeats it): every text pair must pass AA. */
export const AllTokens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Colours' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('…')).not.toBeInTheDocument());
    await expect(canvas.queryByText(/fails AA/)).not.toBeInTheDocument();
  },
};
