import { sayMessage } from '../i18n/messageWords';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { MESSAGES } from '../domain/messages';
import { emailLiveError, passwordLiveError } from '../domain/liveChecks';
import { GoogleButton } from '../components/GoogleButton';
import { loadFormChecks, preloadFormChecks } from '../hooks/formChecks';
import { useFormFields } from '../hooks/useFormFields';

/** What Sign Up raises, in the screen's words; the app maps it to the sign-up call's fields. */
export interface SignUpValues {
  email: string;
  password: string;
  phoneNumber: string;
}

/** Sign up: email, password and phone, checked with the texts of docs/product.md#validation-messages before anything is sent. */
export interface SignUpScreenProps {
  onSubmit: (values: SignUpValues) => void;
  isPending?: boolean;
  /** The server's message after a failed sign-up, shown as is. */
  serverError?: string | null;
  /** Where "Sign Up With Google" leads; absent where the shop has no Google sign-in (no button then). */
  googleHref?: string;
  loginHref?: string;
}

export function SignUpScreen({
  onSubmit,
  isPending,
  serverError,
  googleHref,
  loginHref = '/auth/login',
}: SignUpScreenProps) {
  const { t, i18n } = useLingui();
  const {
    values,
    errors,
    setErrors,
    field: set,
  } = useFormFields<SignUpValues>({ email: '', password: '', phoneNumber: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Checks that cannot load (offline) leave them to the server, which runs the same ones.
    loadFormChecks().then(
      ({ validate, signupValuesSchema }) => {
        const result = validate(signupValuesSchema, values);
        if (!result.ok) setErrors(result.errors);
        else onSubmit({ ...values, email: values.email.trim(), phoneNumber: result.data.phoneNumber });
      },
      () => onSubmit({ ...values, email: values.email.trim(), phoneNumber: values.phoneNumber.trim() }),
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={preloadFormChecks}
      className="flex flex-col gap-5"
      aria-describedby={serverError ? 'signup-error' : undefined}
    >
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
        autoComplete="new-password"
        placeholder={t`Enter your password`}
        value={values.password}
        onChange={set('password')}
        description={errors.password ? MESSAGES.passwordTooShortHint : undefined}
        errorMessage={errors.password ?? passwordLiveError(values.password)}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t`Enter your phone number`}
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        errorMessage={errors.phoneNumber}
      />
      {serverError ? (
        <p id="signup-error" role="alert" className="text-small font-medium text-danger">
          {sayMessage(i18n, serverError)}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel={t`Signing up`}>
        {t`Sign Up`}
      </Button>
      {googleHref ? <GoogleButton label={t`Sign Up With Google`} href={googleHref} /> : null}
      <p className="text-center text-body">
        <Trans>
          Already have an account?{' '}
          <a href={loginHref} className="font-semibold text-primary-text underline">
            Login here
          </a>
        </Trans>
      </p>
    </form>
  );
}
