import type { Decorator } from '@storybook/react-vite';
import { AdminNavBar, type AdminTab } from '../../src/components/AdminNavBar';
import { AuthLayout } from '../../src/components/AuthLayout';
import { CustomerNavBar, type CustomerTab } from '../../src/components/CustomerNavBar';
import { Footer } from '../../src/components/Footer';
import { avatarImage } from '../fixtures/images';

/**
 * Story frames: screens are page content; the app puts them inside these same nav bars, auth
 * layout and footer, so designers review each screen as the whole page a person sees.
 */
export const authFrame =
  (title: string, variant: 'default' | 'forgot' = 'default'): Decorator =>
  (Story) => (
    <AuthLayout title={title} variant={variant} footer={<Footer />}>
      <Story />
    </AuthLayout>
  );

export const customerFrame =
  (active?: CustomerTab): Decorator =>
  (Story) => (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <CustomerNavBar active={active} onSearch={() => {}} photoUrl={avatarImage()} cartCount={2} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Story />
      </main>
      <Footer />
    </div>
  );

export const adminFrame =
  (active?: AdminTab): Decorator =>
  (Story) => (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <AdminNavBar active={active} onSearch={() => {}} photoUrl={null} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Story />
      </main>
      <Footer />
    </div>
  );

export const phone = { viewport: { value: 'phone' } };
