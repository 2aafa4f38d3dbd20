import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { newPasswordSchema, validate } from '../domain/validation';
import { useFormFields } from '../hooks/useFormFields';

/** Choose a new password from the mailed link; proceeds only when both match and have 8+ characters. */
export interface NewPasswordScreenProps {
  token: string;
  onSubmit: (values: { token: string; password: string; repeat_password: string }) => void;
  isPending?: boolean;
  serverError?: string | null;
}

export function NewPasswordScreen({ token, onSubmit, isPending, serverError }: NewPasswordScreenProps) {
  const {
    values,
    errors,
    setErrors,
    field: set,
  } = useFormFields({ password: '', repeat_password: '' }, { clearAll: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(newPasswordSchema, values);
    if (!result.ok) return setErrors(result.errors);
    onSubmit({ token, ...values });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        value={values.repeat_password}
        onChange={set('repeat_password')}
        errorMessage={errors.repeat_password}
      />
      {serverError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel="Saving">
        Save new password
      </Button>
    </form>
  );
}
