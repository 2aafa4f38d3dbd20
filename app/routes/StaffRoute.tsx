import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { StaffScreen } from '../../src/screens/StaffScreen';
import { errorText } from '../api/client';
import { useInviteStaff } from '../api/inviteStaff';
import { useRemoveStaff } from '../api/removeStaff';
import { useStaff } from '../api/staff';
import { staffMemberView } from '../views/staffView';
import { PageTitle } from '../views/PageTitle';

/** `/admin/staff`, admin: who works the shop, invites and removals (docs/product.md#staff). */
export function StaffRoute() {
  const { t } = useLingui();
  const staff = useStaff();
  const invite = useInviteStaff();
  const remove = useRemoveStaff();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const members = useMemo(() => (staff.data ?? []).map(staffMemberView), [staff.data]);
  return (
    <>
      <PageTitle page={t`Staff`} />
      <StaffScreen
        // A list that failed once but is cached stays shown; only no answer at all is an error.
        status={staff.data ? 'ready' : staff.isError ? 'error' : 'loading'}
        members={members}
        onRetry={() => void staff.refetch()}
        onInvite={(values) => invite.mutate(values)}
        isInviting={invite.isPending}
        invitedEmail={invite.isSuccess ? invite.data.email : null}
        inviteError={invite.isError ? errorText(invite.error) : null}
        removingMemberId={remove.isPending ? remove.variables : null}
        removeError={removeError}
        onDismissRemoveError={() => setRemoveError(null)}
        onRemove={({ memberId }) => {
          setRemoveError(null);
          remove.mutate(memberId, { onError: (error) => setRemoveError(errorText(error)) });
        }}
      />
    </>
  );
}
