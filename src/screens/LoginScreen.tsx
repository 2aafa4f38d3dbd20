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
  forgotHref?: string;
  signupHref?: string;
}

export function LoginScreen({
  onSubmit,
  isPending,
  serverError,
  googleHref,
  isSigningInWithGoogle,
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
