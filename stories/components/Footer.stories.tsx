import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../../src/components/Footer';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('©2026 Coffee Shop');
    await expect(canvas.getByRole('navigation', { name: 'Engage' })).toBeVisible();
  },
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
