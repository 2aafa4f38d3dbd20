import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { MESSAGES } from '../domain/messages';
import { emailLiveError, passwordLiveError, signupValuesSchema, validate } from '../domain/validation';
import { GoogleButton } from '../components/GoogleButton';
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
  isGoogleEnabled?: boolean;
  loginHref?: string;
}

export function SignUpScreen({
  onSubmit,
  isPending,
  serverError,
  isGoogleEnabled = false,
  loginHref = '/auth/login',
}: SignUpScreenProps) {
  const {
    values,
    errors,
    setErrors,
    field: set,
  } = useFormFields<SignUpValues>({ email: '', password: '', phoneNumber: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signupValuesSchema, values);
    if (!result.ok) return setErrors(result.errors);
    onSubmit({ ...values, email: values.email.trim(), phoneNumber: result.data.phoneNumber });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-describedby={serverError ? 'signup-error' : undefined}
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="Enter your email address"
        value={values.email}
        onChange={set('email')}
        errorMessage={errors.email ?? emailLiveError(values.email)}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Enter your password"
        value={values.password}
        onChange={set('password')}
        description={errors.password ? MESSAGES.passwordTooShortHint : undefined}
        errorMessage={errors.password ?? passwordLiveError(values.password)}
      />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Enter your phone number"
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        errorMessage={errors.phoneNumber}
      />
      {serverError ? (
        <p id="signup-error" role="alert" className="text-small font-medium text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel="Signing up">
        Sign Up
      </Button>
      <GoogleButton label="Sign Up With Google" isEnabled={isGoogleEnabled} />
      <p className="text-center text-body">
        Already have an account?{' '}
        <a href={loginHref} className="font-semibold text-primary-text underline">
          Login here
        </a>
      </p>
    </form>
  );
}
