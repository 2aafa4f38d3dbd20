import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../src/components/Footer';
import { useSession } from '../state/session';
import { footerGroups } from '../views/footerGroups';

/** The signed-in pages' frame, shared by both roles: their nav bar, the page, the footer. */
export function SignedInFrame({ nav }: { nav: ReactNode }) {
  const { role } = useSession();
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      {nav}
      <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Footer groups={footerGroups(role)} year={new Date().getFullYear()} />
    </div>
  );
}
