import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/components/Spinner';

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading products' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  },
};

export const OnBrown: Story = {
  decorators: [(Story) => <div className="inline-flex rounded-chip bg-primary p-4 text-on-primary">{Story()}</div>],
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading products' });
    await expect(spinner).toBeVisible();
    // The ring takes the brown block's light text colour, so it shows on the brand colour.
    await expect(getComputedStyle(spinner).color).toBe(getComputedStyle(spinner.parentElement!).color);
  },
};
