import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { emailLiveError, loginValuesSchema, passwordLiveError, validate } from '../domain/validation';
import { GoogleButton } from '../components/GoogleButton';
import { useFormFields } from '../hooks/useFormFields';

export interface LoginValues {
  email: string;
  password: string;
}

/** Login with a Forgot Password link; the server's message stays on screen after a failure. */
export interface LoginScreenProps {
  onSubmit: (values: LoginValues) => void;
  isPending?: boolean;
  serverError?: string | null;
  isGoogleEnabled?: boolean;
  forgotHref?: string;
  signupHref?: string;
}

export function LoginScreen({
  onSubmit,
  isPending,
  serverError,
  isGoogleEnabled = false,
  forgotHref = '/auth/forgot',
  signupHref = '/auth/signup',
}: LoginScreenProps) {
  const { values, errors, setErrors, field: set } = useFormFields<LoginValues>({ email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(loginValuesSchema, values);
    if (!result.ok) return setErrors(result.errors);
    onSubmit({ email: values.email.trim(), password: values.password });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
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
        autoComplete="current-password"
        placeholder="Enter your password"
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password ?? passwordLiveError(values.password)}
      />
      <a href={forgotHref} className="self-start font-semibold text-primary-text underline">
        Forgot Password?
      </a>
      {serverError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel="Logging in">
        Login
      </Button>
      <GoogleButton label="Login With Google" isEnabled={isGoogleEnabled} />
      <p className="text-center text-body">
        Don’t have an account?{' '}
        <a href={signupHref} className="font-semibold text-primary-text underline">
          Sign up here
        </a>
      </p>
    </form>
  );
}
