import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HomeScreen } from '../../src/screens/HomeScreen';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { favourites } from '../fixtures/landing';
import { closedOpensToday, BEFORE_OPENING } from '../fixtures/shop';
import { adminFrame, customerFrame, phone } from './frames';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  args: { favourites },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'See Promo' leads to an anchor on the page, and that anchor is the member card offer. */
async function expectSeePromoLeadsToTheOffer(canvasElement: HTMLElement) {
  const href = within(canvasElement).getByRole('link', { name: 'See Promo' }).getAttribute('href') ?? '';
  await expect(href).toMatch(/^#.+/);
  const target = canvasElement.ownerDocument.getElementById(href.slice(1));
  await expect(target).toHaveTextContent(/free member card/);
}

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Start Your Day with Coffee and Good Meals',
    );
    // The nav bar's links lead to sign up (docs/product.md#who-it-is-for); Login to login.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'Login')) {
      await expect(link).toHaveAttribute('href', '/auth/signup');
    }
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
    // Each favourite leads to its own product; 'See Promo' to the promotion on this page.
    await expect(canvas.getByRole('link', { name: 'Order Now Hazelnut Latte' })).toHaveAttribute(
      'href',
      '/cust/product-d?id=1',
    );
    await expectSeePromoLeadsToTheOffer(canvasElement);
    await expect(canvas.getByText(/minimum purchase of/)).toHaveTextContent('IDR 200.000');
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const CustomerHome: Story = {
  decorators: [customerFrame('home')],
  render: () => <HomeScreen favourites={favourites} productsHref="/cust/product" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'See Products' })).toHaveAttribute('href', '/cust/product');
    await expect(canvas.getByRole('link', { name: 'Order Now Pinky Promise' })).toHaveAttribute(
      'href',
      '/cust/product-d?id=2',
    );
    await expectSeePromoLeadsToTheOffer(canvasElement);
  },
};

/** A member's home: where a visitor reads the offer, they read their own card's points and the way to it. */
export const MemberHome: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  decorators: [customerFrame('home')],
  render: () => (
    <HomeScreen
      favourites={favourites}
      productsHref="/cust/product"
      memberCard={{ points: 22, href: '/cust/profile#member-card' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your member card holds/)).toHaveTextContent('Your member card holds 22 points.');
    await expect(canvas.getByRole('link', { name: 'See your member card' })).toHaveAttribute(
      'href',
      '/cust/profile#member-card',
    );
  },
};

/** The signed-in home in Bahasa Indonesia (the toolbar's language): its links, and prices as `Rp`. */
export const CustomerHomeIndonesian: Story = {
  globals: { locale: 'id' },
  decorators: [customerFrame('home')],
  render: () => <HomeScreen favourites={favourites} productsHref="/cust/product" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lihat Produk' })).toHaveAttribute('href', '/cust/product');
    await expect(canvas.getByRole('link', { name: 'Pesan Sekarang Pinky Promise' })).toBeVisible();
    // Each favourite's price, and the member card's minimum purchase.
    await expect(canvas.getAllByText(/^Rp\d/)).toHaveLength(favourites.length + 1);
    await expect(canvas.getByText(/Dapatkan kartu member gratis/)).toHaveTextContent(/Rp\d/);
  },
};

export const AdminHome: Story = {
  decorators: [adminFrame('home')],
  render: () => <HomeScreen favourites={favourites} productsHref="/admin/product-admin" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See Products' })).toHaveAttribute('href', '/admin/product-admin');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The favourites load from the menu: the rest of the page is there, the section shows placeholders. */
export const FavouritesLoading: Story = {
  args: { favourites: [], favouritesStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading favourites');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const FavouritesFailed: Story = {
  args: { favourites: [], favouritesStatus: 'error', onRetryFavourites: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The favourites could not be loaded.');
    // The retry button's code loads when the error shows.
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Before opening: the landing says when the shop opens, in one line under the bar. */
export const ClosedOpensSoon: Story = {
  // A pictured page with one part in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  args: { shopStatus: { status: closedOpensToday, now: BEFORE_OPENING } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed · opens at 07:00');
  },
};
