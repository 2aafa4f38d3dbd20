import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisitorNavBar } from '../../src/components/VisitorNavBar';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The bar of someone not signed in: on the landing (every link leads to sign up) and on the menu a visitor browses (the links lead to the menu, and through login to the cart and history).',
  dos: [
    'Mark the page the visitor is on with `isCurrent`.',
    'Give Login and Sign Up a `?next=` back to the page, so signing in does not lose the visitor’s place.',
  ],
  donts: [
    "Don't use it for a signed-in customer: CustomerNavBar has their cart and photo.",
    "Don't add links a visitor cannot follow without an account, except through login.",
  ],
  keyboard: [{ key: 'Tab', does: 'Moves through the brand, the links, the language, Login and Sign Up.' }],
  screenReader: [
    { part: 'Bar', role: 'navigation "Main" in a banner', announced: 'The site’s main navigation.' },
    { part: 'Current link', role: 'link, aria-current="page"', announced: 'The link and "current page".' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/VisitorNavBar',
  tags: ['status:beta'],
  component: VisitorNavBar,
  args: {
    brandHref: '/',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Product', href: '/cust/product', isCurrent: true },
      { label: 'Your Cart', href: '/auth/login?next=%2Fcust%2Fcart' },
      { label: 'History', href: '/auth/login?next=%2Fcust%2Fhistory' },
    ],
    loginHref: '/auth/login?next=%2Fcust%2Fproduct',
    signupHref: '/auth/signup?next=%2Fcust%2Fproduct',
  },
  parameters: { guide, layout: 'fullscreen' },
} satisfies Meta<typeof VisitorNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the menu: Product is the current page; the cart and history lead through login. */
export const OnTheMenu: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(canvas.getByRole('link', { name: 'Product' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Your Cart' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fcust%2Fcart',
    );
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(nav).toBeVisible();
  },
};

/** On a 360 px phone: one row, the brand's mark (its name still the link's), the language and the ways in. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBeLessThan(80);
    await expect(canvas.getByRole('link', { name: 'Coffee Shop' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};
