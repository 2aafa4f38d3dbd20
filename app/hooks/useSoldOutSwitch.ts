import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from '../api/client';
import {
  useChoiceSoldOut,
  usePendingChoiceSoldOut,
  usePendingProductSoldOut,
  useProductSoldOut,
  type ChoiceSoldOut,
  type ProductSoldOut,
} from '../api/soldOut';

/** Why a switch did not take, in the words every sold-out switch uses (it is back as it was). */
function useSoldOutError() {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const refused = (name: string, soldOut: boolean, cause: unknown) => {
    const reason = errorText(cause);
    setError(
      soldOut
        ? t`${name} could not be marked sold out, so it is still on sale. ${reason}`
        : t`${name} could not be put back on sale, so it is still sold out. ${reason}`,
    );
  };
  return { error, setError, refused };
}

/**
 * The products' "Sold out" switches (the admin's product list and the barista's Menu availability):
 * optimistic through app/api/soldOut.ts, with the pending ids and the refusal, as the screen's props.
 */
export function useProductSoldOutSwitch(products: readonly { id: number; name: string }[]) {
  const mutation = useProductSoldOut();
  const pendingSoldOutIds = usePendingProductSoldOut();
  const { error, setError, refused } = useSoldOutError();
  return {
    pendingSoldOutIds,
    soldOutError: error,
    onDismissSoldOutError: () => setError(null),
    onSoldOutChange: (change: ProductSoldOut) => {
      setError(null);
      const name = products.find((product) => product.id === change.productId)?.name ?? '';
      mutation.mutate(change, { onError: (cause) => refused(name, change.soldOut, cause) });
    },
  };
}

/** The queue's panel of choices (Oat, Soy): the same switch over the option groups' choices. */
export function useChoiceSoldOutSwitch(choices: readonly { id: number; name: string }[]) {
  const mutation = useChoiceSoldOut();
  const pendingChoiceIds = usePendingChoiceSoldOut();
  const { error, setError, refused } = useSoldOutError();
  return {
    pendingChoiceIds,
    error,
    onDismissError: () => setError(null),
    onSoldOutChange: (change: ChoiceSoldOut) => {
      setError(null);
      const name = choices.find((choice) => choice.id === change.choiceId)?.name ?? '';
      mutation.mutate(change, { onError: (cause) => refused(name, change.soldOut, cause) });
    },
  };
}
