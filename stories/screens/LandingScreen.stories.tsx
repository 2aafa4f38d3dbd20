import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeScreen } from '../../src/screens/HomeScreen';
import { LandingScreen } from '../../src/screens/LandingScreen';
import { favourites } from '../fixtures/landing';
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

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Start Your Day with Coffee and Good Meals',
    );
    const navLinks = canvas.getAllByRole('link').filter((link) => !link.closest('footer'));
    for (const link of navLinks.filter((link) => link.textContent !== 'Login')) {
      await expect(link).toHaveAttribute('href', '/auth/signup');
    }
    await expect(canvas.getByText('IDR 40.000')).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See Products' })).toHaveAttribute('href', '/cust/product');
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
