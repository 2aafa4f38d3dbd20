import type { Decorator } from '@storybook/react-vite';
import { AdminNavBar, type AdminTab } from '../../src/components/AdminNavBar';
import { AuthLayout } from '../../src/components/AuthLayout';
import { CustomerNavBar, type CustomerTab } from '../../src/components/CustomerNavBar';
import { Footer } from '../../src/components/Footer';
import { PageShell } from '../../src/components/PageShell';
import { avatarImage } from '../fixtures/images';

/**
 * Story frames: screens are page content; the app puts them inside the same page shell, nav bars,
 * auth layout and footer, so designers review each screen as the whole page a person sees.
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
    <PageShell
      nav={<CustomerNavBar active={active} onSearch={() => {}} photoUrl={avatarImage()} cartCount={2} />}
      footer={<Footer />}
    >
      <Story />
    </PageShell>
  );

export const adminFrame =
  (active?: AdminTab): Decorator =>
  (Story) => (
    <PageShell nav={<AdminNavBar active={active} onSearch={() => {}} photoUrl={null} />} footer={<Footer />}>
      <Story />
    </PageShell>
  );

export const phone = { viewport: { value: 'phone' } };
