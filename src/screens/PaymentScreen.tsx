import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId, useState } from 'react';
import { DELIVERY_METHOD_WORDS } from '../i18n/catalogueWords';
import { sayMessage } from '../i18n/messageWords';
import { AddressEditor, type AddressValue } from '../components/AddressEditor';
import { Button } from '../components/Button';
import { LazyCancelOrderDialog } from '../components/LazyCancelOrderDialog';
import { EmptyState } from '../components/EmptyState';
import { OfflineOrderingNote } from '../components/OfflineBanner';
import { OrderSummary, OrderSummaryCardSkeleton, type OrderSummaryLine } from '../components/OrderSummary';
import { PaymentMethodPicker, type PaymentMethodValue } from '../components/PaymentMethodPicker';
import type { PaymentStep } from '../components/PaymentInstructions';
import { LazyPaymentInstructions, preloadPaymentInstructions } from '../components/LazyPaymentInstructions';
import type { PaymentState } from '../domain/payments';
import { paymentPhase } from '../domain/paymentProgress';
import type { OrderTotals } from '../domain/pricing';
import type { DeliveryMethod } from '../domain/delivery';
import { paymentMethodsFor } from '../domain/deliveryChoice';
import { deliversToDoor } from '../domain/deliveryWindow';
import { PAYMENT_MESSAGES } from '../domain/messages';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { CARD_CLASS } from '../components/cardStyles';
import { cn } from '../components/styles';

/** What Confirm and Pay raises, in the screen's words; the app maps it to the confirm-payment call's fields. */
export interface ConfirmPaymentRequest {
  address: string;
  customerPhone: string;
  paymentMethodId: PaymentMethodValue;
  /** "Save for next time" was ticked: the name (with the address and phone) goes to the profile. */
  saveDetails?: { name: string };
}

/** The order's latest payment, as the provider left it. */
export interface PaymentOnScreen {
  state: PaymentState;
  methodId: PaymentMethodValue;
  amount: number;
  expiresAt: string | null;
  /** What the provider asks the customer to do; null when nothing is left to do. */
  step: PaymentStep | null;
}

/** The payment screen ('Payment'): the pending order, where it goes, and how it is paid. */
export interface PaymentScreenProps {
  status: ScreenStatus;
  lines: OrderSummaryLine[];
  totals: OrderTotals;
  address: AddressValue;
  onConfirm: (request: ConfirmPaymentRequest) => void;
  isPending?: boolean;
  serverError?: string | null;
  onRetry?: () => void;
  productsHref?: string;
  /**
   * The order's delivery method. Dine in and pick up ask no address and offer no cash on
   * delivery; unset keeps the old site's screen (address and all three methods).
   */
  deliveryMethod?: DeliveryMethod;
  /** No network: the order still shows, but paying waits, and says why. */
  isOffline?: boolean;
  /**
   * The payment already started for this order: while the provider waits, the screen shows how to pay
   * (a QR, a virtual account, the card page) instead of the methods; once it expired or failed, it says so
   * and offers to pay again or choose another method.
   */
  payment?: PaymentOnScreen | null;
  /** The page's clock, for the time left to pay. */
  now?: Date;
  /** The card page is opening: the screen says so, with a link in case it does not. */
  isRedirecting?: boolean;
  /** Copies a virtual account number. */
  onCopy?: (request: { text: string }) => Promise<void> | void;
  /** "Save for next time" starts ticked (the profile has no address or phone yet). */
  saveByDefault?: boolean;
  /** The order's number, for its cancel. */
  orderId?: number;
  /** Cancels the unpaid order (its products go back on the menu); no button without it. */
  onCancelOrder?: (request: { orderId: number; reason: string }) => void;
  isCancelling?: boolean;
  /** The server's refusal of the cancel. */
  cancelError?: string | null;
}

/** The summary card, the address and payment method, and Confirm and Pay, while the order loads. */
const PAYMENT_SKELETON = (
  <div aria-hidden="true" data-skeleton="payment" className="grid gap-6 lg:grid-cols-2">
    <OrderSummaryCardSkeleton />
    <div className="flex flex-col gap-6">
      <div className={cn(CARD_CLASS, 'p-summary')}>
        <Skeleton shape="field" count={2} label={null} className="flex flex-col gap-4" />
      </div>
      <Skeleton shape="card" label={null} />
      <Skeleton shape="button" label={null} />
    </div>
  </div>
);

/**
 * The name, address and phone kept on the profile for the next order, and for the counter's call. A
 * native checkbox (the box drawn over it), so the payment page loads no checkbox library.
 */
function SaveForNextTime({ isSelected, onChange }: { isSelected: boolean; onChange: (next: boolean) => void }) {
  const { t } = useLingui();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start font-medium text-heading">
      <span className="relative inline-flex shrink-0">
        <input
          type="checkbox"
          checked={isSelected}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none bg-transparent"
        />
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-chip border-2',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-focus-visible:outline-solid',
            isSelected ? 'border-primary bg-primary text-on-primary' : 'border-border-strong bg-surface',
          )}
        >
          {isSelected ? (
            <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="3">
              <path d="m4 10.5 4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : null}
        </span>
      </span>
      {t`Save for next time`}
    </label>
  );
}

export function PaymentScreen({
  status,
  lines,
  totals,
  address: initialAddress,
  onConfirm,
  isPending,
  serverError,
  onRetry,
  productsHref = '/cust/product',
  deliveryMethod,
  isOffline = false,
  payment = null,
  now = new Date(),
  isRedirecting = false,
  onCopy,
  saveByDefault = false,
  orderId,
  onCancelOrder,
  isCancelling,
  cancelError,
}: PaymentScreenProps) {
  const { t, i18n } = useLingui();
  const offlineNoteId = useId();
  const asksAddress = deliveryMethod === undefined || deliversToDoor(deliveryMethod);
  const methods = paymentMethodsFor(deliveryMethod ?? 'home delivery').map((id) => `${id}` as PaymentMethodValue);
  const [address, setAddress] = useState(initialAddress);
  // After a payment that expired or failed, the methods start from the one tried.
  const [method, setMethod] = useState<PaymentMethodValue | null>(payment?.methodId ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isChoosing, setChoosing] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isSaving, setSaving] = useState(saveByDefault);
  const phase = payment ? paymentPhase(payment, now) : null;
  const panelState = isRedirecting
    ? 'redirecting'
    : (phase === 'waiting' || phase === 'expired' || phase === 'failed') && !isChoosing
      ? phase
      : null;
  // "No address needed for dine in": the method's name inside a sentence.
  const servedName = i18n._(DELIVERY_METHOD_WORDS[deliveryMethod ?? 'dine in']).toLowerCase();
  const confirm = (chosen = method) => {
    if (!chosen) return setError(PAYMENT_MESSAGES.method);
    setChoosing(false);
    // A provider's answer shows the payment panel: its code comes while the server answers.
    void preloadPaymentInstructions();
    // An order served in the shop sends no address: none was asked for.
    onConfirm({
      address: asksAddress ? address.address : '',
      customerPhone: address.phone,
      paymentMethodId: chosen,
      ...(asksAddress && isSaving ? { saveDetails: { name: address.name } } : {}),
    });
  };
  const serverAlert = serverError ? (
    <p role="alert" className="text-small font-medium text-danger">
      {sayMessage(i18n, serverError)}
    </p>
  ) : null;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-heading text-section text-heading sm:text-title">{t`Payment`}</h1>
        <p className="text-body">{t`Checkout your item now!`}</p>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel={t`Loading your order`} skeleton={PAYMENT_SKELETON}>
        {() =>
          lines.length === 0 ? (
            <EmptyState
              title={t`You have no order to pay`}
              text={
                <Trans>
                  Add products to a cart and check out first.{' '}
                  <a href={productsHref} className="font-semibold text-primary-text underline">
                    Browse products
                  </a>
                </Trans>
              }
            />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <OrderSummary lines={lines} totals={totals} />
              {payment && panelState ? (
                <div className="flex flex-col gap-6">
                  <LazyPaymentInstructions
                    state={panelState}
                    payment={payment}
                    now={now}
                    onCopy={onCopy}
                    isPending={isPending}
                    onPayAgain={() => confirm(payment.methodId)}
                    onChooseMethod={() => setChoosing(true)}
                  />
                  {serverAlert}
                </div>
              ) : (
                <div className="flex flex-col gap-6">
                  {asksAddress ? (
                    <div className="flex flex-col gap-3">
                      <AddressEditor value={address} onSave={setAddress} />
                      <SaveForNextTime isSelected={isSaving} onChange={setSaving} />
                    </div>
                  ) : (
                    <p className="rounded-card bg-surface p-summary font-medium text-heading shadow-soft">
                      {/* The method as a text node of its own (a fragment), so the line is drawn as it always was. */}
                      <Trans>
                        No address needed for <Fragment>{servedName}</Fragment>
                      </Trans>
                    </p>
                  )}
                  <PaymentMethodPicker
                    value={method}
                    methods={methods}
                    onChange={(change) => {
                      setMethod(change.paymentMethodId);
                      setError(null);
                    }}
                  />
                  {error ? (
                    <p role="alert" className="text-small font-medium text-danger">
                      {sayMessage(i18n, error)}
                    </p>
                  ) : (
                    serverAlert
                  )}
                  {isOffline ? <OfflineOrderingNote id={offlineNoteId} /> : null}
                  {/* The screen's one accent button, its main call (stories/components/Button.stories.tsx). */}
                  <Button
                    variant="accent"
                    size="lg"
                    isFullWidth
                    isDisabled={isOffline}
                    aria-describedby={isOffline ? offlineNoteId : undefined}
                    onPress={() => confirm()}
                    isPending={isPending}
                    pendingLabel={t`Paying`}
                  >
                    {t`Confirm and Pay`}
                  </Button>
                </div>
              )}
              {onCancelOrder && orderId !== undefined ? (
                <div className="flex justify-center lg:col-span-2">
                  <Button variant="ghost" onPress={() => setCancelOpen(true)}>
                    {t`Cancel order`}
                  </Button>
                  <LazyCancelOrderDialog
                    isOpen={isCancelOpen}
                    orderId={orderId}
                    isPending={isCancelling}
                    serverError={cancelError}
                    onConfirm={onCancelOrder}
                    onClose={() => setCancelOpen(false)}
                  />
                </div>
              ) : null}
            </div>
          )
        }
      </StatusGate>
    </div>
  );
}
