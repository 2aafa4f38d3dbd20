import { useNavigate } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { EditPasswordScreen } from '../../src/screens/EditPasswordScreen';
import { ApiError, errorText } from '../api/client';
import { useEditPassword } from '../api/editPassword';
import { useProfilePath } from '../hooks/useProfilePath';
import { usePopups } from '../state/popups';

/** `/cust/edit-password` and `/admin/edit-password`: success says so and goes to the profile. */
export function EditPasswordRoute() {
  const navigate = useNavigate();
  const profilePath = useProfilePath();
  const { alert } = usePopups();
  const change = useEditPassword();
  const isOldPasswordWrong = change.error instanceof ApiError && change.error.code === 'WRONG_PASSWORD';
  return (
    <EditPasswordScreen
      isPending={change.isPending}
      isOldPasswordWrong={isOldPasswordWrong}
      serverError={change.error && !isOldPasswordWrong ? errorText(change.error) : null}
      onCancel={() => navigate(profilePath)}
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: () => {
            navigate(profilePath);
            void alert({ tone: 'success', title: POPUPS.passwordChanged });
          },
        })
      }
    />
  );
}
