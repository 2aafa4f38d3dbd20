import { Trans, useLingui } from '@lingui/react/macro';
import { DELIVERY_METHOD_WORDS, SIZE_WORDS } from '../i18n/catalogueWords';
import { sayMessage } from '../i18n/messageWords';
import { useFormats } from '../i18n/useFormats';
import { useEffect, useId, useRef, useState } from 'react';
import { AmountStepper } from '../components/AmountStepper';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { NowOrLaterPicker } from '../components/NowOrLaterPicker';
import { OfflineOrderingNote } from '../components/OfflineBanner';
import type { ScreenStatus } from '../components/StatusGate';
import type { CategoryId, Size } from '../domain/categories';
import type { DeliveryMethod } from '../domain/delivery';
import { deliveryTimeProblem } from '../domain/deliveryChoice';
import { takesLaterTime, type DeliveryWindow } from '../domain/deliveryWindow';
import { MESSAGES } from '../domain/messages';
import { POINTS_PER_REWARD, rewardProblem } from '../domain/memberCard';
import { deliveryTimeProblemWords } from '../i18n/deliveryWords';
import { TOTAL_LABELS } from '../components/totalLabels';
import { CartScreenFrame } from './CartScreenFrame';
import { ShopStatusNote, type ShopStatusNoteProps } from '../components/ShopStatusNote';
import { RewardLineToggle } from '../components/RewardLineToggle';
import { LineChoicesDialog, type LineChoicesChange, type LineChoicesOffer } from '../components/LineChoicesDialog';
import { lineKey } from '../domain/options';

/** One product in one size, priced by the domain. */
export interface CartLineView {
  productId: number;
  name: string;
  /** The photo's address, or empty for none. */
  image: string;
  size: Size;
  qty: number;
  total: number;
  /** What tells this line apart (`lineKey`); product and size when left out. */
  key?: string;
  /** The chosen choice ids, raised back with a change so the right line changes. */
  options?: number[];
  /** The note for the barista. */
  note?: string;
  /** The choices in the customer's words ("Oat, Less sugar, +1 shot"). */
  summary?: string;
  /** The product's category: with a member's reward, a Regular coffee or non-coffee of one can be the free drink. */
  categoryId?: CategoryId;
  /**
   * What the line's choices can become (the product as the shop sells it now): with option groups or a
   * choice of sizes, the line offers Change. Left out while the product is not known yet.
   */
  offer?: LineChoicesOffer;
}

/** The line whose choices the customer is changing from the cart, and how its save stands. */
export interface ChoicesEditView {
  method: DeliveryMethod;
  /** The line's key (`lineKey`), as its `CartLineView.key`. */
  lineKey: string;
  isSaving?: boolean;
  /** The server refused the change (a choice sold out meanwhile): said in the dialog, the line as it was. */
  serverError?: string | null;
}

/** A line's new choices: the line as it is (product, size, choices, note), then what it becomes. */
export interface ChoicesChange {
  method: DeliveryMethod;
  productId: number;
  size: Size;
  options?: number[];
  note?: string;
  next: LineChoicesChange;
}

/** The line that is the free drink: a line key within one delivery method's cart. */
export interface RewardChoice {
  method: DeliveryMethod;
  lineKey: string;
}

/**
 * A member's points in the cart (docs/product.md, "Member card"): with enough of them, an eligible line
 * offers to be the free drink. Which line is chosen is the app's, one at a time; the sections' totals
 * must already leave it out (`lineTotalsWithReward`), as the checkout prices it at 0.
 */
export interface CartRewardView {
  points: number;
  chosen: RewardChoice | null;
  /** A line ticked as the free drink, or null once it is unticked. */
  onChoose: (choice: RewardChoice | null) => void;
}

/** A line whose product is off the menu: named, with its own Remove, and left out of the checkout. */
export interface UnavailableLineView {
  productId: number;
  name: string;
}

export interface CartTotalsView {
  subtotal: number;
  taxFee: number;
  shipping: number;
  total: number;
}

/** One delivery method's cart. */
export interface CartSectionView {
  method: DeliveryMethod;
  /** When the order is wanted: a datetime-local value in shop time, empty for "now". */
  deliveryTime?: string;
  lines: CartLineView[];
  unavailable: UnavailableLineView[];
  totals: CartTotalsView;
}

export interface CartScreenProps {
  status: ScreenStatus;
  /** The carts with something in them; none means the cart is empty. */
  sections: CartSectionView[];
  productsHref: string;
  /** The method whose checkout is running. */
  checkingOut?: DeliveryMethod | null;
  /** The last checkout's refusal, shown as the server wrote it. */
  checkoutError?: string | null;
  onAmountChange: (change: {
    method: DeliveryMethod;
    productId: number;
    size: Size;
    amount: number;
    options?: number[];
    note?: string;
  }) => void;
  /** Without `size`, the whole product leaves that cart (an unavailable line). */
  onRemove: (removal: {
    method: DeliveryMethod;
    productId: number;
    size?: Size;
    options?: number[];
    note?: string;
  }) => void;
  onCheckout: (request: { method: DeliveryMethod }) => void;
  /**
   * A cart's time changed ("now" is empty). Raised only for a time that can be kept: a passed one or
   * one outside the delivery window is refused beside the field and changes nothing.
   */
  onTimeChange?: (change: { method: DeliveryMethod; deliveryTime: string }) => void;
  /** The current time in shop time (datetime-local), for "now" and to refuse a time that has passed. */
  now?: string;
  /** When home delivery runs, from the shop's settings; the contract's default until they are read. */
  deliveryWindow?: DeliveryWindow;
  onRetry?: () => void;
  /** No network: the carts still show and can be changed, but checking out waits. */
  isOffline?: boolean;
  /**
   * Products whose price the shop changed since they went in a cart (the lines already show the new
   * price): said once at the top, so the total at payment is no surprise.
   */
  priceChanges?: { productId: number; name: string; was: number; now: number }[];
  /** Whether the shop takes orders now; shown above the carts while it is closed or paused. */
  shopStatus?: Omit<ShopStatusNoteProps, 'className'> | null;
  /**
   * The server refused a checkout because the shop is closed or paused (409 `SHOP_CLOSED`): its own
   * words ("We are closed now. We open again at 07:00."), said at the top with what to do instead.
   */
  closedNotice?: string | null;
  /** The member's free drink; left out for a customer without a card. */
  reward?: CartRewardView | null;
  /** The line whose Change dialog is open; none when closed. */
  choicesEdit?: ChoicesEditView | null;
  /** Change pressed on a line: its dialog should open. */
  onEditChoices?: (request: { method: DeliveryMethod; lineKey: string }) => void;
  /** Save in a line's dialog: the line takes the new choices (joining an equal line). */
  onSaveChoices?: (change: ChoicesChange) => void;
  /** Cancel or Escape in the dialog: nothing changes. */
  onCloseChoices?: () => void;
}

/** "The shop changed a price since you added it: Hazelnut Latte is now IDR 42.000 (was IDR 40.000)." */
function PriceChangeNote({ changes }: { changes: NonNullable<CartScreenProps['priceChanges']> }) {
  const { t } = useLingui();
  const f = useFormats();
  return (
    <div role="status" className="rounded-card border-2 border-warning bg-surface p-tile text-body">
      <p className="font-semibold text-heading">
        {changes.length === 1
          ? t`The shop changed a price since you added it:`
          : t`The shop changed some prices since you added them:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map(({ productId, name, was, now }) => {
          const [before, after] = [f.money(was), f.money(now)];
          return <li key={productId}>{t`${name} is now ${after} (was ${before})`}</li>;
        })}
      </ul>
    </div>
  );
}

function Totals({ totals }: { totals: CartTotalsView }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const rows: [string, number][] = [
    [i18n._(TOTAL_LABELS.subtotal), totals.subtotal],
    [i18n._(TOTAL_LABELS.taxFee), totals.taxFee],
    [i18n._(TOTAL_LABELS.shipping), totals.shipping],
  ];
  return (
    <dl className="flex flex-col gap-1 border-t border-border pt-3 text-small">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt>{label}</dt>
          <dd>{f.money(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 text-lead font-semibold text-heading">
        <dt>{i18n._(TOTAL_LABELS.total)}</dt>
        <dd>{f.money(totals.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * A cart's time, changed where it is checked out (docs/product.md, "Carts and checkout"): what the
 * field shows is this component's until it can be kept, so a refused time is explained beside the
 * field and the cart keeps its own. A time kept in the cart that has passed since says so at once.
 */
function CartTime({
  method,
  deliveryTime,
  now,
  deliveryWindow,
  onTimeChange,
  isDisabled,
}: {
  method: DeliveryMethod;
  deliveryTime: string;
  now: string;
  deliveryWindow?: DeliveryWindow;
  onTimeChange: NonNullable<CartScreenProps['onTimeChange']>;
  isDisabled: boolean;
}) {
  const { i18n } = useLingui();
  const [timing, setTiming] = useState({ now: deliveryTime === '', time: deliveryTime });
  // A kept time that differs from the field's (a change from another device) starts the field again
  // from it; the field's own change coming back as the kept time leaves it, and its focus, alone.
  const [kept, setKept] = useState(deliveryTime);
  if (deliveryTime !== kept) {
    setKept(deliveryTime);
    if (deliveryTime !== (timing.now ? '' : timing.time)) setTiming({ now: deliveryTime === '', time: deliveryTime });
  }
  // The product's own hours are the checkout's to check: a cart holds several products.
  const problemOf = (time: string) => deliveryTimeProblem(method, time, {}, now, deliveryWindow);
  const problem = timing.now ? null : problemOf(timing.time);
  return (
    <NowOrLaterPicker
      isNow={timing.now}
      time={timing.time}
      now={now}
      method={method}
      isDisabled={isDisabled}
      errorMessage={problem ? deliveryTimeProblemWords(i18n, problem, {}, deliveryWindow) : null}
      onChange={(next) => {
        setTiming(next);
        if (next.now) onTimeChange({ method, deliveryTime: '' });
        else if (!problemOf(next.time)) onTimeChange({ method, deliveryTime: next.time });
      }}
    />
  );
}

function CartSection({
  section,
  checkingOut,
  onAmountChange,
  onRemove,
  onCheckout,
  onTimeChange,
  now,
  deliveryWindow,
  offlineNoteId,
  reward,
  choicesEdit,
  onEditChoices,
  onSaveChoices,
  onCloseChoices,
}: {
  section: CartSectionView;
  checkingOut: DeliveryMethod | null;
  offlineNoteId: string | null;
  reward: CartRewardView | null;
  choicesEdit: ChoicesEditView | null;
} & Pick<
  CartScreenProps,
  | 'onAmountChange'
  | 'onRemove'
  | 'onCheckout'
  | 'onTimeChange'
  | 'now'
  | 'deliveryWindow'
  | 'onEditChoices'
  | 'onSaveChoices'
  | 'onCloseChoices'
>) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const titleId = useId();
  const { method } = section;
  const isBusy = checkingOut !== null;
  const listRef = useRef<HTMLUListElement>(null);
  // Saved choices give the line another key (or join it to another line): focus goes back to that
  // line's Change once the dialog is gone, as it would to the button that opened it.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const editing = choicesEdit?.method === method ? choicesEdit : null;
  const edited = editing ? section.lines.find((line) => (line.key ?? '') === editing.lineKey) : undefined;
  useEffect(() => {
    if (focusKey === null || editing) return;
    const button = listRef.current?.querySelector<HTMLElement>(`[data-change-choices="${CSS.escape(focusKey)}"]`);
    if (!button) return;
    button.focus();
    setFocusKey(null);
  }, [focusKey, editing, section.lines]);
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-tile text-body shadow-soft sm:p-summary"
    >
      <h2 id={titleId} className="font-heading text-lead font-bold text-heading">
        {i18n._(DELIVERY_METHOD_WORDS[method])}
      </h2>
      <ul ref={listRef} className="flex flex-col gap-4">
        {section.lines.map((line) => {
          const { name } = line;
          const sizeWord = i18n._(SIZE_WORDS[line.size]);
          // Two lines of one product differ by their choices: the labels say which.
          const size = line.summary ? `${sizeWord}, ${line.summary}` : sizeWord;
          const choices = {
            ...(line.options ? { options: line.options } : {}),
            ...(line.note ? { note: line.note } : {}),
          };
          const key = line.key ?? `${line.productId}-${line.size}`;
          const isFree = reward?.chosen?.method === method && reward.chosen.lineKey === key;
          // The chosen line keeps its box, so it can be unticked even once it no longer qualifies.
          const offersReward =
            reward !== null &&
            line.categoryId !== undefined &&
            (isFree ||
              rewardProblem({ categoryId: line.categoryId, size: line.size, qty: line.qty }, reward.points) === null);
          const isOtherFree = reward?.chosen != null && !isFree;
          const price = f.money(line.total);
          return (
            <li
              key={key}
              className="flex flex-wrap items-center gap-3 border-b border-border pb-4 last:border-b-0 last:pb-0"
            >
              {line.image ? (
                <img src={line.image} alt="" className="size-16 shrink-0 rounded-chip object-cover" />
              ) : (
                <span aria-hidden="true" className="size-16 shrink-0 rounded-chip bg-surface-sunken" />
              )}
              <div className="flex min-w-0 grow basis-40 flex-col gap-1">
                <span className="font-semibold break-words text-heading">{line.name}</span>
                <span className="text-small">{sizeWord}</span>
                {line.summary ? <span className="text-small break-words">{line.summary}</span> : null}
                {line.note ? <span className="text-small break-words text-muted">{t`Note: ${line.note}`}</span> : null}
                {isFree ? (
                  <span className="flex flex-wrap items-baseline gap-x-2 text-small" data-free>
                    <span className="font-semibold text-success">{t`Free drink (${POINTS_PER_REWARD} points)`}</span>
                    <span className="font-medium text-heading">{t`Free`}</span>
                    <s className="text-muted">
                      <span className="sr-only">{t`instead of`} </span>
                      {price}
                    </s>
                  </span>
                ) : (
                  <span className="text-small font-medium">{price}</span>
                )}
              </div>
              <AmountStepper
                label={t`Amount of ${name}, ${size}`}
                value={line.qty}
                isDisabled={isBusy}
                onChange={({ amount }) =>
                  onAmountChange({ method, productId: line.productId, size: line.size, amount, ...choices })
                }
              />
              <Button
                variant="ghost"
                size="sm"
                isDisabled={isBusy}
                aria-label={t`Remove ${name}, ${size}`}
                onPress={() => onRemove({ method, productId: line.productId, size: line.size, ...choices })}
              >
                {t`Remove`}
              </Button>
              {line.key && line.offer && (line.offer.groups.length > 0 || line.offer.sizes.length > 1) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={isBusy || !onEditChoices}
                  aria-label={t`Change ${name}, ${size}`}
                  data-change-choices={line.key}
                  onPress={() => onEditChoices?.({ method, lineKey: key })}
                >
                  {t`Change`}
                </Button>
              ) : null}
              {offersReward ? (
                <RewardLineToggle
                  lineName={`${name}, ${size}`}
                  checked={isFree}
                  disabled={isBusy || isOtherFree}
                  disabledReason={
                    isOtherFree ? t`Your free drink is on another line: untick it there to choose this one.` : null
                  }
                  onChange={({ checked }) => reward.onChoose(checked ? { method, lineKey: key } : null)}
                  className="basis-full"
                />
              ) : null}
            </li>
          );
        })}
        {section.unavailable.map(({ productId, name }) => (
          <li
            key={`gone-${productId}`}
            data-unavailable
            className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4 last:border-b-0 last:pb-0"
          >
            <span className="min-w-0 break-words">
              <Trans>
                <span className="font-semibold text-heading">{name}</span> is no longer available
              </Trans>
            </span>
            <Button
              variant="ghost"
              size="sm"
              isDisabled={isBusy}
              aria-label={t`Remove ${name}`}
              onPress={() => onRemove({ method, productId })}
            >
              {t`Remove`}
            </Button>
          </li>
        ))}
      </ul>
      {edited?.offer && editing ? (
        <LineChoicesDialog
          key={editing.lineKey}
          isOpen
          productName={edited.name}
          offer={edited.offer}
          size={edited.size}
          options={edited.options}
          note={edited.note}
          qty={edited.qty}
          isSaving={editing.isSaving}
          serverError={editing.serverError}
          onClose={() => {
            setFocusKey(null);
            onCloseChoices?.();
          }}
          onSave={(next) => {
            setFocusKey(
              lineKey({ product_id: edited.productId, size: next.size, options: next.options, note: next.note }),
            );
            onSaveChoices?.({
              method,
              productId: edited.productId,
              size: edited.size,
              ...(edited.options ? { options: edited.options } : {}),
              ...(edited.note ? { note: edited.note } : {}),
              next,
            });
          }}
        />
      ) : null}
      {section.lines.length > 0 && onTimeChange && now && takesLaterTime(method) ? (
        <CartTime
          method={method}
          deliveryTime={section.deliveryTime ?? ''}
          now={now}
          deliveryWindow={deliveryWindow}
          onTimeChange={onTimeChange}
          isDisabled={isBusy}
        />
      ) : null}
      {section.lines.length > 0 ? <Totals totals={section.totals} /> : null}
      <Button
        variant="accent"
        size="lg"
        isFullWidth
        isDisabled={section.lines.length === 0 || (isBusy && checkingOut !== method) || offlineNoteId !== null}
        aria-describedby={offlineNoteId ?? undefined}
        isPending={checkingOut === method}
        pendingLabel={t`Checking out`}
        onPress={() => onCheckout({ method })}
      >
        {t`Checkout`}
      </Button>
    </section>
  );
}

/** `/cust/cart` without an order to pay: the customer's carts, one section per delivery method. */
export function CartScreen({
  status,
  sections,
  productsHref,
  checkingOut = null,
  checkoutError,
  onAmountChange,
  onRemove,
  onCheckout,
  onTimeChange,
  now,
  deliveryWindow,
  onRetry,
  isOffline = false,
  priceChanges = [],
  shopStatus = null,
  closedNotice = null,
  reward = null,
  choicesEdit = null,
  onEditChoices,
  onSaveChoices,
  onCloseChoices,
}: CartScreenProps) {
  const { t, i18n } = useLingui();
  const offlineNoteId = useId();
  return (
    <CartScreenFrame status={status} onRetry={onRetry}>
      {() =>
        sections.length === 0 ? (
          <EmptyState
            title={sayMessage(i18n, MESSAGES.checkoutEmpty)}
            text={
              <a href={productsHref} className="font-semibold text-primary-text underline">
                {t`Browse products`}
              </a>
            }
          />
        ) : (
          <div className="flex flex-col gap-4">
            {checkoutError ? (
              <p role="alert" className="rounded-card bg-surface-alt p-tile font-semibold break-words text-danger">
                {sayMessage(i18n, checkoutError)}
              </p>
            ) : null}
            {closedNotice ? (
              <div role="alert" className="rounded-card border-l-8 border-warning bg-surface p-tile shadow-soft">
                <p className="font-heading text-lead font-bold text-heading">{t`Your order was not placed`}</p>
                <p className="break-words text-heading">{sayMessage(i18n, closedNotice)}</p>
                {sections.some((section) => takesLaterTime(section.method)) ? (
                  <p className="mt-1 text-small text-body">{t`Set a later time on a cart to order ahead, then check out.`}</p>
                ) : null}
              </div>
            ) : shopStatus && shopStatus.status.state !== 'open' ? (
              <ShopStatusNote {...shopStatus} className="self-start" />
            ) : null}
            {isOffline ? <OfflineOrderingNote id={offlineNoteId} /> : null}
            {priceChanges.length > 0 ? <PriceChangeNote changes={priceChanges} /> : null}
            <div className="grid gap-6 lg:grid-cols-2">
              {sections.map((section) => (
                <CartSection
                  key={section.method}
                  section={section}
                  checkingOut={checkingOut}
                  onAmountChange={onAmountChange}
                  onRemove={onRemove}
                  onCheckout={onCheckout}
                  onTimeChange={onTimeChange}
                  now={now}
                  deliveryWindow={deliveryWindow}
                  offlineNoteId={isOffline ? offlineNoteId : null}
                  reward={reward}
                  choicesEdit={choicesEdit}
                  onEditChoices={onEditChoices}
                  onSaveChoices={onSaveChoices}
                  onCloseChoices={onCloseChoices}
                />
              ))}
            </div>
          </div>
        )
      }
    </CartScreenFrame>
  );
}
