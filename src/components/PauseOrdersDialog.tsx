import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';
import { RadioChoices } from './RadioChoices';
import { TextField } from './TextField';

/** How long a pause lasts: minutes until orders come back by themselves, or until someone resumes them. */
export type PauseLength = '15' | '30' | '60' | 'untilResumed';

/** What the barista chose: the reason customers read, and minutes until orders resume (null: until resumed). */
export interface PauseRequest {
  reason: string;
  resumeInMinutes: number | null;
}

export interface PauseOrdersDialogProps {
  isOpen: boolean;
  onConfirm: (request: PauseRequest) => void;
  /** Raised by Keep taking orders and by Escape. */
  onClose: () => void;
  isPending?: boolean;
  /** The server's refusal, said in the dialog. */
  serverError?: string | null;
}

/** The longest reason: it shows on one line of the customer's menu. */
export const PAUSE_REASON_MAX = 100;

/**
 * Stops new orders for a while (docs/product.md, "Shop hours"): a quick reason or the barista's own
 * words, and when orders come back. Focus starts on the reason, the question's one field.
 */
export function PauseOrdersDialog({ isOpen, onConfirm, onClose, isPending, serverError }: PauseOrdersDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [length, setLength] = useState<PauseLength>('30');
  const quickReasons = [t`Too busy`, t`Out of milk`, t`Machine being fixed`];
  const confirm = () =>
    onConfirm({ reason: reason.trim(), resumeInMinutes: length === 'untilResumed' ? null : Number(length) });
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && !isPending && onClose()}
      tone="warning"
      title={t`Pause orders?`}
      isKeyboardDismissDisabled={isPending}
      text={
        <div className="flex flex-col gap-4 text-left">
          <p>{t`Customers see that orders are paused and why; the queue keeps what is already paid.`}</p>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t`Quick reasons`}>
            {quickReasons.map((quick) => (
              <Button
                key={quick}
                variant={reason === quick ? 'primary' : 'ghost'}
                size="sm"
                aria-pressed={reason === quick}
                onPress={() => setReason(quick)}
              >
                {quick}
              </Button>
            ))}
          </div>
          <TextField
            label={t`Reason`}
            description={t`Optional; customers read it on the menu.`}
            value={reason}
            maxLength={PAUSE_REASON_MAX}
            autoFocus
            onChange={({ value }) => setReason(value)}
          />
          <RadioChoices<PauseLength>
            label={t`Orders come back`}
            value={length}
            onValueChange={({ value }) => setLength(value)}
            choices={[
              { value: '15', label: t`in 15 min` },
              { value: '30', label: t`in 30 min` },
              { value: '60', label: t`in 1 hour` },
              { value: 'untilResumed', label: t`until I resume` },
            ]}
          />
          {serverError ? (
            <p role="alert" className="text-small font-medium text-danger">
              {sayMessage(i18n, serverError)}
            </p>
          ) : null}
        </div>
      }
    >
      <Button variant="danger" onPress={confirm} isPending={isPending} pendingLabel={t`Pausing`}>
        {t`Pause orders`}
      </Button>
      <Button variant="ghost" onPress={onClose} isDisabled={isPending}>
        {t`Keep taking orders`}
      </Button>
    </DialogFrame>
  );
}
