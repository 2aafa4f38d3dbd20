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

/**
 * The demo shop's Milk, Sugar and Extra shot offered on a bench product, and one choice of each that
 * is not the default (oat, less sugar, +1 shot): a checkout line then names three choices, checked
 * and priced against the groups, and kept in the order's snapshot, as a customised drink's is.
 */
export async function offerBenchChoices(app: App, productId: number): Promise<number[]> {
  const wanted = [
    ['Milk', 'Oat'],
    ['Sugar', 'Less sugar'],
    ['Extra shot', '+1 shot'],
  ] as const;
  const choices = await app.ctx.db
    .selectFrom('option_choices')
    .innerJoin('option_groups', 'option_groups.id', 'option_choices.group_id')
    .select(['option_groups.id as groupId', 'option_groups.name as group', 'option_choices.id', 'option_choices.name'])
    .where('option_groups.deleted_at', 'is', null)
    .where('option_choices.deleted_at', 'is', null)
    .execute();
  const picked = wanted.map(([group, name]) => {
    const choice = choices.find((row) => row.group === group && row.name === name);
    if (!choice) throw new Error(`The demo shop has no ${group}: ${name}`);
    return choice;
  });
  await app.ctx.db
    .insertInto('product_option_groups')
    .values(picked.map((choice, position) => ({ product_id: productId, group_id: choice.groupId, position })))
    .execute();
  return picked.map((choice) => choice.id);
}
