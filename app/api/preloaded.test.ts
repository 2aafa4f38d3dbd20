import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../state/queryClient';
import { preloadedEntry, seedPreloaded } from './preloaded';
import { productQuery } from './product';
import { productsQuery } from './products';
import { shopQuery } from './shop';

const page = { result: [{ id: 7, name: 'Latte' }], rows: 1 };

describe('an answer the server inlined goes into the cache under the page’s own query', () => {
  it('the product list’s answer, under the key useCatalogue asks for (its unused search included)', () => {
    const client = createQueryClient();
    const url = '/api/products?page=2&limit=10&sort=desc&category=3';
    expect(seedPreloaded(client, { url, payload: page })).toBe(true);
    // useCatalogue passes `search: undefined` for a category page; the key must be the same entry.
    expect(client.getQueryData(productsQuery({ page: 2, category: 3, search: undefined }).queryKey)).toEqual(page);
    expect(client.getQueryData(productsQuery({ page: 1, category: 3 }).queryKey)).toBeUndefined();
  });

  it('a search’s answer, under the search (no category)', () => {
    const client = createQueryClient();
    seedPreloaded(client, { url: '/api/products?page=1&limit=10&sort=desc&search=latte', payload: page });
    expect(client.getQueryData(productsQuery({ page: 1, category: undefined, search: 'latte' }).queryKey)).toEqual(
      page,
    );
  });

  it('a product’s answer, unwrapped from its `result` as fetchProduct unwraps it', () => {
    const client = createQueryClient();
    seedPreloaded(client, { url: '/api/products/7', payload: page });
    expect(client.getQueryData(productQuery(7).queryKey)).toEqual({ id: 7, name: 'Latte' });
  });

  it('GET shop’s answer, unwrapped from its `data` as fetchShop unwraps it, for the status line', () => {
    const client = createQueryClient();
    const shop = { open_now: true, accepting_orders: false, pause_reason: 'out of milk' };
    expect(seedPreloaded(client, { url: '/api/shop', payload: { messages: 'The shop', data: shop } })).toBe(true);
    expect(client.getQueryData(shopQuery().queryKey)).toEqual(shop);
    expect(preloadedEntry({ url: '/api/shop', payload: { messages: 'Failed' } })).toBeNull();
  });

  it('an answer no page asks for this way is left out', () => {
    for (const url of [
      '/api/products?page=0&limit=10&sort=desc&category=1',
      '/api/products?page=1&limit=10&sort=desc&category=9',
      '/api/products/7/extra',
      '/api/user/detail',
    ]) {
      expect(preloadedEntry({ url, payload: page }), url).toBeNull();
    }
    expect(preloadedEntry({ url: '/api/products/8', payload: { result: [] } })).toBeNull();
  });
});
