import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { POPUPS } from '../../src/domain/messages';
import { LoginScreen } from '../../src/screens/LoginScreen';
import { ApiError, errorText } from '../api/client';
import { googleStartHref, useGoogleExchange, useGoogleSignInEnabled } from '../api/googleSignIn';
import { useLogin } from '../api/login';
import { AuthPage } from '../layouts/AuthPage';
import { useAuthPaths } from '../hooks/useAuthPaths';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { useSession } from '../state/session';
import { PageTitle } from '../views/PageTitle';

/**
 * `/auth/login`: stores token, id and role_id, then goes to the asked page or the role's landing.
 * Back from Google (`?sso=<one-time code>`) it trades the code for the same login answer; a sign-in
 * that came back without an account (`?sso_error=<reason>`) says why.
 */
export function LoginRoute() {
  const { t } = useLingui();
  const { signIn, endedBy } = useSession();
  const { alert } = usePopups();
  const login = useLogin();
  const exchange = useGoogleExchange();
  const authPaths = useAuthPaths();
  const [search, setSearch] = useSearchParams();
  const googleEnabled = useGoogleSignInEnabled();
  const ssoCode = search.get('sso');
  const ssoError = search.get('sso_error');

  const signInWith = ({ token, data }: { token: string; data: { id: number; role_id: number } }) => {
    // The visitor-only guard then moves on to `?next=` or the role's landing.
    signIn({ token, id: String(data.id), roleId: String(data.role_id) });
    void alert({ tone: 'success', title: POPUPS.loginSuccess });
  };

  // The code works once: trade it once, even when React runs the effect twice (StrictMode).
  const traded = useRef<string | null>(null);
  useEffect(() => {
    if (!ssoCode || traded.current === ssoCode) return;
    traded.current = ssoCode;
    exchange.mutate(ssoCode, {
      // The visitor guard then replaces this address with the next page's, code and all.
      onSuccess: signInWith,
      // Off the address, so a reload does not try a used code again.
      onError: () =>
        setSearch(
          (current) => {
            current.delete('sso');
            return current;
          },
          { replace: true },
        ),
    });
  });

  const googleProblems: Record<string, string> = {
    provider: t`Google could not be reached just now. Please try again in a moment, or log in with your email.`,
    expired: t`That Google sign-in took too long or was already used. Please try again.`,
    cancelled: t`Google sign-in was cancelled. You can try again or log in with your email.`,
    rejected: t`Google’s answer could not be checked, so you are not signed in. Please try again.`,
    unverified: t`An account already uses this email and Google has not verified it. Log in with your password instead.`,
  };
  const exchangeProblem = exchange.error
    ? exchange.error instanceof ApiError && exchange.error.status === 400
      ? googleProblems.expired
      : errorText(exchange.error)
    : null;
  const serverError =
    (login.error ? errorText(login.error) : null) ??
    exchangeProblem ??
    (ssoError ? (googleProblems[ssoError] ?? googleProblems.rejected!) : null);

  return (
    <>
      <PageTitle page={t`Login`} />
      <AuthPage title={t`Login`} switchTo="signup">
        <LoginScreen
          isPending={login.isPending}
          isSigningInWithGoogle={!!ssoCode || exchange.isPending}
          serverError={serverError}
          sessionEnd={endedBy === 'logout' ? null : endedBy}
          googleHref={googleEnabled ? googleStartHref(search.get('next')) : undefined}
          forgotHref={paths.forgot}
          signupHref={authPaths.signup}
          onSubmit={(values) =>
            login.mutate(values, {
              onSuccess: signInWith,
              onError: (error) => void alert({ tone: 'error', title: POPUPS.errorTitle, text: errorText(error) }),
            })
          }
        />
      </AuthPage>
    </>
  );
}
