import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../src/components/EmptyState';
import { useNavigate } from 'react-router';
import { landingPathFor } from '../../src/domain/roles';
import { paths } from '../paths';
import { useSession } from '../state/session';
import { PageTitle } from '../views/PageTitle';
import { PageHeading } from '../../src/components/PageHeading';

/** Any path outside the route table. */
export function NotFoundRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { session } = useSession();
  const home = session ? landingPathFor(session.roleId) : paths.landing;
  return (
    <>
      <PageTitle page={t`Page not found`} />
      <main className="flex min-h-screen items-center justify-center bg-surface-sunken px-4">
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <PageHeading>{t`Page not found`}</PageHeading>
          <EmptyState
            title={t`There is nothing at this address`}
            text={t`The link may be old or mistyped. Go back to the shop and carry on from there.`}
            actionLabel={t`Back to the shop`}
            onAction={() => navigate(home)}
          />
        </div>
      </main>
    </>
  );
}
