import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteOptionGroupOptions, saveOptionGroupOptions } from './optionGroups';
import { queryKeys } from './queryKeys';

afterEach(() => vi.unstubAllGlobals());

/** A cache whose reads never go out: invalidated queries are only marked stale. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.optionGroups, { data: [] });
  client.setQueryData(queryKeys.products.one(3), { id: 3 });
  client.setQueryData(queryKeys.orders.queue, []);
  return client;
}

const cream = {
  name: ' Cream ',
  min: 0,
  max: 1,
  choices: [
    { name: 'Whipped', price: 5000, isDefault: false, isSoldOut: false },
    { id: 9, name: 'None', price: 0, isDefault: true, isSoldOut: true },
  ],
};

describe('option group changes', () => {
  it('makes a new group with POST and the API’s field names, then reads groups and products afresh', async () => {
    const fetch = vi.fn(async () => Response.json({ messages: 'Option group has been added', data: {} }));
    vi.stubGlobal('fetch', fetch);
    const client = cache();
    await new MutationObserver(client, saveOptionGroupOptions(client)).mutate({ groupId: null, group: cream });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/option-groups');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Cream',
      min: 0,
      max: 1,
      choices: [
        { name: 'Whipped', price: 5000, is_default: false, sold_out: false },
        { id: 9, name: 'None', price: 0, is_default: true, sold_out: true },
      ],
    });
    expect(client.getQueryState(queryKeys.optionGroups)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.products.one(3))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.orders.queue)?.isInvalidated).toBe(false);
  });

  it('sends the Indonesian names the form has (docs/product.md, "Languages")', async () => {
    const fetch = vi.fn(async () => Response.json({ messages: 'Option group has been updated', data: {} }));
    vi.stubGlobal('fetch', fetch);
    const client = cache();
    const group = {
      ...cream,
      nameIndonesian: 'Krim',
      choices: cream.choices.map((choice, index) => ({ ...choice, nameIndonesian: index === 0 ? 'Kocok' : '' })),
    };
    await new MutationObserver(client, saveOptionGroupOptions(client)).mutate({ groupId: 4, group });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name_indonesian: 'Krim',
      choices: [
        { name: 'Whipped', name_indonesian: 'Kocok' },
        { name: 'None', name_indonesian: '' },
      ],
    });
  });

  it('changes a group with PATCH on its id', async () => {
    const fetch = vi.fn(async () => Response.json({ messages: 'Option group has been updated', data: {} }));
    vi.stubGlobal('fetch', fetch);
    const client = cache();
    await new MutationObserver(client, saveOptionGroupOptions(client)).mutate({ groupId: 4, group: cream });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/option-groups/4', 'PATCH']);
  });

  it('deletes a group, and leaves the cache alone when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ messages: 'Option group not found' }, { status: 404 })),
    );
    const client = cache();
    await expect(new MutationObserver(client, deleteOptionGroupOptions(client)).mutate({ groupId: 4 })).rejects.toThrow(
      'Option group not found',
    );
    expect(client.getQueryState(queryKeys.optionGroups)?.isInvalidated).toBe(false);
  });
});
