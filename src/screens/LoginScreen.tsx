import { sayMessage } from '../i18n/messageWords';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { emailLiveError, passwordLiveError } from '../domain/liveChecks';
import { GoogleButton } from '../components/GoogleButton';
import { Spinner } from '../components/Spinner';
import { loadFormChecks, preloadFormChecks } from '../hooks/formChecks';
import { useFormFields } from '../hooks/useFormFields';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Login with a Forgot Password link; the server's message stays on screen after a failure (a Google
 * sign-in that came back without an account says why here too).
 */
export interface LoginScreenProps {
  onSubmit: (values: LoginValues) => void;
  isPending?: boolean;
  serverError?: string | null;
  /** Where "Login With Google" leads; absent where the shop has no Google sign-in (no button then). */
  googleHref?: string;
  /** Back from Google, the app is trading the one-time code for a session: a wait, not the form. */
  isSigningInWithGoogle?: boolean;
  /**
   * Why the user is here again: the session timed out (`expired`), or the server ended it (`ended`: a
   * logout on another device, a password changed, their access changed). Null after a plain logout.
   */
  sessionEnd?: 'expired' | 'ended' | null;
  forgotHref?: string;
  signupHref?: string;
}

export function LoginScreen({
  onSubmit,
  isPending,
  serverError,
  googleHref,
  isSigningInWithGoogle,
  sessionEnd = null,
  forgotHref = '/auth/forgot',
  signupHref = '/auth/signup',
}: LoginScreenProps) {
  const { t, i18n } = useLingui();
  const { values, errors, setErrors, field: set } = useFormFields<LoginValues>({ email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const send = () => onSubmit({ email: values.email.trim(), password: values.password });
    // Checks that cannot load (offline) leave them to the server, which runs the same ones.
    loadFormChecks().then(({ validate, loginValuesSchema }) => {
      const result = validate(loginValuesSchema, values);
      if (!result.ok) setErrors(result.errors);
      else send();
    }, send);
  };
  if (isSigningInWithGoogle) {
    return (
      <div className="flex items-center justify-center gap-3 py-10 text-body">
        <Spinner label={t`Signing you in with Google`} />
        <p aria-hidden="true">{t`Signing you in with Google…`}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} onFocus={preloadFormChecks} className="flex flex-col gap-5">
      {sessionEnd ? (
        <p role="status" className="rounded-chip border-2 border-warning px-3 py-2 text-small font-medium text-heading">
          {sessionEnd === 'ended'
            ? t`You were signed out: your password or access changed, or you logged out on another device. Log in again to go on.`
            : t`Your session timed out. Log in again to go on where you were.`}
        </p>
      ) : null}
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="email"
        placeholder={t`Enter your email address`}
        value={values.email}
        onChange={set('email')}
        errorMessage={errors.email ?? emailLiveError(values.email)}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        placeholder={t`Enter your password`}
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password ?? passwordLiveError(values.password)}
      />
      <a href={forgotHref} className="self-start font-semibold text-primary-text underline">
        {t`Forgot Password?`}
      </a>
      {serverError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {sayMessage(i18n, serverError)}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel={t`Logging in`}>
        {t`Login`}
      </Button>
      {googleHref ? <GoogleButton label={t`Login With Google`} href={googleHref} /> : null}
      <p className="text-center text-body">
        <Trans>
          Don’t have an account?{' '}
          <a href={signupHref} className="font-semibold text-primary-text underline">
            Sign up here
          </a>
        </Trans>
      </p>
    </form>
  );
}
