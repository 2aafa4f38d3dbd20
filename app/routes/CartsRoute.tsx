import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CartScreen, type ChoicesEditView, type RewardChoice } from '../../src/screens/CartScreen';
import { POINTS_PER_REWARD } from '../../src/domain/memberCard';
import { cartProductOf, priceChanges, type PriceChange } from '../../src/domain/cart';
import { toShopInputValue } from '../../src/domain/shopTime';
import { ApiError } from '../api/client';
import { productQuery } from '../api/product';
import { paths } from '../paths';
import { useCarts } from '../state/carts';
import { cartSections, standingReward, withChoiceOffers } from '../views/cartView';
import { useMemberCard } from '../api/memberCard';
import { useSession } from '../state/session';
import { useDeliveryWindow, useShopRates } from '../api/shop';
import { detailProduct } from '../views/detailProduct';
import { PageTitle } from '../views/PageTitle';
import { useCartCheckout } from '../hooks/useCartCheckout';
import { useOnline } from '../hooks/useOnline';
import { useShopStatus } from '../hooks/useShopStatus';

/**
 * `/cust/cart` with no order waiting for payment (CartRoute finds out): the customer's carts. Each
 * line's product is looked up, so one taken off the menu shows as such. `onCheckout` hears of a
 * checkout as it starts.
 */
export function CartsRoute({ onCheckout }: { onCheckout?: () => void }) {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const { state, dispatch, changeChoices, gone, markGone, refresh } = useCarts();
  // The line whose choices are being changed (docs/product.md, "Customisations"), and its save.
  const [choicesEdit, setChoicesEdit] = useState<ChoicesEditView | null>(null);
  const rates = useShopRates();
  const deliveryWindow = useDeliveryWindow();
  const shopStatus = useShopStatus();
  // A checkout refused because the shop is closed or paused: said at the top of the carts, in the
  // server's words, until the next checkout.
  const [closedNotice, setClosedNotice] = useState<string | null>(null);
  const { checkout, checkingOut } = useCartCheckout({ onShopClosed: setClosedNotice });
  // A member's free drink (docs/product.md, "Member card"): offered from ten points, one line at a time.
  const { role } = useSession();
  const memberCard = useMemberCard(role === 'customer');
  const points = memberCard.data?.points ?? 0;
  const [chosenReward, setChosenReward] = useState<RewardChoice | null>(null);
  const reward = standingReward(state, gone, chosenReward, points);
  // Another device's changes show when the page opens.
  useEffect(() => refresh(), [refresh]);
  const ids = [...new Set(Object.values(state.carts).flatMap((cart) => cart.lines.map((line) => line.productId)))];
  const products = useQueries({ queries: ids.map((id) => ({ ...productQuery(id), retry: false })) });
  const missing = ids.filter((_, index) => {
    const { error } = products[index]!;
    return error instanceof ApiError && error.status === 404;
  });
  const missingKey = missing.join(',');
  useEffect(() => {
    for (const id of missingKey ? missingKey.split(',') : []) markGone(Number(id));
  }, [missingKey, markGone]);

  // A price the shop changed since a line went in: the lines take the shop's facts (the checkout prices
  // from the shop's anyway) and the page says which prices changed, until the customer leaves it.
  const details = products.flatMap((query) => (query.data ? [detailProduct(query.data, i18n.locale)] : []));
  const current = details.map(cartProductOf);
  const stale = priceChanges(state, current);
  const staleKey = stale.map((change) => `${change.productId}:${change.now}`).join(',');
  const [shown, setShown] = useState<{ key: string; changes: PriceChange[] }>({ key: '', changes: [] });
  // New changes join the note as they are found (state adjusted while rendering, as React advises).
  if (staleKey && staleKey !== shown.key) {
    const kept = shown.changes.filter((one) => !stale.some((next) => next.productId === one.productId));
    setShown({ key: staleKey, changes: [...kept, ...stale] });
  }
  useEffect(() => {
    for (const change of stale) {
      const product = current.find((one) => one.productId === change.productId);
      if (product) dispatch({ type: 'refreshProduct', product });
    }
    // The key says when the changes are new; the lists themselves are rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staleKey, dispatch]);
  // The lines' words in the page's language: a line added in the other language, from another device
  // or by "order again" takes today's names (a changed price waits for the note above).
  const wordsKey = current.map((one) => `${one.productId}:${one.name}:${JSON.stringify(one.groups ?? null)}`).join('|');
  useEffect(() => {
    for (const product of current) {
      if (!stale.some((change) => change.productId === product.productId))
        dispatch({ type: 'refreshProduct', product });
    }
    // The key says when the words are new; the lists themselves are rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wordsKey, dispatch]);

  return (
    <>
      <PageTitle page={t`Cart`} />
      <CartScreen
        isOffline={!isOnline}
        priceChanges={shown.changes}
        shopStatus={shopStatus}
        deliveryWindow={deliveryWindow}
        closedNotice={closedNotice}
        status="ready"
        sections={withChoiceOffers(cartSections(state, gone, rates, reward), details)}
        choicesEdit={choicesEdit}
        onEditChoices={(request) => setChoicesEdit(request)}
        onCloseChoices={() => setChoicesEdit(null)}
        onSaveChoices={async (change) => {
          setChoicesEdit((open) => open && { ...open, isSaving: true, serverError: null });
          const saved = await changeChoices({ type: 'changeChoices', ...change });
          if (saved.ok) setChoicesEdit(null);
          else if (saved.message) {
            const serverError = saved.message;
            setChoicesEdit((open) => open && { ...open, isSaving: false, serverError });
          }
        }}
        reward={points >= POINTS_PER_REWARD || reward ? { points, chosen: reward, onChoose: setChosenReward } : null}
        productsHref={paths.custProducts}
        checkingOut={checkingOut}
        onAmountChange={(change) => dispatch({ type: 'setAmount', ...change })}
        now={toShopInputValue(new Date())}
        onTimeChange={(change) => dispatch({ type: 'setTime', ...change })}
        onRemove={({ size, ...removal }) =>
          dispatch(size === undefined ? { type: 'remove', ...removal } : { type: 'remove', ...removal, size })
        }
        onCheckout={(request) => {
          onCheckout?.();
          setClosedNotice(null);
          checkout({ ...request, rewardKey: reward?.method === request.method ? reward.lineKey : null });
        }}
      />
    </>
  );
}
