import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { countdownText, groupedDigits, secondsLeft } from '../domain/paymentProgress';
import { useFormats } from '../i18n/useFormats';
import { Button } from './Button';
import { QrCode } from './QrCode';
import { Spinner } from './Spinner';
import { ctaLinkStyles } from './ctaLinkStyles';
import { cn } from './styles';

/** What the provider asks the customer to do: scan a QR, transfer to a virtual account, or finish on its page. */
export type PaymentStep =
  { type: 'qr'; qrString: string } | { type: 'va'; bank: string; vaNumber: string } | { type: 'redirect'; url: string };

/** A payment the provider is waiting for. */
export interface OpenPayment {
  amount: number;
  /** When the QR or the account lapses (ISO 8601); null when the provider sets no deadline. */
  expiresAt: string | null;
  /** Null once nothing is left to do on the provider's side (an attempt that failed may keep none). */
  step: PaymentStep | null;
  /**
   * The payment simulator's page for this payment (the demo shop): no wallet can pay its QR or account,
   * so the customer pays, fails or lets it expire there. Unset with a real provider.
   */
  testPageUrl?: string;
}

/**
 * `waiting`: the steps to pay; `redirecting`: on the way to the card page; `expired` and `failed`: what
 * happened, with a way to pay again or choose another method.
 */
export type PaymentInstructionsState = 'waiting' | 'redirecting' | 'expired' | 'failed';

export interface PaymentInstructionsProps {
  state: PaymentInstructionsState;
  payment: OpenPayment;
  /** The page's clock: the countdown is measured against it. */
  now: Date;
  /** Copies the virtual account number; the button says "Copied" once the promise settles. */
  onCopy?: (request: { text: string }) => Promise<void> | void;
  /** Starts a new payment with the same method (expired, failed). */
  onPayAgain?: () => void;
  /** Goes back to the methods (while waiting, expired, failed). */
  onChooseMethod?: () => void;
  isPending?: boolean;
  className?: string;
}

/** The amount and the time left, above every way to pay. */
function AmountAndDeadline({ payment, now }: { payment: OpenPayment; now: Date }) {
  const { t } = useLingui();
  const f = useFormats();
  const left = secondsLeft(payment.expiresAt, now);
  const amount = f.money(payment.amount);
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
      <dt className="text-body">{t`Amount`}</dt>
      <dd className="text-right font-heading text-section font-bold break-words text-heading">{amount}</dd>
      {left !== null ? (
        <>
          <dt className="text-body">{t`Pay within`}</dt>
          {/* A timer is not read aloud every second (its live region is off); the number is there when asked. */}
          <dd className="text-right font-semibold text-heading tabular-nums">
            <span role="timer">{countdownText(left)}</span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The virtual account number with its copy button; "Copied" for a few seconds once it is copied. */
function AccountNumber({ vaNumber, onCopy }: { vaNumber: string; onCopy?: PaymentInstructionsProps['onCopy'] }) {
  const { t } = useLingui();
  const labelId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-small font-semibold text-heading">
        {t`Virtual account number`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p
          aria-labelledby={labelId}
          className="mr-auto font-heading text-section font-bold tracking-wider break-all text-heading tabular-nums"
        >
          {groupedDigits(vaNumber)}
        </p>
        {onCopy ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={copied ? t`Copied the number` : t`Copy the number`}
            onPress={() =>
              void Promise.resolve(onCopy({ text: vaNumber })).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t`Copied` : t`Copy`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The steps for one way to pay. */
function Steps({ payment, onCopy }: Pick<PaymentInstructionsProps, 'payment' | 'onCopy'>) {
  const { t } = useLingui();
  const { step } = payment;
  if (!step) return null;
  if (step.type === 'qr') {
    return (
      <div className="flex flex-col items-center gap-3">
        <QrCode value={step.qrString} label={t`QRIS code to scan`} className="w-full max-w-64" />
        <p className="text-center text-small text-body">
          {t`Open any e-wallet or bank app, scan this code and confirm the amount.`}
        </p>
      </div>
    );
  }
  if (step.type === 'va') {
    const bank = step.bank.toUpperCase();
    return (
      <div className="flex flex-col gap-4">
        <p className="text-body">
          {t`Transfer the exact amount to this ${bank} virtual account from any bank app or ATM.`}
        </p>
        <AccountNumber vaNumber={step.vaNumber} onCopy={onCopy} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-body">{t`Your card is charged on the payment page. You come back here when it is done.`}</p>
      <a href={step.url} className={ctaLinkStyles({ variant: 'primary', size: 'md' })}>
        {t`Go to the card page`}
      </a>
    </div>
  );
}

/**
 * After Confirm and Pay with a provider: what to do to pay (scan, transfer, finish on the card page),
 * the amount and the time left, and the page waiting for the provider's word. Once the time runs out or
 * the provider refuses, it says so and offers to pay again or choose another method.
 */
export function PaymentInstructions({
  state,
  payment,
  now,
  onCopy,
  onPayAgain,
  onChooseMethod,
  isPending,
  className,
}: PaymentInstructionsProps) {
  const { t } = useLingui();
  const titleId = useId();
  const titles: Record<PaymentStep['type'], string> = {
    qr: t`Scan to pay with QRIS`,
    va: t`Pay by bank transfer`,
    redirect: t`Pay by card`,
  };
  const isOver = state === 'expired' || state === 'failed';
  return (
    <section
      aria-labelledby={titleId}
      data-state={state}
      className={cn(
        'flex flex-col gap-5 rounded-card bg-surface p-summary shadow-card sm:p-panel',
        isOver && 'border-2 border-danger',
        className,
      )}
    >
      <h2 id={titleId} className="font-heading text-lead font-bold text-heading sm:text-section">
        {state === 'expired'
          ? t`The time to pay ran out`
          : state === 'failed'
            ? t`The payment did not go through`
            : payment.step
              ? titles[payment.step.type]
              : t`Waiting for payment`}
      </h2>
      {isOver ? (
        <>
          <p role="alert" className="text-body">
            {state === 'expired'
              ? t`Nothing was charged. Pay again, or choose another method.`
              : t`Nothing was charged. Try again, or choose another method.`}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="accent" onPress={onPayAgain} isPending={isPending} pendingLabel={t`Paying`}>
              {t`Pay again`}
            </Button>
            <Button variant="ghost" onPress={onChooseMethod} isDisabled={isPending}>
              {t`Choose another method`}
            </Button>
          </div>
        </>
      ) : state === 'redirecting' ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 text-body">
            <Spinner label={t`Opening the card page`} />
            {t`Taking you to the card page…`}
          </p>
          {payment.step?.type === 'redirect' ? (
            <a href={payment.step.url} className="font-semibold text-primary-text underline">
              {t`Open the card page`}
            </a>
          ) : null}
        </div>
      ) : (
        <>
          <AmountAndDeadline payment={payment} now={now} />
          <Steps payment={payment} onCopy={onCopy} />
          {payment.testPageUrl && payment.step?.type !== 'redirect' ? (
            <p className="rounded-card border-2 border-dashed border-border-strong p-compact text-small text-body">
              {t`Test mode: no real money moves in this shop.`}{' '}
              <a href={payment.testPageUrl} className="font-semibold text-primary-text underline">
                {t`Pay on the payment simulator`}
              </a>
            </p>
          ) : null}
          <p className="flex items-center gap-3 text-small text-body">
            <Spinner label={t`Waiting for payment`} className="shrink-0" />
            {t`Waiting for payment. This page moves on by itself once the money arrives.`}
          </p>
          {onChooseMethod ? (
            // Another method ends this payment at the provider: the shop never takes the money twice.
            <Button variant="ghost" size="sm" onPress={onChooseMethod} className="self-start">
              {t`Choose another method`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
