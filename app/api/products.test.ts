import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueAddress, type CatalogueQuery } from '../../src/domain/catalogueAddress';
import { preloadedEntry } from './preloaded';
import { fetchProducts, productsQuery } from './products';

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue call the browser makes is the one the server inlines', () => {
  const queries: CatalogueQuery[] = [
    { page: 1, category: 1 },
    { page: 3, category: 2 },
    { page: 1, search: 'flat white' },
  ];

  it.each(queries)('%o: fetched at catalogueAddress, whose answer seeds its query', async (query) => {
    const fetch = vi.fn(async () => Response.json({ result: [], rows: 0 }));
    vi.stubGlobal('fetch', fetch);
    await fetchProducts(query);
    expect(fetch.mock.calls[0]).toEqual([catalogueAddress(query), expect.anything()]);
    const entry = preloadedEntry({ url: catalogueAddress(query), payload: {} });
    expect(entry?.queryKey).toEqual(productsQuery(query).queryKey);
  });
});
