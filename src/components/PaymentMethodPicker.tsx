import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PAYMENT_METHOD_IDS, type PaymentMethod } from '../domain/payments';
import { PAYMENT_METHOD_WORDS } from '../i18n/paymentWords';
import { RadioInput } from './RadioChoices';
import { cn, tv } from './styles';

/** A payment method id as the confirm-payment payload sends it: '1' card, '2' bank account, '3' cash, '4' QRIS. */
export type PaymentMethodValue = `${PaymentMethod}`;

/** The payment methods; read-only on the admin's order detail. */
export interface PaymentMethodPickerProps {
  value: PaymentMethodValue | null;
  onChange?: (change: { paymentMethodId: PaymentMethodValue }) => void;
  /** Shows the chosen method as text, with no radios. */
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** The methods offered, in this order; all of them when unset (cash on delivery only suits home delivery). */
  methods?: readonly PaymentMethodValue[];
  title?: string;
  className?: string;
}

const METHOD_VALUES = PAYMENT_METHOD_IDS.map((id) => `${id}` as PaymentMethodValue);

/** Each method's icon tile: the card in its own orange, the bank in brown, cash in the yellow, QRIS in ink. */
const iconStyles = tv({
  base: 'inline-flex size-10 shrink-0 items-center justify-center rounded-chip',
  variants: {
    method: {
      '1': 'bg-card-icon text-on-primary',
      '2': 'bg-primary text-on-primary',
      '3': 'bg-accent text-on-accent',
      '4': 'bg-heading text-surface',
    },
  },
});

const ICON_PATHS: Record<PaymentMethodValue, string> = {
  // A bank card with its magnetic stripe.
  '1': 'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-11ZM5 8v2h14V8H5Zm1 6v2h5v-2H6Z',
  // A bank building: pediment, four columns, a base.
  '2': 'M12 2 2 7v2h20V7L12 2ZM4 11v7h2.5v-7H4Zm4.5 0v7H11v-7H8.5Zm4.5 0v7h2.5v-7H13Zm4.5 0v7H20v-7h-2.5ZM2 20v2h20v-2H2Z',
  // A delivery scooter: cash is paid to the courier at the door.
  '3': 'M14 5h3l2.6 6.1A3.5 3.5 0 1 1 15.6 15H10a3.5 3.5 0 1 1-5.7-3.3L5 11h7l1.3-3H14V5Zm4 9.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0Zm-12 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0ZM3 7h6v2H3V7Z',
  // A QR code: three finder squares and a few modules.
  '4': 'M3 3h8v8H3V3Zm2 2v4h4V5H5Zm8-2h8v8h-8V3Zm2 2v4h4V5h-4ZM3 13h8v8H3v-8Zm2 2v4h4v-4H5Zm1-9h2v2H6V6Zm10 0h2v2h-2V6ZM6 16h2v2H6v-2Zm7-3h2v2h-2v-2Zm2 2h2v2h-2v-2Zm2-2h4v2h-4v-2Zm-4 4h2v4h-2v-4Zm4 0h4v4h-2v-2h-2v-2Zm0 2h2v2h-2v-2Z',
};

function MethodIcon({ method }: { method: PaymentMethodValue }) {
  return (
    <span aria-hidden="true" data-method={method} className={iconStyles({ method })}>
      <svg viewBox="0 0 24 24" className="size-6" fill="currentColor">
        <path fillRule="evenodd" d={ICON_PATHS[method]} />
      </svg>
    </span>
  );
}

/** 'Payment Methods': Card, Bank account, Cash on delivery as one radio choice (arrow keys move it). */
export function PaymentMethodPicker({
  value,
  onChange,
  isReadOnly,
  isDisabled,
  methods = METHOD_VALUES,
  title,
  className,
}: PaymentMethodPickerProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const radioName = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-readonly={isReadOnly || undefined}
      className={cn('flex w-full flex-col gap-3', className)}
    >
      <h2 id={titleId} className="font-heading text-lead font-bold text-heading">
        {title ?? t`Payment Methods`}
      </h2>
      <div className="rounded-card bg-surface p-summary text-body shadow-soft">
        {isReadOnly ? (
          value ? (
            <p className="flex items-center gap-3 font-medium text-heading">
              <MethodIcon method={value} />
              {i18n._(PAYMENT_METHOD_WORDS[value])}
            </p>
          ) : (
            <p className="text-muted">{t`No payment method chosen`}</p>
          )
        ) : (
          <div role="radiogroup" aria-labelledby={titleId} className="flex flex-col divide-y divide-border">
            {methods.map((method) => (
              <label
                key={method}
                className="flex cursor-pointer items-center gap-4 py-3 font-medium text-heading first:pt-0 last:pb-0 has-disabled:cursor-not-allowed"
              >
                <RadioInput
                  name={radioName}
                  value={method}
                  checked={value === method}
                  disabled={isDisabled}
                  onChange={() => onChange?.({ paymentMethodId: method })}
                />
                <span className="flex flex-1 items-center gap-3">
                  <MethodIcon method={method} />
                  {i18n._(PAYMENT_METHOD_WORDS[method])}
                </span>
              </label>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
