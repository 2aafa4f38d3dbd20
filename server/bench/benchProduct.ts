import { STOCK_MAX } from '../../src/domain/limits.ts';
import type { App } from '../app.ts';

/**
 * A dine-in product the benchmarks order many times, inserted as it is (no picture to decode): by
 * default with the most stock allowed (a CHECK bound), enough for a 20 s run of checkouts.
 */
export function addBenchProduct(app: App, name: string, stock = STOCK_MAX) {
  const now = new Date().toISOString();
  return app.ctx.db
    .insertInto('products')
    .values({
      name,
      description: 'Bought many times a second',
      price: 25000,
      images: null,
      size: 'R,L,XL',
      category_id: 1,
      stock,
      is_dine_in: 1,
      is_home_delivery: 0,
      is_pick_up: 0,
      start_delivery: null,
      end_delivery: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
