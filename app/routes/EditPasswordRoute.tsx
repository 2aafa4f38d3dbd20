import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { EditPasswordScreen } from '../../src/screens/EditPasswordScreen';
import { ApiError, errorText } from '../api/client';
import { editPasswordBody, useEditPassword } from '../api/editPassword';
import { useProfilePath } from '../hooks/useProfilePath';
import { usePopups } from '../state/popups';
import { useSession } from '../state/session';
import { PageTitle } from '../views/PageTitle';

/** `/cust/edit-password` and `/admin/edit-password`: success says so and goes to the profile. */
export function EditPasswordRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const profilePath = useProfilePath();
  const { alert } = usePopups();
  const { renewToken } = useSession();
  const change = useEditPassword();
  const isOldPasswordWrong = change.error instanceof ApiError && change.error.code === 'WRONG_PASSWORD';
  return (
    <>
      <PageTitle page={t`Edit password`} />
      <EditPasswordScreen
        isPending={change.isPending}
        isOldPasswordWrong={isOldPasswordWrong}
        serverError={change.error && !isOldPasswordWrong ? errorText(change.error) : null}
        onCancel={() => navigate(profilePath)}
        onSubmit={(values) =>
          change.mutate(editPasswordBody(values), {
            // The old token stops working with the change: keep the fresh one or the next call logs out.
            onSuccess: ({ token }) => {
              renewToken(token);
              navigate(profilePath);
              void alert({ tone: 'success', title: POPUPS.passwordChanged });
            },
          })
        }
      />
    </>
  );
}
