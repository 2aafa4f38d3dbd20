import { sayMessage } from '../i18n/messageWords';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { forgotValuesSchema, validate } from '../domain/validation';

/** Ask for a reset link; the answer is the same whether or not the email has an account. */
export interface ForgotScreenProps {
  onSubmit: (values: { email: string }) => void;
  isPending?: boolean;
  isSent?: boolean;
  serverError?: string | null;
}

export function ForgotScreen({ onSubmit, isPending, isSent, serverError }: ForgotScreenProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotValuesSchema, { email });
    if (!result.ok) return setError(result.errors.email ?? null);
    onSubmit({ email: result.data.email });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-center text-body">
        {t`Don’t worry, we got your back! Enter your email and we will send you a link.`}
      </p>
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="email"
        placeholder={t`Enter your email address to get link`}
        value={email}
        onChange={({ value }) => {
          setEmail(value);
          setError(null);
        }}
        errorMessage={error}
      />
      {serverError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {sayMessage(i18n, serverError)}
        </p>
      ) : null}
      {isSent ? (
        <p role="status" className="rounded-chip bg-surface-alt p-4 text-center text-heading">
          {t`Check your email now. The link works for 30 minutes; you can send another if it does not arrive.`}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" isFullWidth isPending={isPending} pendingLabel={t`Sending`}>
        {isSent ? t`Resend Link` : t`Send`}
      </Button>
    </form>
  );
}
