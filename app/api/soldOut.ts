import { mutationOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { api, type Answer } from './client';
import { queryKeys } from './queryKeys';

type ProductPage = Answer<'/api/products', 'get'>;
type OptionGroups = Answer<'/api/option-groups', 'get'>;

export interface ProductSoldOut {
  productId: number;
  soldOut: boolean;
}

export interface ChoiceSoldOut {
  choiceId: number;
  soldOut: boolean;
}

/** `PATCH products/{id}/availability`, admin: off the menu for now, or back. */
export const setProductSoldOut = ({ productId, soldOut }: ProductSoldOut) =>
  api('patch', '/api/products/{id}/availability', { params: { id: productId }, body: { sold_out: soldOut } });

/** `PATCH option-choices/{id}`, admin: a choice (oat milk) off the menu for now, or back. */
export const setChoiceSoldOut = ({ choiceId, soldOut }: ChoiceSoldOut) =>
  api('patch', '/api/option-choices/{id}', { params: { id: choiceId }, body: { sold_out: soldOut } });

const PRODUCT_SOLD_OUT = ['products', 'sold-out'] as const;
const CHOICE_SOLD_OUT = ['option-groups', 'sold-out'] as const;

/**
 * Shows a change in every cached copy at once (optimistic) and hands back how they were, so a
 * refusal puts them back exactly.
 */
async function optimistic<T>(client: QueryClient, key: QueryKey, change: (data: T) => T) {
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueriesData<T>({ queryKey: key });
  client.setQueriesData<T>({ queryKey: key }, (data) => (data === undefined ? data : change(data)));
  return before;
}

function rollback(client: QueryClient, before: readonly [QueryKey, unknown][] | undefined) {
  for (const [key, data] of before ?? []) client.setQueryData(key, data);
}

/** The product list's "Sold out" switch: shown at once, put back when the server refuses. */
export const useProductSoldOut = () => useMutation(productSoldOutOptions(useQueryClient()));

/** The queue's sold-out panel's switch for a choice: shown at once, put back when the server refuses. */
export const useChoiceSoldOut = () => useMutation(choiceSoldOutOptions(useQueryClient()));

/** The product switch's mutation, over the given cache. */
export function productSoldOutOptions(client: QueryClient) {
  return mutationOptions({
    mutationKey: PRODUCT_SOLD_OUT,
    mutationFn: setProductSoldOut,
    onMutate: ({ productId, soldOut }) =>
      optimistic<ProductPage>(client, ['products', 'list'], (page) => ({
        ...page,
        result: page.result.map((product) => (product.id === productId ? { ...product, sold_out: soldOut } : product)),
      })),
    onError: (_error, _change, before) => rollback(client, before),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}

/** The choice switch's mutation, over the given cache. */
export function choiceSoldOutOptions(client: QueryClient) {
  return mutationOptions({
    mutationKey: CHOICE_SOLD_OUT,
    mutationFn: setChoiceSoldOut,
    onMutate: ({ choiceId, soldOut }) =>
      optimistic<OptionGroups>(client, queryKeys.optionGroups, (answer) => ({
        ...answer,
        data: answer.data.map((group) => ({
          ...group,
          choices: group.choices.map((choice) => (choice.id === choiceId ? { ...choice, sold_out: soldOut } : choice)),
        })),
      })),
    onError: (_error, _change, before) => rollback(client, before),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.optionGroups }),
        client.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}

/** The products whose switch is on its way. */
export const usePendingProductSoldOut = () =>
  useMutationState({
    filters: { mutationKey: PRODUCT_SOLD_OUT, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ProductSoldOut).productId,
  });

/** The choices whose switch is on its way. */
export const usePendingChoiceSoldOut = () =>
  useMutationState({
    filters: { mutationKey: CHOICE_SOLD_OUT, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ChoiceSoldOut).choiceId,
  });
