import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { SignUpScreen } from '../../src/screens/SignUpScreen';
import { errorText } from '../api/client';
import { googleStartHref, useGoogleSignInEnabled } from '../api/googleSignIn';
import { signupBody, useSignup } from '../api/signup';
import { AuthPage } from '../layouts/AuthPage';
import { useAuthPaths } from '../hooks/useAuthPaths';
import { usePopups } from '../state/popups';
import { PageTitle } from '../views/PageTitle';

/**
 * `/auth/signup`: success goes to login (keeping `?next=`); a server refusal shows its message in a popup.
 * "Sign Up With Google" shows only where the shop has Google set up.
 */
export function SignUpRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { alert } = usePopups();
  const signup = useSignup();
  const authPaths = useAuthPaths();
  const [search] = useSearchParams();
  const googleEnabled = useGoogleSignInEnabled();
  return (
    <>
      <PageTitle page={t`Sign up`} />
      <AuthPage title={t`Sign Up`} switchTo="login">
        <SignUpScreen
          isPending={signup.isPending}
          loginHref={authPaths.login}
          googleHref={googleEnabled ? googleStartHref(search.get('next')) : undefined}
          onSubmit={(values) =>
            signup.mutate(signupBody(values), {
              onSuccess: ({ messages }) => {
                navigate(authPaths.login);
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
