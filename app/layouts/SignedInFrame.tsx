import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../src/components/Footer';
import { PageShell } from '../../src/components/PageShell';
import { useSession } from '../state/session';
import { footerGroups } from '../views/footerGroups';

/** The signed-in pages' frame, shared by both roles: their nav bar, the page, the footer. */
export function SignedInFrame({ nav }: { nav: ReactNode }) {
  const { role } = useSession();
  return (
    <PageShell nav={nav} footer={<Footer groups={footerGroups(role)} year={new Date().getFullYear()} />}>
      <Outlet />
    </PageShell>
  );
}
