import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { NewPasswordScreen } from '../../src/screens/NewPasswordScreen';
import { errorText } from '../api/client';
import { newPasswordBody, useSetNewPassword } from '../api/newPassword';
import { AuthPage } from '../layouts/AuthPage';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { PageTitle } from '../views/PageTitle';

/** `/auth/new-password/:token`: the link from the reset mail; success goes to login. */
export function NewPasswordRoute() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { alert } = usePopups();
  const reset = useSetNewPassword();
  return (
    <>
      <PageTitle page={t`New password`} />
      <AuthPage title={t`Create a new password`} variant="forgot" switchTo="login">
        <NewPasswordScreen
          token={token}
          isPending={reset.isPending}
          onSubmit={(values) =>
            reset.mutate(newPasswordBody(values), {
              onSuccess: ({ messages }) => {
                navigate(paths.login);
                void alert({ tone: 'success', title: t`Success`, text: messages });
              },
              onError: (error) => void alert({ tone: 'error', title: POPUPS.errorTitle, text: errorText(error) }),
            })
          }
        />
      </AuthPage>
    </>
  );
}
