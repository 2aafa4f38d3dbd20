import { describe, expect, it } from 'vitest';
import type { Answer } from '../api/client';
import type { Order } from '../api/types';
import { historyOrders } from './historyView';
import { orderAgainInput, orderLines } from './orderView';

/*
 * A customer's order lines in the page's language (docs/product.md, "Languages"): the Indonesian names
 * the order kept, else the English (an older order, or a product the shop gave none); "order again"
 * still finds the choices by their English words.
 */

type Line = Order['order_details'][number];

const latte: Line = {
  id: 7,
  qty: 2,
  size: 'L',
  unit_price: 33000,
  price: 66000,
  options: [
    {
      group: 'Milk',
      name: 'Oat',
      group_indonesian: 'Susu',
      name_indonesian: 'Susu gandum',
      price: 8000,
      is_default: false,
    },
    { group: 'Sugar', name: 'Less sugar', group_indonesian: null, name_indonesian: null, price: 0, is_default: false },
  ],
  note: null,
  is_reward: false,
  product: { id: 3, name: 'Iced Latte', name_indonesian: 'Es Latte', price: 33000, images: 'latte.webp' },
};
// An order answered before the Indonesian names were kept: the fields are absent.
const older: Line = {
  ...latte,
  id: 8,
  options: [{ group: 'Milk', name: 'Oat', price: 8000, is_default: false }],
  product: { id: 4, name: 'Espresso', price: 20000, images: null },
};
const order = { delivery_method: 'dine in', order_details: [latte, older] } as Order;

describe('an order’s lines', () => {
  it('are named in Bahasa Indonesia on an Indonesian page where the order kept the names', () => {
    const lines = orderLines(order, 'id');
    expect(lines.map((line) => line.name)).toEqual(['Es Latte', 'Espresso']);
    expect(lines[0]!.options).toEqual([
      { group: 'Susu', name: 'Susu gandum' },
      { group: 'Sugar', name: 'Less sugar' },
    ]);
    expect(lines[1]!.options).toEqual([{ group: 'Milk', name: 'Oat' }]);
  });

  it('keep their English names on an English page', () => {
    const lines = orderLines(order, 'en');
    expect(lines.map((line) => line.name)).toEqual(['Iced Latte', 'Espresso']);
    expect(lines[0]!.options).toEqual([
      { group: 'Milk', name: 'Oat' },
      { group: 'Sugar', name: 'Less sugar' },
    ]);
  });

  it('go to "order again" named for the page, their choices by the English words they are found by', () => {
    const input = orderAgainInput(order, 'id');
    expect(input.lines[0]).toMatchObject({
      name: 'Es Latte',
      options: [
        { group: 'Milk', name: 'Oat', shown: { group: 'Susu', name: 'Susu gandum' } },
        { group: 'Sugar', name: 'Less sugar', shown: { group: 'Sugar', name: 'Less sugar' } },
      ],
    });
    expect(orderAgainInput(order, 'en').lines[0]!.name).toBe('Iced Latte');
  });

  it('show in the history in the page’s language', () => {
    const history = [{ ...latte, order_id: 5, status: 'done', createdAt: '2026-11-20T10:00:00.000Z' }] as Answer<
      '/api/history',
      'get'
    >['data'];
    const [indonesian] = historyOrders(history, undefined, 'id');
    expect(indonesian!.lines[0]).toMatchObject({
      name: 'Es Latte',
      options: [
        { group: 'Susu', name: 'Susu gandum' },
        { group: 'Sugar', name: 'Less sugar' },
      ],
    });
    expect(historyOrders(history, undefined, 'en')[0]!.lines[0]!.name).toBe('Iced Latte');
  });
});
