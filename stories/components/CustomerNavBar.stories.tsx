import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerNavBar } from '../../src/components/CustomerNavBar';
import { avatarImage } from '../fixtures/images';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The customer's bar: Home, Products, Your Cart (with its count), History, search and the profile photo. On phones the cart stays beside the Menu button.",
  dos: [
    'Set active to the section being shown.',
    "Pass the cart's item count so the badge and the link's name say it.",
  ],
  donts: [
    "Don't use it on admin screens: use AdminNavBar.",
    "Don't show the count only as a colour or dot: the badge carries the number.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves through the brand, section links, search, profile and (on phones) the Menu button.' },
    { key: 'Enter', does: 'On a link: follows it. On Menu: opens the phone menu and moves focus to its first link.' },
    { key: 'Escape', does: 'Closes the open phone menu and returns focus to the Menu button.' },
  ],
  screenReader: [
    { part: 'Bar', role: 'navigation "Main"', announced: 'The main navigation landmark.' },
    {
      part: 'Cart',
      role: 'link "Your Cart, 3 items"',
      announced: 'The count is part of the name; the badge itself is hidden.',
    },
    { part: 'Active section', role: 'link, aria-current=page', announced: "The name and 'current page'." },
    {
      part: 'Menu button (phone)',
      role: 'button "Menu", expanded/collapsed',
      announced: 'Whether the phone menu is open.',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/CustomerNavBar',
  tags: ['status:stable'],
  component: CustomerNavBar,
  args: { active: 'products', onSearch: fn(), photoUrl: avatarImage(), cartCount: 3 },
  argTypes: { active: { control: 'inline-radio', options: ['home', 'products', 'cart', 'history'] } },
  parameters: { guide, layout: 'fullscreen' },
} satisfies Meta<typeof CustomerNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const products = canvas.getByRole('link', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(products).toHaveAttribute('href', '/cust/product');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/cust/home');
    await expect(canvas.getByRole('link', { name: 'Your Cart, 3 items' })).toHaveAttribute('href', '/cust/cart');
    await expect(canvas.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/cust/history');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/cust/profile');
    // The other language is one press away on every page.
    await expect(canvas.getByRole('button', { name: 'ID · Bahasa Indonesia' })).toBeVisible();
    // The menu button is for phones only.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const Search: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search products' }));
    const field = await canvas.findByRole('searchbox', { name: 'Search products' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard(' wings {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'wings' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Search products' })).toHaveFocus();
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Coffee Shop' })).toHaveFocus();
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

export const NoPhoto: Story = {
  args: { photoUrl: null, active: 'history', cartCount: 0 },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('link', { name: 'Profile' });
    await expect(profile.querySelector('img')).toBeNull();
    await expect(profile.querySelector('svg')).toBeVisible();
    // No badge for an empty cart.
    await expect(canvas.getByRole('link', { name: 'Your Cart' })).toBeVisible();
  },
};

export const ManyItemsInCart: Story = {
  args: { cartCount: 120, active: 'cart' },
  play: async ({ canvas }) => {
    // The name says what the badge shows, so it holds the words a person sees (axe 4.14).
    const cart = canvas.getByRole('link', { name: 'Your Cart, 99+ items' });
    await expect(cart).toHaveAttribute('aria-current', 'page');
    await expect(cart).toHaveTextContent('99+');
  },
};

/** The active Your Cart link's underline runs unbroken under the label and its badge. */
export const ActiveCartUnderline: Story = {
  args: { cartCount: 3, active: 'cart' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Your Cart, 3 items' });
    await expect(cart).toHaveAttribute('aria-current', 'page');
    // No text underline (it stops at the badge's box); one bar as wide as the label and the badge.
    await expect(getComputedStyle(cart).textDecorationLine).toBe('none');
    const content = cart.querySelector('[data-underlined]')!;
    const bar = getComputedStyle(content, '::after');
    await expect(bar.position).toBe('absolute');
    await expect(parseFloat(bar.width)).toBeCloseTo(content.getBoundingClientRect().width, 0);
    await expect(parseFloat(bar.height)).toBeGreaterThanOrEqual(2);
    const badge = within(cart).getByText('3');
    await expect(content.getBoundingClientRect().right).toBeGreaterThanOrEqual(badge.getBoundingClientRect().right);
  },
};

export const CustomLinks: Story = {
  // Looks exactly like Default, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { links: { home: '/', products: '/menu' }, profileHref: '/me' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/menu');
    await expect(canvas.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/cust/history');
    await expect(canvas.getByRole('link', { name: 'Coffee Shop' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/me');
  },
};

export const PhoneMenuClosed: Story = {
  // Looks exactly like PhoneHeaderCartBadge, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    // One row: the mark, search, profile, cart and menu share a line, and the bar stays short.
    const row = [
      canvas.getByRole('link', { name: 'Coffee Shop' }),
      canvas.getByRole('link', { name: 'Profile' }),
      canvas.getByRole('link', { name: /^Your Cart/ }),
      canvas.getByRole('button', { name: 'Menu' }),
    ].map((element) => element.getBoundingClientRect());
    for (const box of row) await expect(Math.abs(box.top - row[0]!.top)).toBeLessThanOrEqual(4);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(72);
  },
};

export const PhoneMenu: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    await expect(list).toBeVisible();
    const history = within(list).getByRole('link', { name: 'History' });
    await expect(history).toHaveAttribute('href', '/cust/history');
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    // On a phone the language switch waits in the menu, under the links.
    await expect(within(list).getByRole('button', { name: 'ID · Bahasa Indonesia' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};

export const OpensAndClosesThePhoneMenu: Story = {
  tags: ['interaction'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const history = canvas.getAllByRole('link', { name: 'History' }).find((link) => link.checkVisibility());
    await expect(history).toHaveAttribute('href', '/cust/history');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneMenuKeyboard: Story = {
  tags: ['interaction'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const visible = () => canvas.getAllByRole('link').filter((link) => link.closest('ul')?.checkVisibility());
    await waitFor(() => expect(visible()[0]).toHaveFocus());
    await expect(visible()[0]).toHaveTextContent('Home');
    await userEvent.tab();
    await expect(visible()[1]).toHaveFocus();
    await expect(visible()[1]).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneSearch: Story = {
  tags: ['interaction'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search products' }));
    await userEvent.keyboard('latte{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'latte' });
    await expect(await canvas.findByRole('searchbox')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneHeaderCartBadge: Story = {
  args: { cartCount: 3 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // The menu is closed, yet the cart and its count stay in the phone header.
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    const cart = canvas.getByRole('link', { name: 'Your Cart, 3 items' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/cust/cart');
    await expect(cart).toHaveTextContent('3');
    await expect(canvas.getByRole('banner')).toContainElement(cart);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneHeaderEmptyCart: Story = {
  args: { cartCount: 0, active: 'cart' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // An empty cart is still one tap away, named without a count and marked as the current page.
    const cart = canvas.getByRole('link', { name: 'Your Cart' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('aria-current', 'page');
    await expect(cart).toHaveTextContent('');
  },
};

/** The signed-in bar on a 360 px phone in Bahasa Indonesia, with a two-digit cart: still one short row. */
export const PhoneOneRowIndonesian: Story = {
  // Looks like PhoneHeaderCartBadge in the other language; this story measures the row.
  tags: ['no-picture'],
  args: { cartCount: 12 },
  globals: { viewport: { value: 'phone' }, locale: 'id' },
  play: async ({ canvas, canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    const row = [
      canvas.getByRole('link', { name: 'Coffee Shop' }),
      canvas.getByRole('link', { name: 'Profil' }),
      canvas.getByRole('link', { name: /^Keranjangmu/ }),
      canvas.getByRole('button', { name: 'Menu' }),
    ].map((element) => element.getBoundingClientRect());
    for (const box of row) await expect(Math.abs(box.top - row[0]!.top)).toBeLessThanOrEqual(4);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(72);
  },
};
