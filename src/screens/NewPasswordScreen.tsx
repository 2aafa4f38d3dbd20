import { sayMessage } from '../i18n/messageWords';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { newPasswordValuesSchema, validate } from '../domain/validation';
import { useFormFields } from '../hooks/useFormFields';

/** What Save new password raises, in the screen's words; the app maps it to the call's fields. */
export interface NewPasswordValues {
  token: string;
  password: string;
  repeatPassword: string;
}

/** Choose a new password from the mailed link; proceeds only when both match and have 8+ characters. */
export interface NewPasswordScreenProps {
  token: string;
  onSubmit: (values: NewPasswordValues) => void;
  isPending?: boolean;
  serverError?: string | null;
}

export function NewPasswordScreen({ token, onSubmit, isPending, serverError }: NewPasswordScreenProps) {
  const { t, i18n } = useLingui();
  const {
    values,
    errors,
    setErrors,
    field: set,
  } = useFormFields({ password: '', repeatPassword: '' }, { clearAll: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(newPasswordValuesSchema, values);
    if (!result.ok) return setErrors(result.errors);
    onSubmit({ token, ...values });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password}
      />
      <PasswordField
        label={t`Repeat new password`}
        autoComplete="new-password"
        value={values.repeatPassword}
        onChange={set('repeatPassword')}
        errorMessage={errors.repeatPassword}
      />
      {serverError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {sayMessage(i18n, serverError)}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel={t`Saving`}>
        {t`Save new password`}
      </Button>
    </form>
  );
}
