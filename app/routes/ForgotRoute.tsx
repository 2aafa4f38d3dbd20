import { useLingui } from '@lingui/react/macro';
import { POPUPS } from '../../src/domain/messages';
import { ForgotScreen } from '../../src/screens/ForgotScreen';
import { errorText } from '../api/client';
import { useRequestPasswordReset } from '../api/forgotPassword';
import { AuthPage } from '../layouts/AuthPage';
import { usePopups } from '../state/popups';
import { PageTitle } from '../views/PageTitle';

/** `/auth/forgot`: asks for a reset link by mail. */
export function ForgotRoute() {
  const { t } = useLingui();
  const { alert } = usePopups();
  const request = useRequestPasswordReset();
  return (
    <>
      <PageTitle page={t`Forgot password`} />
      <AuthPage title={t`Forgot your password?`} variant="forgot" switchTo="login">
        <ForgotScreen
          isPending={request.isPending}
          isSent={request.isSuccess}
          onSubmit={(values) =>
            request.mutate(values, {
              onSuccess: () => void alert({ tone: 'success', title: POPUPS.checkEmail }),
              onError: (error) => void alert({ tone: 'error', title: POPUPS.errorTitle, text: errorText(error) }),
            })
          }
        />
      </AuthPage>
    </>
  );
}
