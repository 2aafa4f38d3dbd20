import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryId } from '../../src/domain/categories';
import { PAGE_SIZE } from '../../src/domain/limits';
import { api } from './client';
import type { ProductList } from './types';
import { queryKeys } from './queryKeys';

export interface ProductQuery {
  page: number;
  category?: CategoryId;
  search?: string;
}

/** `GET products?page&limit=10&category&sort=desc&search`. */
export const fetchProducts = ({ page, category, search }: ProductQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), sort: 'desc' });
  if (category) params.set('category', String(category));
  if (search) params.set('search', search);
  return api<ProductList>(`products?${params}`, { signal });
};

export const productsQuery = (query: ProductQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductQuery) => useQuery(productsQuery(query));
