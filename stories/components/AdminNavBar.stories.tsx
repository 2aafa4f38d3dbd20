import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADMIN_NAV_HREFS, AdminNavBar, STAFF_TABS } from '../../src/components/AdminNavBar';
import { avatarImage } from '../fixtures/images';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The admin's bar on every admin screen: Home, Products, Choices, Orders, Queue, Member card, Dashboard, Staff, Shop, search and the profile photo; a barista's (tabs={STAFF_TABS}): Queue, Member card, Orders, Counter, Menu availability. Set active to the section being shown.",
  dos: [
    'Set active so the current section is highlighted and marked as the current page.',
    "Pass the admin's photo; without one the drawn default picture shows.",
    "Pass links only where the app's routes differ from the route table in docs/product.md.",
  ],
  donts: [
    "Don't use it on customer screens: CustomerNavBar shares the layout with the customer's sections.",
    "Don't add sections here without adding them to AdminTab, so active stays typed.",
    "Don't show a barista the admin's sections: pass tabs={STAFF_TABS} (docs/product.md#staff).",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves through the brand, section links, search, profile and (on phones) the Menu button.' },
    { key: 'Enter', does: 'On a link: follows it. On Menu: opens the phone menu and moves focus to its first link.' },
    { key: 'Escape', does: 'Closes the open phone menu and returns focus to the Menu button.' },
  ],
  screenReader: [
    { part: 'Bar', role: 'navigation "Main"', announced: 'The main navigation landmark.' },
    { part: 'Active section', role: 'link, aria-current=page', announced: "The link's name and 'current page'." },
    {
      part: 'Menu button (phone)',
      role: 'button "Menu", expanded/collapsed',
      announced: 'Whether the phone menu is open.',
    },
    { part: 'Photo', role: 'link "Profile"', announced: 'Profile link.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/AdminNavBar',
  tags: ['status:stable'],
  component: AdminNavBar,
  args: { active: 'orders', onSearch: fn(), photoUrl: null },
  argTypes: {
    active: {
      control: 'inline-radio',
      // Every section the bar knows, so a new one is offered here without a second list.
      options: Object.keys(ADMIN_NAV_HREFS),
    },
  },
  parameters: { guide, layout: 'fullscreen' },
} satisfies Meta<typeof AdminNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPicture: Story = {
  play: async ({ canvas }) => {
    const orders = canvas.getByRole('link', { name: 'Orders' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).toHaveAttribute('href', '/admin/bmanage-order');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/home');
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin/product-admin');
    await expect(canvas.getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/admin/queue');
    await expect(canvas.getByRole('link', { name: 'Member card' })).toHaveAttribute('href', '/admin/member-card');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(canvas.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    await expect(canvas.getByRole('link', { name: 'Coffee Shop' })).toHaveAttribute('href', '/admin/home');
    const profile = canvas.getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '/admin/profile');
    await expect(profile.querySelector('img')).toBeNull();
  },
};

export const WithPhoto: Story = {
  args: { active: 'dashboard', photoUrl: avatarImage('#8d5b3c', '#1c1c1c') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Profile' }).querySelector('img')).toBeVisible();
  },
};

/** A barista's bar: Queue, Member card, Orders, Counter and Menu availability; no Dashboard, no product editing. */
export const AsStaff: Story = {
  args: { active: 'queue', tabs: STAFF_TABS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/bmanage-order');
    await expect(canvas.getByRole('link', { name: 'Member card' })).toHaveAttribute('href', '/admin/member-card');
    await expect(canvas.getByRole('link', { name: 'Counter' })).toHaveAttribute('href', '/status');
    await expect(canvas.getByRole('link', { name: 'Menu availability' })).toHaveAttribute(
      'href',
      '/admin/menu-availability',
    );
    await expect(canvas.getByRole('link', { name: 'Coffee Shop' })).toHaveAttribute('href', '/admin/queue');
    for (const name of ['Home', 'Products', 'Choices', 'Dashboard', 'Staff']) {
      await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  },
};

export const OnTheQueue: Story = {
  args: { active: 'queue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A 768 px tablet: seven sections do not fit the bar, so they wait in the menu, as on a phone. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** A tablet in landscape (1024 px): the owner's nine sections fit the bar, drawn tighter, without a sideways scroll. */
export const TabletLandscape: Story = {
  globals: { viewport: { value: 'tabletLandscape' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Member card' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** A barista's tablet upright (768 px): their five long labels wait in the menu rather than wrap. */
export const AsStaffOnATablet: Story = {
  // The bar at rest looks like Tablet, which is pictured: this story checks a barista's five.
  tags: ['no-picture'],
  args: { active: 'member', tabs: STAFF_TABS },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Menu availability' })).not.toBeInTheDocument();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** A laptop (1280 px): the owner's nine sections fit without the shop's name beside them. */
export const Laptop: Story = {
  tags: ['no-picture'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Shop' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Search: Story = {
  tags: ['interaction'],
  args: { active: 'products' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search products' }));
    // The field's code loads when the search is opened.
    await expect(await canvas.findByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await userEvent.keyboard('Hazelnut Latte{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'Hazelnut Latte' });
  },
};

export const CustomLinks: Story = {
  // Looks exactly like DefaultPicture, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { links: { orders: '/admin/orders' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/home');
  },
};

/** The bar on a 360 px phone, in the longer language: the mark, search, profile and Menu share one short row. */
export const PhoneOneRow: Story = {
  // Looks like PhoneMenu with its menu closed; this story measures the row.
  tags: ['no-picture'],
  args: { active: 'home' },
  globals: { viewport: { value: 'phone' }, locale: 'id' },
  play: async ({ canvas, canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    const row = [
      canvas.getByRole('link', { name: 'Coffee Shop' }),
      canvas.getByRole('link', { name: 'Profil' }),
      canvas.getByRole('button', { name: 'Menu' }),
    ].map((element) => element.getBoundingClientRect());
    for (const box of row) await expect(Math.abs(box.top - row[0]!.top)).toBeLessThanOrEqual(4);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(72);
  },
};

export const PhoneMenu: Story = {
  args: { active: 'home', defaultMenuOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    await expect(list).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(within(list).getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/admin/queue');
    await expect(within(list).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};

export const FollowingAPhoneMenuLinkClosesIt: Story = {
  tags: ['interaction'],
  args: { active: 'home' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dashboard = canvas.getAllByRole('link', { name: 'Dashboard' }).find((link) => link.checkVisibility());
    await expect(dashboard).toHaveAttribute('href', '/admin/dashboard');
    // Following a link closes the menu.
    dashboard?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(dashboard as HTMLElement);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
