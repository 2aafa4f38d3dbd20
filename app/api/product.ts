import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET products/{id}`: the legacy `{ result: [product] }` answer, unwrapped. */
export const fetchProduct = async (id: number, signal?: AbortSignal) =>
  (await api('get', '/api/products/{id}', { params: { id }, signal })).result[0]!;

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.one(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id > 0,
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
