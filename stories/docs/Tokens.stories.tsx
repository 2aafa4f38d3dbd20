import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
    await expect(canvas.queryByText(/:1 fails AA/)).not.toBeInTheDocument();
    // Each token reads from tokens.json with its name, variable and both themes' values.
    const primary = within(canvas.getByTestId('token-color.primary'));
    await expect(primary.getByText('--cs-primary')).toBeVisible();
    await expect(primary.getByText('#6a4029')).toBeVisible();
    await expect(primary.getByText('#8a5639')).toBeVisible();
    await expect(within(canvas.getByTestId('token-radius.card')).getByText('same')).toBeVisible();
    // The card ladder, smallest to largest, each step with its value (scripts/cardPadding.ts).
    for (const [step, value] of [
      ['narrow', '0.5rem'],
      ['compact', '0.75rem'],
      ['tile', '1rem'],
      ['summary', '1.25rem'],
      ['card', '1.5rem'],
      ['panel', '2rem'],
      ['roomy', '2.5rem'],
    ] as const) {
      const row = within(canvas.getByTestId(`token-spacing.${step}`));
      await expect(row.getByText(`--cs-spacing-${step}`)).toBeVisible();
      await expect(row.getByText(value)).toBeVisible();
      await expect(row.getByText(/^Card ladder:/)).toBeVisible();
    }
    for (const group of ['Spacing', 'Motion: durations', 'Motion: easings', 'Z-index', 'Breakpoints']) {
      await expect(canvas.getByRole('heading', { name: group })).toBeVisible();
    }
  },
};
