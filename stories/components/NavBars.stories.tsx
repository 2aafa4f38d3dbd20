import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminNavBar } from '../../src/components/AdminNavBar';
import { CustomerNavBar } from '../../src/components/CustomerNavBar';
import { avatarImage } from '../fixtures/images';

const meta = {
  title: 'Components/Navigation/CustomerNavBar',
  component: CustomerNavBar,
  args: { active: 'products', onSearch: fn(), photoUrl: avatarImage(), cartCount: 3 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas, args }) => {
    const products = canvas.getByRole('link', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(products).toHaveAttribute('href', '/cust/product');
    await expect(canvas.getByRole('link', { name: /Your Cart/ })).toHaveAttribute('href', '/cust/cart');
    await expect(canvas.getByRole('link', { name: 'History' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/cust/profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Search products' }));
    await userEvent.keyboard('wings{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'wings' });
  },
};

export const NoPhoto: Story = { args: { photoUrl: null, active: 'history', cartCount: 0 } };

export const PhoneMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getAllByRole('link', { name: 'History' });
    await expect(links.some((link) => link.checkVisibility())).toBe(true);
  },
};

export const Admin: Story = {
  render: (args) => <AdminNavBar active="orders" onSearch={args.onSearch} photoUrl={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/bmanage-order');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/admin/product-admin');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/admin/profile');
  },
};

export const AdminWithPhoto: Story = {
  render: (args) => (
    <AdminNavBar active="dashboard" onSearch={args.onSearch} photoUrl={avatarImage('#8d5b3c', '#1c1c1c')} />
  ),
};
