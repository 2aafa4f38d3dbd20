import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueParams, type CatalogueQuery } from '../../src/domain/catalogueAddress';
import { api } from './client';
import { queryKeys } from './queryKeys';

export type ProductQuery = CatalogueQuery;

/**
 * `GET products?page&limit=10&sort=desc&category|search`, at the address src/domain/catalogueAddress.ts
 * writes, under which the server inlines a drawn page's answer.
 */
export const fetchProducts = (query: ProductQuery, signal?: AbortSignal) =>
  api('get', '/api/products', { query: catalogueParams(query), signal });

export const productsQuery = (query: ProductQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductQuery) => useQuery(productsQuery(query));
