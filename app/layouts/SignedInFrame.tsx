import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../src/components/Footer';
import { PageShell } from '../../src/components/PageShell';
import { Spinner } from '../../src/components/Spinner';
import { useSession } from '../state/session';
import { footerGroups } from '../views/footerGroups';
import { HydrationIsland } from './HydrationIsland';

/**
 * The signed-in pages' frame, shared by both roles: their nav bar, the page, the footer, each its own
 * HydrationIsland. The page and the footer are the same elements from render to render, so a change
 * in the nav bar (the profile photo arriving) does not make React hydrate them before their turn.
 */
export function SignedInFrame({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const { role } = useSession();
  const footer = useMemo(
    () => (
      <HydrationIsland>
        <Footer groups={footerGroups(role)} year={new Date().getFullYear()} />
      </HydrationIsland>
    ),
    [role],
  );
  const page = useMemo(
    () => (
      // Coming from a page without this frame, the frame shows while the page's code loads.
      <HydrationIsland
        fallback={
          <div className="flex min-h-[50vh] items-center justify-center">
            <Spinner label={t`Loading the page`} />
          </div>
        }
      >
        <Outlet />
      </HydrationIsland>
    ),
    // A new language changes the fallback's words only: the Outlet stays where it is.
    [t],
  );
  return (
    <PageShell nav={<HydrationIsland>{nav}</HydrationIsland>} footer={footer}>
      {page}
    </PageShell>
  );
}
