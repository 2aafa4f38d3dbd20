import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryId } from '../../src/domain/categories';
import { PAGE_SIZE } from '../../src/domain/limits';
import { api } from './client';
import { queryKeys } from './queryKeys';

export interface ProductQuery {
  page: number;
  category?: CategoryId;
  search?: string;
}

/** `GET products?page&limit=10&category&sort=desc&search`. */
export const fetchProducts = ({ page, category, search }: ProductQuery, signal?: AbortSignal) =>
  api('get', '/api/products', {
    query: { page, limit: PAGE_SIZE, sort: 'desc', ...(category ? { category } : {}), ...(search ? { search } : {}) },
    signal,
  });

export const productsQuery = (query: ProductQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductQuery) => useQuery(productsQuery(query));
