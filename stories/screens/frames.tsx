import type { Decorator } from '@storybook/react-vite';
import { AdminNavBar, STAFF_TABS, type AdminTab } from '../../src/components/AdminNavBar';
import { AuthLayout } from '../../src/components/AuthLayout';
import { CustomerNavBar, type CustomerTab } from '../../src/components/CustomerNavBar';
import { Footer } from '../../src/components/Footer';
import { PageShell } from '../../src/components/PageShell';
import { footerGroups } from '../../app/views/footerGroups';
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

/** The items a cart page's sections hold, amounts added up, as the app's badge counts them. */
function itemsInSections(sections: unknown): number {
  if (!Array.isArray(sections)) return 0;
  return (sections as { lines?: { qty: number }[] }[]).reduce(
    (count, section) => count + (section.lines ?? []).reduce((sum, line) => sum + line.qty, 0),
    0,
  );
}

/**
 * A signed-in customer's page. The cart badge counts what the story's carts hold (the `cartCount`
 * parameter, or the cart page's own sections; none unless the story shows items), and the footer is
 * the customer's, as the app draws them, never a visitor's.
 */
export const customerFrame =
  (active?: CustomerTab): Decorator =>
  (Story, { parameters, args }) => (
    <PageShell
      nav={
        <CustomerNavBar
          active={active}
          onSearch={() => {}}
          photoUrl={avatarImage()}
          cartCount={typeof parameters.cartCount === 'number' ? parameters.cartCount : itemsInSections(args.sections)}
        />
      }
      footer={<Footer groups={footerGroups('customer')} />}
    >
      <Story />
    </PageShell>
  );

/** The owner's page: the admin's bar and footer. */
export const adminFrame =
  (active?: AdminTab): Decorator =>
  (Story) => (
    <PageShell
      nav={<AdminNavBar active={active} onSearch={() => {}} photoUrl={null} />}
      footer={<Footer groups={footerGroups('admin')} />}
    >
      <Story />
    </PageShell>
  );

/** A barista's page: their bar (Queue, Member card, Orders, Counter, Menu availability) and footer. */
export const staffFrame =
  (active?: AdminTab): Decorator =>
  (Story) => (
    <PageShell
      nav={<AdminNavBar active={active} tabs={STAFF_TABS} onSearch={() => {}} photoUrl={null} />}
      footer={<Footer groups={footerGroups('staff')} />}
    >
      <Story />
    </PageShell>
  );

export const phone = { viewport: { value: 'phone' } };
