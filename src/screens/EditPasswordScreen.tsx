import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { sayMessage } from '../i18n/messageWords';
import { AlertDialog } from '../components/AlertDialog';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { MESSAGES } from '../domain/messages';
import { editPasswordValuesSchema, validate } from '../domain/validation';
import { useFormFields } from '../hooks/useFormFields';
import { PageHeading } from '../components/PageHeading';

/** What Save Change raises, in the screen's words; the app maps it to the call's fields. */
export interface EditPasswordValues {
  prevPassword: string;
  password: string;
  repeatPassword: string;
}

/** Change password (both roles): old, new and repeat; a wrong old password shows 'Password Lama Salah'. */
export interface EditPasswordScreenProps {
  onSubmit: (values: EditPasswordValues) => void;
  onCancel: () => void;
  isPending?: boolean;
  /** Set by the app when the server says the old password is wrong. */
  isOldPasswordWrong?: boolean;
  serverError?: string | null;
}

export function EditPasswordScreen({
  onSubmit,
  onCancel,
  isPending,
  isOldPasswordWrong,
  serverError,
}: EditPasswordScreenProps) {
  const { t, i18n } = useLingui();
  const {
    values,
    errors,
    setErrors,
    field: set,
  } = useFormFields<EditPasswordValues>({
    prevPassword: '',
    password: '',
    repeatPassword: '',
  });
  const [isWarningOpen, setWarningOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(editPasswordValuesSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return setWarningOpen(true);
    }
    onSubmit(values);
  };
  const oldPasswordError = errors.prevPassword ?? (isOldPasswordWrong ? MESSAGES.oldPasswordWrong : undefined);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card bg-surface p-card shadow-soft"
    >
      <PageHeading>{t`Edit Password`}</PageHeading>
      <PasswordField
        label={t`Old password`}
        autoComplete="current-password"
        value={values.prevPassword}
        onChange={set('prevPassword')}
        errorMessage={oldPasswordError}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        description={errors.password ? sayMessage(i18n, MESSAGES.passwordTooShortHint) : undefined}
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" isPending={isPending} pendingLabel={t`Saving`}>
          {t`Save Change`}
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
      <AlertDialog
        isOpen={isWarningOpen}
        tone="warning"
        title={MESSAGES.editPasswordWarningTitle}
        text={MESSAGES.editPasswordWarning}
        onClose={() => setWarningOpen(false)}
      />
    </form>
  );
}
