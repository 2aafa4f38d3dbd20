import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FavouriteProducts } from '../../src/components/FavouriteProducts';
import { Footer } from '../../src/components/Footer';
import { Hero } from '../../src/components/Hero';
import { MemberCardNote } from '../../src/components/MemberCardNote';
import { PartnersRow } from '../../src/components/PartnersRow';
import { PromoTeaser } from '../../src/components/PromoTeaser';
import { StoreStats } from '../../src/components/StoreStats';
import { favourites } from '../fixtures/landing';

/** Every landing section in order, so designers see the page whole. */
function LandingSections() {
  return (
    <div className="flex flex-col gap-16 bg-surface-sunken pb-16">
      <Hero ctaHref="/auth/signup" />
      <StoreStats className="-mt-24 mx-4 sm:mx-auto" />
      <FavouriteProducts products={favourites} orderHref="/auth/signup" />
      <PartnersRow />
      <PromoTeaser ctaHref="/auth/signup" className="mx-4 sm:mx-auto" />
      <MemberCardNote className="mx-4 sm:mx-auto sm:max-w-5xl" />
      <Footer />
    </div>
  );
}

const meta = {
  title: 'Components/Landing/Landing page',
  component: LandingSections,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(headings[0]).toBe('Start Your Day with Coffee and Good Meals');
    await expect(headings).toContain('Our Partner');
    for (const link of canvas.getAllByRole('link', { name: /Get Started|Order|See Promo/ })) {
      await expect(link).toHaveAttribute('href', '/auth/signup');
    }
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
