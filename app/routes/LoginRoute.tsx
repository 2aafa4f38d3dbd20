import { useLingui } from '@lingui/react/macro';
import { POPUPS } from '../../src/domain/messages';
import { LoginScreen } from '../../src/screens/LoginScreen';
import { errorText } from '../api/client';
import { useLogin } from '../api/login';
import { AuthPage } from '../layouts/AuthPage';
import { useAuthPaths } from '../hooks/useAuthPaths';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { useSession } from '../state/session';
import { PageTitle } from '../views/PageTitle';

/** `/auth/login`: stores token, id and role_id, then goes to the asked page or the role's landing. */
export function LoginRoute() {
  const { t } = useLingui();
  const { signIn } = useSession();
  const { alert } = usePopups();
  const login = useLogin();
  const authPaths = useAuthPaths();
  return (
    <>
      <PageTitle page={t`Login`} />
      <AuthPage title={t`Login`} switchTo="signup">
        <LoginScreen
          isPending={login.isPending}
          serverError={login.error ? errorText(login.error) : null}
          forgotHref={paths.forgot}
          signupHref={authPaths.signup}
          onSubmit={(values) =>
            login.mutate(values, {
              onSuccess: ({ token, data }) => {
                // The visitor-only guard then moves on to `?next=` or the role's landing.
                signIn({ token, id: String(data.id), roleId: String(data.role_id) });
                void alert({ tone: 'success', title: POPUPS.loginSuccess });
              },
              onError: (error) => void alert({ tone: 'error', title: POPUPS.errorTitle, text: errorText(error) }),
            })
          }
        />
      </AuthPage>
    </>
  );
}
