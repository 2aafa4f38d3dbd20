import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CANCEL_REASON_MAX } from '../domain/limits';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';
import { TextField } from './TextField';

/** Cancelling an order: the customer's unpaid one, or the shop's with a reason the customer is told. */
export interface CancelOrderDialogProps {
  isOpen: boolean;
  orderId: number;
  /** The shop cancels: it says why (the customer's tracker shows it), and a paid order's money goes back. */
  asksReason?: boolean;
  /** The order is paid: the dialog says the money goes back. */
  isPaid?: boolean;
  isPending?: boolean;
  /** The server's refusal, said in the dialog. */
  serverError?: string | null;
  onConfirm: (request: { orderId: number; reason: string }) => void;
  /** Raised by Keep the order and by Escape. */
  onClose: () => void;
}

/** Focus starts on Keep the order, so a stray Enter never cancels. */
export function CancelOrderDialog({
  isOpen,
  orderId,
  asksReason = false,
  isPaid = false,
  isPending,
  serverError,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (asksReason && reason.trim() === '') return setError(t`Say why the order is cancelled`);
    onConfirm({ orderId, reason: reason.trim() });
  };
  const problem = error ?? (serverError ? sayMessage(i18n, serverError) : null);
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && !isPending && onClose()}
      tone="warning"
      title={t`Cancel order ${orderId}?`}
      role="alertdialog"
      isKeyboardDismissDisabled={isPending}
      text={
        <div className="flex flex-col gap-4 text-left">
          <p>
            {isPaid
              ? t`The stock goes back on the menu and the customer's money is refunded through the payment provider.`
              : asksReason
                ? t`The stock goes back on the menu. Nothing was paid.`
                : t`Nothing was paid, and the products go back on the menu.`}
          </p>
          {asksReason ? (
            <TextField
              label={t`Why`}
              description={t`The customer sees this on their order, e.g. “Out of oat milk”.`}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              isRequired
              errorMessage={error}
              onChange={({ value }) => {
                setReason(value);
                setError(null);
              }}
            />
          ) : null}
          {problem && !(asksReason && error) ? (
            <p role="alert" className="text-small font-medium text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      }
    >
      <Button variant="danger" onPress={confirm} isPending={isPending} pendingLabel={t`Cancelling`}>
        {t`Cancel order`}
      </Button>
      <Button variant="ghost" onPress={onClose} autoFocus isDisabled={isPending}>
        {t`Keep the order`}
      </Button>
    </DialogFrame>
  );
}
