import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FavouriteProducts } from '../../src/components/FavouriteProducts';
import { Hero } from '../../src/components/Hero';
import { MemberCardNote } from '../../src/components/MemberCardNote';
import { PartnersRow } from '../../src/components/PartnersRow';
import { PromoTeaser } from '../../src/components/PromoTeaser';
import { StoreStats } from '../../src/components/StoreStats';
import { favourites } from '../fixtures/landing';

const meta = {
  title: 'Components/Landing/Hero',
  component: Hero,
  args: { ctaHref: '/auth/signup' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Start Your Day with Coffee and Good Meals',
    );
    await userEvent.tab();
    const cta = canvas.getByRole('link', { name: 'Get Started' });
    await expect(cta).toHaveFocus();
    await expect(cta).toHaveAttribute('href', '/auth/signup');
  },
};

export const LongText: Story = {
  args: {
    title: 'Start Your Day with Coffee, Good Meals and a Table by the Window Waiting Just for You',
    text: 'Freshly roasted every morning in small batches, brewed by baristas who know your name, and delivered warm to your door from Monday to Friday.',
  },
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };

export const Stats: Story = {
  render: () => <StoreStats />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our shop in numbers' });
    await expect(list).toHaveTextContent('90+Staff');
    await expect(list).toHaveTextContent('30+Stores');
    await expect(list).toHaveTextContent('800+Customers');
  },
};

export const Favourites: Story = {
  render: () => <FavouriteProducts products={favourites} orderHref="/auth/signup" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
    await expect(canvas.getByText('IDR 30.000')).toBeVisible();
    await expect(canvas.getByText('IDR 25.000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order Pinky Promise now' })).toHaveAttribute('href', '/auth/signup');
  },
};

export const Partners: Story = {
  render: () => <PartnersRow />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our Partner' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};

export const Promo: Story = {
  render: () => <PromoTeaser ctaHref="/auth/signup" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See Promo' })).toHaveAttribute('href', '/auth/signup');
  },
};

export const MemberCard: Story = {
  render: () => <MemberCardNote />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/free member card with a minimum purchase of/)).toHaveTextContent('IDR 200.000');
  },
};
