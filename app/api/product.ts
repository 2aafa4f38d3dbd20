import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { Product } from './types';
import { queryKeys } from './queryKeys';

/** `GET products/{id}`: the legacy `{ result: [product] }` answer, unwrapped. */
export const fetchProduct = async (id: number, signal?: AbortSignal) =>
  (await api<{ result: Product[] }>(`products/${id}`, { signal })).result[0]!;

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.one(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id > 0,
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
