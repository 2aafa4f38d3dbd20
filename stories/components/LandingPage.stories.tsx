import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FavouriteProducts } from '../../src/components/FavouriteProducts';
import { Hero } from '../../src/components/Hero';
import { MemberCardNote } from '../../src/components/MemberCardNote';
import { PartnersRow } from '../../src/components/PartnersRow';
import { PromoTeaser } from '../../src/components/PromoTeaser';
import { StoreStats } from '../../src/components/StoreStats';
import { favourites } from '../fixtures/landing';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** Where the app points every landing link. */
const SIGN_UP = '/auth/signup';

/** Every landing section in order, so designers see the page whole. */
function LandingSections({ linkHref }: { linkHref: string }) {
  return (
    <main className="flex flex-col gap-16 bg-surface-sunken pb-16">
      <Hero ctaHref={linkHref} className="pb-24" />
      <div className="relative -mt-32 px-4">
        <StoreStats />
      </div>
      <FavouriteProducts products={favourites} orderHref={linkHref} />
      <PartnersRow />
      <div className="flex flex-col gap-6 px-4">
        <PromoTeaser ctaHref="#member-card" />
        <MemberCardNote id="member-card" />
      </div>
    </main>
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Every landing section in page order (hero, store numbers, favourites, partners, promo, member card), so the page can be reviewed whole. Each section is its own component with its own guide.',
  dos: [
    'Review the sections together at phone and desktop widths.',
    'Point every call to action at the same place (sign-up).',
  ],
  donts: ["Don't reorder the sections without the design brief.", "Don't add a section without giving it a heading."],
  keyboard: [
    { key: 'Tab', does: 'Moves through Get Started, each Order Now link and See Promo, in page order.' },
    { key: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    {
      part: 'Headings',
      role: 'heading levels 1–3',
      announced: "One h1 (the hero), then each section's h2 and each favourite's h3, in order.",
    },
    {
      part: 'Store numbers',
      role: 'list "Our shop in numbers"',
      announced: 'Three items: staff, stores and customers.',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/Landing page',
  tags: ['status:stable'],
  component: LandingSections,
  args: { linkHref: SIGN_UP },
  parameters: { guide, layout: 'fullscreen' },
} satisfies Meta<typeof LandingSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sections' headings, in page order. */
const EXPECTED_HEADINGS = [
  'Start Your Day with Coffee and Good Meals',
  'Here is People’s Favorite',
  'Hazelnut Latte',
  'Pinky Promise',
  'Chicken Wings',
  'Our Partner',
  'Check our promo today!',
];

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(EXPECTED_HEADINGS);
    await expect(canvas.getByRole('list', { name: 'Our shop in numbers' })).toHaveTextContent(
      '90+Staff30+Stores800+Customers',
    );
    await expect(canvas.getByText(/free member card/)).toHaveTextContent(
      'Get a free member card with a minimum purchase of IDR 200.000.',
    );
    // Get Started signs up; each favourite opens its product; See Promo goes to the offer below it.
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      SIGN_UP,
      ...favourites.map((product) => product.href),
      '#member-card',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveFocus();
    rest(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(EXPECTED_HEADINGS);
    const page = canvasElement.querySelector('main');
    await expect(page?.scrollWidth).toBeLessThanOrEqual(page?.clientWidth ?? 0);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveFocus();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};
