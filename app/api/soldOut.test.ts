import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyMenuEvent } from '../state/orderStream';
import { queryKeys } from './queryKeys';
import { choiceSoldOutOptions, productSoldOutOptions } from './soldOut';

afterEach(() => vi.unstubAllGlobals());

const listKey = queryKeys.products.list({ page: 1, category: 1 });
const page = () => ({
  result: [
    { id: 1, name: 'Latte', sold_out: false },
    { id: 2, name: 'Mocha', sold_out: false },
  ],
  rows: 2,
});
const groups = () => ({
  data: [{ id: 7, name: 'Milk', choices: [{ id: 70, name: 'Oat', sold_out: false }] }],
});

/** A cache whose reads never go out: invalidated queries are only marked stale. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(listKey, page());
  client.setQueryData(queryKeys.optionGroups, groups());
  client.setQueryData(queryKeys.orders.queue, []);
  return client;
}

describe('sold out in one tap', () => {
  it('shows a product sold out at once, before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const client = cache();
    const done = new MutationObserver(client, productSoldOutOptions(client)).mutate({ productId: 2, soldOut: true });
    await vi.waitFor(() =>
      expect(client.getQueryData<ReturnType<typeof page>>(listKey)?.result[1]?.sold_out).toBe(true),
    );
    answer(Response.json({ data: { id: 2, sold_out: true } }));
    await done;
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('puts the product back as it was when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ messages: 'Product not found', code: 'NOT_FOUND' }, { status: 404 })),
    );
    const client = cache();
    await expect(
      new MutationObserver(client, productSoldOutOptions(client)).mutate({ productId: 2, soldOut: true }),
    ).rejects.toThrow();
    expect(client.getQueryData(listKey)).toEqual(page());
  });

  it('puts a choice back as it was when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const client = cache();
    await expect(
      new MutationObserver(client, choiceSoldOutOptions(client)).mutate({ choiceId: 70, soldOut: true }),
    ).rejects.toThrow();
    expect(client.getQueryData(queryKeys.optionGroups)).toEqual(groups());
  });
});

describe('a menu event', () => {
  it('reads the menus, product pages and option groups afresh, and leaves the orders alone', async () => {
    const client = cache();
    client.setQueryData(queryKeys.products.one(2), { data: { id: 2 } });
    await applyMenuEvent(client);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.products.one(2))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.optionGroups)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.orders.queue)?.isInvalidated).toBe(false);
  });
});
