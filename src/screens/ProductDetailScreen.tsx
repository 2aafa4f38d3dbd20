import { useLingui } from '@lingui/react/macro';
import { SIZE_WORDS } from '../i18n/catalogueWords';
import { lazy, Suspense, useId, useState } from 'react';
import { AmountStepper } from '../components/AmountStepper';
import { Button } from '../components/Button';
import { CartSummary } from '../components/CartSummary';
import { HelpCorner, type HelpCornerProps } from '../components/HelpCorner';
import { DeliveryMethodPicker } from '../components/DeliveryMethodPicker';
import { DeliveryNote } from '../components/DeliveryNote';
import { OfflineOrderingNote } from '../components/OfflineBanner';
import { NowOrLaterPicker } from '../components/NowOrLaterPicker';
import { PriceTag } from '../components/PriceTag';
import { SizePicker } from '../components/SizePicker';
import { OptionGroupPicker } from '../components/OptionGroupPicker';
import { NoteField } from '../components/NoteField';
import {
  chosenOptions,
  startingChoices,
  unitPriceWithOptions,
  optionGroupOf,
  unmetGroup,
  type OptionGroupView,
} from '../domain/options';
import type { PricedCartItem } from '../domain/cart';
import type { CategoryId, Size } from '../domain/categories';
import { productDeliveryMethod, type DeliveryMethod } from '../domain/delivery';
import { POPUPS } from '../domain/messages';
import { PRODUCT_PHOTO_SIZES } from '../domain/photoWidths';
import type { OrderTotals } from '../domain/pricing';
import { addToCartError, checkoutError } from '../domain/cartRules';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { deliveryTimeProblem, type ProductHours } from '../domain/deliveryChoice';
import { deliveryTimeProblemWords, productHoursWords } from '../i18n/deliveryWords';
import { deliversToDoor, takesLaterTime, type DeliveryWindow } from '../domain/deliveryWindow';
import { ShopStatusNote } from '../components/ShopStatusNote';
import type { ShopStatusView } from '../domain/shopStatus';
import { parseShopTime, toShopInputValue } from '../domain/shopTime';

/**
 * The popup (and the modal machinery under it, ~12 kB gzip) loads with the first popup, not with
 * the page: a popup only ever follows a press of Add to Cart or Checkout.
 */
const AlertDialog = lazy(async () => ({ default: (await import('../components/AlertDialog')).AlertDialog }));
/** A visitor's Add to Cart asks them in: likewise loaded with the first press. */
const SignInToOrderDialog = lazy(async () => ({
  default: (await import('../components/SignInToOrderDialog')).SignInToOrderDialog,
}));
/** The "added" toast (~0.9 kB gzip) likewise follows an add, never the page's first draw. */
const Toast = lazy(async () => ({ default: (await import('../components/Toast')).Toast }));

/** A product as the detail screen needs it; its own delivery hours (start, end) may be missing. */
export interface DetailProduct extends ProductHours {
  id: number;
  name: string;
  description: string;
  price: number;
  /** The photo's address; null shows the placeholder. */
  image: string | null;
  /** The photo at other widths (`srcset`, width descriptors), for the browser to pick the one its screen needs. */
  imageSrcSet?: string;
  sizes: Size[];
  categoryId: CategoryId;
  stock: number;
  /** The delivery methods it is sold for, in the picker's order; the first is chosen to start with. */
  methods: DeliveryMethod[];
  /** Its option groups (Milk, Sugar, …) in the page's order; none when left out. */
  options?: OptionGroupView[];
  /** Switched sold out by the shop: shown, but it cannot be added. */
  soldOut?: boolean;
}

/** What Add to cart raises: everything the cart needs, the delivery time empty for "now". */
export interface AddToCartRequest {
  productId: number;
  size: Size;
  amount: number;
  deliveryMethod: DeliveryMethod;
  deliveryTime: string;
  /** The chosen choices' ids, in the groups' order. */
  options: number[];
  /** The note for the barista, trimmed; empty for none. */
  note: string;
}

export interface ProductDetailScreenProps {
  status: ScreenStatus;
  product: DetailProduct | null;
  /** The current time as a datetime-local value, for "Now". */
  now: string;
  /** The cart of the chosen delivery method, priced. */
  cart: { items: PricedCartItem[]; totals: OrderTotals };
  hasPendingOrder: boolean;
  isCheckoutPending?: boolean;
  onAddToCart: (request: AddToCartRequest) => void;
  onCheckout: (request: { method: DeliveryMethod }) => void;
  onDeliveryMethodChange?: (change: { method: DeliveryMethod }) => void;
  /** Empties the cart of one delivery method. */
  onClearCart?: (request: { method: DeliveryMethod }) => void;
  onAskStaff?: () => void;
  onRetry?: () => void;
  /** Set after an add succeeded: the toast says what went in and links to the cart. */
  addedToCart?: { text: string } | null;
  onDismissAddedToCart?: () => void;
  cartHref?: string;
  /** Where "Back to the products" leads when the product is not on the menu any more. */
  productsHref?: string;
  /** No network: the product still shows (from the phone's cache), but adding and checking out wait. */
  isOffline?: boolean;
  /**
   * Not signed in: the page has no cart; Add to Cart still checks the choices, raises them (the app
   * keeps the line) and asks the visitor to sign up or log in, both ways leading back here.
   */
  visitor?: { loginHref: string; signupHref: string } | null;
  /** Ask a Staff's question about this product, its answer and its popups (docs/product.md, "Help calls"). */
  help?: HelpCornerProps | null;
  /**
   * Whether the shop takes orders now (docs/product.md, "Shop hours"). Closed or paused, the page says
   * so, and "now" cannot be added: a method that takes a later time offers the next opening instead.
   */
  shopStatus?: ShopStatusView | null;
  /** When home delivery runs, from the shop's settings; the contract's default until they are read. */
  deliveryWindow?: DeliveryWindow;
}

type Popup = { tone: 'error' | 'warning'; title: string; text: string } | null;

/**
 * The product's photo, name, price and text beside the order card (size, amount, delivery, time) and
 * its two buttons, in the detail's own grid, while the product loads.
 */
const PRODUCT_DETAIL_SKELETON = (
  <div aria-hidden="true" data-skeleton="product-detail" className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
    <div className="flex flex-col items-center gap-6">
      <Skeleton shape="photo" label={null} />
      <Skeleton shape="heading" label={null} className="flex flex-col gap-3 w-full items-center" />
      <Skeleton
        shape="line"
        label={null}
        className="flex flex-col gap-3 w-full items-center"
        pieceClassName="h-6! w-1/3!"
      />
      <Skeleton shape="line" count={2} label={null} className="flex flex-col w-full max-w-md items-center gap-2" />
    </div>
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-6 rounded-card bg-surface p-card shadow-soft">
        {/* The round size choices, then amount, delivery and time. */}
        <Skeleton
          shape="image"
          count={3}
          label={null}
          className="flex flex-row justify-center gap-4"
          pieceClassName="size-16!"
        />
        <Skeleton shape="field" count={3} label={null} className="flex flex-col gap-6" />
      </div>
      <Skeleton shape="button" count={2} label={null} className="flex flex-col gap-3 sm:flex-row" />
    </div>
  </div>
);

export function ProductDetailScreen(props: ProductDetailScreenProps) {
  // Ready with no product is the same as a 404: the product is gone, never a blank page.
  const status = props.status === 'ready' && !props.product ? 'notFound' : props.status;
  const { t } = useLingui();
  return (
    <StatusGate
      status={status}
      onRetry={props.onRetry}
      loadingLabel={t`Loading the product`}
      skeleton={PRODUCT_DETAIL_SKELETON}
      notFound={{
        title: t`This product is not on the menu any more`,
        text: t`It may have been removed, or the link is not right.`,
        backHref: props.productsHref ?? '/cust/product',
        backLabel: t`Back to the products`,
      }}
    >
      {() => (props.product ? <ProductDetail {...props} product={props.product} /> : null)}
    </StatusGate>
  );
}

function ProductDetail({
  product,
  now,
  cart,
  hasPendingOrder,
  isCheckoutPending,
  onAddToCart,
  onCheckout,
  onDeliveryMethodChange,
  onClearCart,
  onAskStaff,
  addedToCart,
  onDismissAddedToCart,
  cartHref = '/cust/cart',
  isOffline = false,
  visitor = null,
  help = null,
  shopStatus = null,
  deliveryWindow,
}: ProductDetailScreenProps & { product: DetailProduct }) {
  const { t, i18n } = useLingui();
  const offlineNoteId = useId();
  const available = product.sizes;
  // The customer chooses among the product's methods; the chosen one decides which cart the line joins.
  const [method, setMethod] = useState<DeliveryMethod | null>(() => productDeliveryMethod(product.methods));
  // A shopper starts from one of the first size (docs/product.md, the product page): Add to Cart works
  // at once, and the price shown is the price paid.
  const [size, setSize] = useState<Size | null>(available[0] ?? null);
  const [amount, setAmount] = useState(1);
  const [timing, setTiming] = useState({ now: true, time: '' });
  const [popup, setPopup] = useState<Popup>(null);
  // A visitor's line waiting for them to sign in, as the dialog names it.
  const [waitingLine, setWaitingLine] = useState<string | null>(null);
  const views = product.options ?? [];
  const groups = views.map(optionGroupOf);
  const [choices, setChoices] = useState(() => startingChoices(groups));
  const [note, setNote] = useState('');
  // Add to Cart pressed with a required group empty: that group says so under its choices.
  const [showUnmet, setShowUnmet] = useState(false);
  const chosenIds = groups.flatMap((group) => choices[group.id] ?? []);
  const unmet = unmetGroup(groups, chosenIds);
  const isSoldOut = product.soldOut === true || product.stock === 0;
  const priceSize = size ?? available[0] ?? 'R';
  const unitPrice = unitPriceWithOptions(product.price, priceSize, chosenOptions(groups, chosenIds));
  const unmetNoteId = useId();
  // Checked as soon as a time is chosen, so a Saturday delivery never reaches the cart.
  // A time that has passed is refused here, not at checkout (docs/product.md, "Delivery and time").
  const timeProblem = timing.now ? null : deliveryTimeProblem(method, timing.time, product, now, deliveryWindow);
  const timeError = timeProblem ? deliveryTimeProblemWords(i18n, timeProblem, product, deliveryWindow) : null;
  const notAdded = t`Not added to your cart`;
  // Closed or paused: an order for now would be refused at checkout, so it is not offered here.
  const shut = shopStatus && shopStatus.state !== 'open' ? shopStatus : null;
  const shutNow = shut !== null && timing.now;
  const canOrderLater = method !== null && takesLaterTime(method);
  const shutNoteId = useId();
  /** The next opening (or the pause's end) as the time field's value: where a later order starts. */
  const reopening = () => {
    const back = shut?.state === 'closed' ? shut.opensAt : shut?.state === 'paused' ? shut.until : null;
    const instant = back ? parseShopTime(back) : null;
    return instant ? toShopInputValue(instant) : now;
  };

  const addToCart = () => {
    const problem = addToCartError({ size, amount });
    // The title says what happened; the text (the specification's, which opens with "Failed:") says why.
    if (problem || !size) return setPopup({ tone: 'error', title: notAdded, text: problem ?? '' });
    if (unmet) {
      setShowUnmet(true);
      return setPopup({ tone: 'error', title: notAdded, text: t`Choose ${unmet.name} first.` });
    }
    if (!method)
      return setPopup({ tone: 'warning', title: POPUPS.warningTitle, text: t`Choose how you want to get your order.` });
    // "Now" is checked too when adding: a home delivery at 4 am would only be refused at checkout.
    const whenProblem = deliveryTimeProblem(method, timing.now ? now : timing.time, product, now, deliveryWindow);
    if (whenProblem)
      return setPopup({
        tone: 'error',
        title: notAdded,
        text: deliveryTimeProblemWords(i18n, whenProblem, product, deliveryWindow),
      });
    onAddToCart({
      productId: product.id,
      size,
      amount,
      deliveryMethod: method,
      deliveryTime: timing.now ? '' : timing.time,
      options: chosenIds,
      note: note.trim(),
    });
    if (visitor) setWaitingLine(t`${amount} × ${product.name} (${i18n._(SIZE_WORDS[size])})`);
  };
  const checkout = () => {
    const problem = checkoutError({
      pendingOrderId: hasPendingOrder ? 'pending' : null,
      isEmpty: cart.items.length === 0,
    });
    if (problem) return setPopup({ tone: 'warning', title: POPUPS.warningTitle, text: problem });
    if (method) onCheckout({ method });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="product-name" className="flex flex-col items-center gap-6 text-center">
        <div className="size-64 overflow-hidden rounded-full bg-placeholder shadow-card sm:size-80">
          {product.image ? (
            <img
              srcSet={product.imageSrcSet}
              sizes={product.imageSrcSet ? PRODUCT_PHOTO_SIZES : undefined}
              src={product.image}
              alt={product.name}
              className="size-full object-cover"
              fetchPriority="high"
            />
          ) : null}
        </div>
        <h1 id="product-name" className="font-heading text-section break-words text-heading sm:text-title">
          {product.name}
        </h1>
        <PriceTag amount={unitPrice * Math.max(amount, 1)} sizeLabel={i18n._(SIZE_WORDS[priceSize])} emphasis />
        <p className="max-w-md text-body">{product.description}</p>
        <p className="text-small text-muted">{isSoldOut ? t`Sold out for now` : t`${product.stock} left in stock`}</p>
      </section>
      {/* The choices come before the buttons in the DOM, so a phone, the keyboard and a screen reader
          all meet size, amount and delivery before Add to Cart. */}
      <div className="flex flex-col gap-6">
        <section
          aria-label={t`Choose your order`}
          className="flex flex-col gap-6 rounded-card bg-surface p-card shadow-soft"
        >
          <SizePicker
            categoryId={product.categoryId}
            available={available}
            value={size}
            onChange={(change) => setSize(change.size)}
          />
          {views.map((group, index) => (
            <OptionGroupPicker
              key={group.id}
              group={group}
              value={choices[group.id] ?? []}
              onChange={(change) => setChoices((previous) => ({ ...previous, [change.groupId]: change.ids }))}
              errorMessage={
                showUnmet && unmetGroup([groups[index]!], chosenIds) ? t`Choose ${group.name} to add this.` : null
              }
            />
          ))}
          {groups.length > 0 ? <NoteField value={note} onChange={(change) => setNote(change.value)} /> : null}
          <AmountStepper value={amount} max={product.stock} onChange={(change) => setAmount(change.amount)} />
          <DeliveryMethodPicker
            value={method}
            offered={product.methods}
            onChange={(change) => {
              setMethod(change.method);
              onDeliveryMethodChange?.(change);
            }}
          />
          <NowOrLaterPicker
            isNow={timing.now}
            time={timing.time}
            now={now}
            method={method}
            onChange={setTiming}
            errorMessage={timeError}
          />
          {deliversToDoor(method) ? (
            <DeliveryNote productHours={productHoursWords(i18n, product)} window={deliveryWindow} />
          ) : null}
        </section>
        {isOffline ? <OfflineOrderingNote id={offlineNoteId} /> : null}
        {shut ? (
          <div id={shutNoteId} className="flex flex-col gap-1">
            <ShopStatusNote status={shut} now={now} className="self-start" />
            {shutNow ? (
              <p className="text-small text-body">
                {canOrderLater
                  ? t`We are not taking orders for now. Choose a later time to order ahead.`
                  : t`Dine in is served while the shop is open.`}
              </p>
            ) : null}
          </div>
        ) : null}
        {unmet && !isSoldOut ? (
          <p id={unmetNoteId} className="text-small font-medium text-heading">
            {t`Choose ${unmet.name} to add this to your cart.`}
          </p>
        ) : null}
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          {/* Add to Cart is the page's one accent action; asking a staff member is the quiet one. */}
          {shutNow ? (
            // Closed now: the accent action becomes ordering for later (the time field opens at the
            // next opening), or says why nothing can be added for a method served only now.
            <Button
              variant="accent"
              size="lg"
              isFullWidth
              onPress={() => setTiming({ now: false, time: reopening() })}
              isDisabled={isSoldOut || isOffline || !canOrderLater}
              aria-describedby={shutNoteId}
            >
              {canOrderLater
                ? t`Closed now: order for later`
                : shut.state === 'paused'
                  ? t`Orders are paused`
                  : t`The shop is closed`}
            </Button>
          ) : (
            <Button
              variant="accent"
              size="lg"
              isFullWidth
              onPress={addToCart}
              isDisabled={isSoldOut || isOffline}
              aria-describedby={isOffline ? offlineNoteId : unmet ? unmetNoteId : undefined}
            >
              {t`Add to Cart`}
            </Button>
          )}
          <Button variant="ghost" size="lg" isFullWidth onPress={onAskStaff}>
            {t`Ask a Staff`}
          </Button>
        </div>
        {help ? <HelpCorner {...help} /> : null}
        {visitor ? null : (
          <CartSummary
            items={cart.items}
            totals={cart.totals}
            method={method}
            onCheckout={checkout}
            onClear={onClearCart && method ? () => onClearCart({ method }) : undefined}
            isCheckoutPending={isCheckoutPending}
            isCheckoutDisabled={isOffline}
            checkoutNoteId={offlineNoteId}
          />
        )}
      </div>
      {/* Fixed at the bottom so a phone sees it without scrolling down to the cart. */}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center">
        {addedToCart ? (
          <Suspense fallback={null}>
            <Toast
              tone="success"
              message={addedToCart.text}
              autoDismissMs={8000}
              onDismiss={() => onDismissAddedToCart?.()}
              className="pointer-events-auto"
              action={
                <a
                  href={cartHref}
                  className="inline-flex min-h-11 shrink-0 items-center rounded-chip px-2 font-semibold text-primary-text underline focus-visible:outline-3 focus-visible:outline-focus"
                >
                  {t`View cart`}
                </a>
              }
            />
          </Suspense>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {popup ? (
          <AlertDialog isOpen tone={popup.tone} title={popup.title} text={popup.text} onClose={() => setPopup(null)} />
        ) : null}
        {visitor && waitingLine ? (
          <SignInToOrderDialog
            isOpen
            line={waitingLine}
            loginHref={visitor.loginHref}
            signupHref={visitor.signupHref}
            onClose={() => setWaitingLine(null)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
