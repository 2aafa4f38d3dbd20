import { useLingui } from '@lingui/react/macro';
import { useFormats } from '../i18n/useFormats';
import { DELIVERY_METHOD_WORDS, SIZE_WORDS } from '../i18n/catalogueWords';
import { EMPTY_CART_WORDS } from '../i18n/cartWords';
import { useId } from 'react';
import type { PricedCartItem } from '../domain/cart';
import type { DeliveryMethod } from '../domain/delivery';
import type { OrderTotals } from '../domain/pricing';
import { Button } from './Button';
import { LineChoices } from './LineChoices';
import { cn } from './styles';
import { TOTAL_LABELS } from './totalLabels';
import { CARD_CLASS } from './cardStyles';

/** The cart of one delivery method, already priced by the domain (`cartItems`, `cartTotals`). */
export interface CartSummaryProps {
  items: PricedCartItem[];
  totals: OrderTotals;
  /** The cart's delivery method; its label is shown above the lines. */
  method: DeliveryMethod | null;
  onCheckout: () => void;
  /** Empties this delivery method's cart (docs/product.md#carts-and-checkout); without it there is no Clear button. */
  onClear?: () => void;
  /** While the checkout call runs: the button keeps focus and announces progress. */
  isCheckoutPending?: boolean;
  /** Checkout cannot run now (offline): the button is disabled, described by `checkoutNoteId`. */
  isCheckoutDisabled?: boolean;
  checkoutNoteId?: string;
  title?: string;
  className?: string;
}

interface ProductGroup {
  productId: number;
  name: string;
  items: PricedCartItem[];
}

/** Items of one product together, in the order the domain lists them (sizes small to large). */
function groupByProduct(items: PricedCartItem[]): ProductGroup[] {
  const groups = new Map<number, ProductGroup>();
  for (const item of items) {
    const group = groups.get(item.productId) ?? { productId: item.productId, name: item.name, items: [] };
    group.items.push(item);
    groups.set(item.productId, group);
  }
  return [...groups.values()];
}

/** The product-detail side panel: what is in the cart, by product and size, and a Checkout button. */
export function CartSummary({
  items,
  totals,
  method,
  onCheckout,
  onClear,
  isCheckoutPending,
  isCheckoutDisabled = false,
  checkoutNoteId,
  title,
  className,
}: CartSummaryProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const titleId = useId();
  const isEmpty = items.length === 0;
  return (
    <section
      aria-labelledby={titleId}
      data-empty={isEmpty || undefined}
      className={cn(CARD_CLASS, 'flex w-full flex-col gap-4 p-summary text-body', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-heading text-lead font-bold text-heading">
          {title ?? t`Your Cart`}
        </h2>
        {method ? (
          <span className="rounded-chip bg-chip px-3 py-1 text-small font-medium text-primary-text">
            {i18n._(DELIVERY_METHOD_WORDS[method])}
          </span>
        ) : null}
      </div>
      {isEmpty ? (
        <p className="text-muted">{i18n._(EMPTY_CART_WORDS)}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {groupByProduct(items).map((group) => (
              <li key={group.productId} className="flex flex-col gap-1">
                <span className="font-semibold break-words text-heading">{group.name}</span>
                <ul className="flex flex-col gap-1">
                  {group.items.map((item) => (
                    // One product in one size may be two lines, told apart by their choices.
                    <li key={item.key} className="flex flex-col gap-0.5 text-small">
                      <span className="flex items-baseline justify-between gap-3">
                        <span className="flex gap-2">
                          <span>{i18n._(SIZE_WORDS[item.size])}</span>
                          <span className="text-muted">× {item.qty}</span>
                        </span>
                        <span className="shrink-0 font-medium">{f.money(item.total)}</span>
                      </span>
                      <LineChoices summary={item.summary} note={item.note} className="text-muted" />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <dl className="flex flex-col gap-1 border-t border-border pt-3 text-small">
            <div className="flex justify-between gap-3">
              <dt>{i18n._(TOTAL_LABELS.subtotal)}</dt>
              <dd>{f.money(totals.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{i18n._(TOTAL_LABELS.taxFee)}</dt>
              <dd>{f.money(totals.taxFee)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{i18n._(TOTAL_LABELS.shipping)}</dt>
              <dd>{f.money(totals.shipping)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-lead font-semibold text-heading">
              <dt>{i18n._(TOTAL_LABELS.total)}</dt>
              <dd>{f.money(totals.total)}</dd>
            </div>
          </dl>
        </>
      )}
      {/* Primary, not accent: beside it the product page's one accent action is Add to Cart. */}
      <Button
        variant="primary"
        size="lg"
        isFullWidth
        isDisabled={isEmpty || isCheckoutDisabled}
        aria-describedby={isCheckoutDisabled ? checkoutNoteId : undefined}
        isPending={isCheckoutPending}
        pendingLabel={t`Checking out`}
        onPress={() => onCheckout()}
      >
        {t`Checkout`}
      </Button>
      {onClear && !isEmpty ? (
        <Button variant="ghost" isFullWidth isDisabled={isCheckoutPending} onPress={() => onClear()}>
          {t`Clear cart`}
        </Button>
      ) : null}
    </section>
  );
}
