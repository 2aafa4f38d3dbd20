import { optionGroupSchema, type OptionGroupInput } from '../../src/domain/apiSchemas.ts';
import type { OptionChoice, OptionGroup } from '../../src/domain/options.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { recordMenuEvent } from '../events/orderEvents.ts';
import type { MenuEvent } from '../events/shopEvents.ts';

/*
 * Option groups and their choices (docs/architecture.md, "Customisations"). A group is shared by
 * products; a choice past orders used is never deleted, only hidden (its order lines keep their own
 * snapshot of its words and price, and the row says which choice it was).
 */

export const GROUP_NOT_FOUND = 'Option group not found';
export const CHOICE_NOT_FOUND = 'Choice not found';

/** A group as the API answers it, with the products that offer it (for the shop's screen). */
export interface ApiOptionGroup extends OptionGroup {
  product_ids: number[];
}

const asBoolean = (value: number) => value === 1;

/** The live choices of these groups, by group, in their order. */
async function choicesOf(db: Db, groupIds: readonly number[]) {
  const byGroup = new Map<number, OptionChoice[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('option_choices')
    .select(['id', 'group_id', 'name', 'name_indonesian', 'price', 'is_default', 'sold_out'])
    .where('group_id', 'in', groupIds)
    .where('deleted_at', 'is', null)
    .orderBy('group_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      name_indonesian: row.name_indonesian,
      price: row.price,
      is_default: asBoolean(row.is_default),
      sold_out: asBoolean(row.sold_out),
    });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
}

/** Each product's groups in the order its page shows them (a product without groups is absent). */
export async function groupsOfProducts(db: Db, productIds: readonly number[]): Promise<Map<number, OptionGroup[]>> {
  const result = new Map<number, OptionGroup[]>();
  if (productIds.length === 0) return result;
  const links = await db
    .selectFrom('product_option_groups as link')
    .innerJoin('option_groups as g', 'g.id', 'link.group_id')
    .select(['link.product_id', 'g.id', 'g.name', 'g.name_indonesian', 'g.min', 'g.max'])
    .where('link.product_id', 'in', productIds)
    .where('g.deleted_at', 'is', null)
    .orderBy('link.product_id')
    .orderBy('link.position')
    .execute();
  const choices = await choicesOf(db, [...new Set(links.map((link) => link.id))]);
  for (const link of links) {
    const list = result.get(link.product_id) ?? [];
    list.push({
      id: link.id,
      name: link.name,
      name_indonesian: link.name_indonesian,
      min: link.min,
      max: link.max,
      choices: choices.get(link.id) ?? [],
    });
    result.set(link.product_id, list);
  }
  return result;
}

/** Every live group with its choices and the live products that offer it, in the order they were made. */
export async function listGroups(db: Db): Promise<ApiOptionGroup[]> {
  const groups = await db
    .selectFrom('option_groups')
    .select(['id', 'name', 'name_indonesian', 'min', 'max'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const ids = groups.map((group) => group.id);
  const [choices, links] = await Promise.all([
    choicesOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('product_option_groups as link')
          .innerJoin('products as p', 'p.id', 'link.product_id')
          .select(['link.group_id', 'link.product_id'])
          .where('link.group_id', 'in', ids)
          .where('p.deleted_at', 'is', null)
          .orderBy('link.product_id')
          .execute(),
  ]);
  return groups.map((group) => ({
    ...group,
    choices: choices.get(group.id) ?? [],
    product_ids: links.filter((link) => link.group_id === group.id).map((link) => link.product_id),
  }));
}

async function oneGroup(db: Db, id: number): Promise<ApiOptionGroup> {
  const group = (await listGroups(db)).find((candidate) => candidate.id === id);
  if (!group) throw notFound(GROUP_NOT_FOUND, 'OPTION_GROUP_NOT_FOUND');
  return group;
}

function checkGroup(values: unknown): OptionGroupInput {
  const result = validate(optionGroupSchema, values);
  if (!result.ok) {
    const first = Object.values(result.errors)[0] ?? 'The option group is not valid';
    throw badRequest(first, 'VALIDATION_FAILED', result.errors);
  }
  return result.data;
}

const flag = (value: boolean) => (value ? 1 : 0);

/** Choice ids some order line chose: those rows stay (hidden) when the shop removes them. */
async function usedChoiceIds(db: Db, choiceIds: readonly number[]): Promise<Set<number>> {
  if (choiceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_detail_options')
    .select('choice_id')
    .distinct()
    .where('choice_id', 'in', choiceIds)
    .execute();
  return new Set(rows.map((row) => row.choice_id));
}

/** The menu changed: this process's catalogue copy is stale, and open menus are told. */
async function menuChanged(ctx: AppContext, trx: Db, data: Omit<MenuEvent['data'], 'at'>) {
  ctx.catalogue.invalidate();
  return recordMenuEvent(trx, ctx.dialect, { ...data, at: ctx.clock().toISOString() });
}

const GROUPS_CHANGED = { product_id: null, choice_id: null, sold_out: null } as const;

export async function createGroup(ctx: AppContext, body: unknown): Promise<ApiOptionGroup> {
  const input = checkGroup(body);
  const stamp = ctx.clock().toISOString();
  const { id, event } = await ctx.db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('option_groups')
      .values({
        name: input.name,
        name_indonesian: input.name_indonesian ?? null,
        min: input.min,
        max: input.max,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('option_choices')
      .values(
        input.choices.map((choice, position) => ({
          group_id: group.id,
          name: choice.name,
          name_indonesian: choice.name_indonesian ?? null,
          price: choice.price,
          is_default: flag(choice.is_default),
          sold_out: flag(choice.sold_out),
          position,
          deleted_at: null,
        })),
      )
      .execute();
    return { id: group.id, event: await menuChanged(ctx, trx, GROUPS_CHANGED) };
  });
  ctx.events.publish(event);
  return oneGroup(ctx.db, id);
}

/**
 * Merges the sent fields over the stored group and checks the whole group again. `choices`, when
 * sent, is the whole list in its new order: a choice with an `id` is kept (renamed, repriced,
 * moved), one without is new, and one left out is removed (hidden if past orders chose it). Prices
 * change for new orders only: order lines keep what they paid.
 */
export async function updateGroup(ctx: AppContext, id: number, body: Record<string, unknown>): Promise<ApiOptionGroup> {
  const stamp = ctx.clock().toISOString();
  const event = await ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('option_groups')
      .select(['id', 'name', 'name_indonesian', 'min', 'max'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(ctx.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!stored) throw notFound(GROUP_NOT_FOUND, 'OPTION_GROUP_NOT_FOUND');
    const current = (await choicesOf(trx, [id])).get(id) ?? [];
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const input = checkGroup({
      name: stored.name,
      name_indonesian: stored.name_indonesian,
      min: stored.min,
      max: stored.max,
      choices: current,
      ...sent,
    });
    const currentIds = new Set(current.map((choice) => choice.id));
    const stranger = input.choices.find((choice) => choice.id !== undefined && !currentIds.has(choice.id));
    if (stranger) {
      throw badRequest(`Choice ${stranger.id} is not one of ${stored.name}'s choices`, 'CHOICE_NOT_IN_GROUP');
    }
    await trx
      .updateTable('option_groups')
      .set({
        name: input.name,
        name_indonesian: input.name_indonesian,
        min: input.min,
        max: input.max,
        updated_at: stamp,
      })
      .where('id', '=', id)
      .execute();
    for (const [position, choice] of input.choices.entries()) {
      const values = {
        name: choice.name,
        // Not sent: a kept choice keeps its Indonesian name, a new one has none.
        ...(choice.name_indonesian !== undefined || choice.id === undefined
          ? { name_indonesian: choice.name_indonesian ?? null }
          : {}),
        price: choice.price,
        is_default: flag(choice.is_default),
        sold_out: flag(choice.sold_out),
        position,
      };
      if (choice.id === undefined) {
        await trx
          .insertInto('option_choices')
          .values({ ...values, group_id: id, deleted_at: null })
          .execute();
      } else {
        await trx.updateTable('option_choices').set(values).where('id', '=', choice.id).execute();
      }
    }
    const kept = new Set(input.choices.map((choice) => choice.id));
    const removed = [...currentIds].filter((choiceId) => !kept.has(choiceId));
    await removeChoices(trx, removed, stamp);
    return menuChanged(ctx, trx, GROUPS_CHANGED);
  });
  ctx.events.publish(event);
  return oneGroup(ctx.db, id);
}

/** Choices past orders used are hidden; the others go. */
async function removeChoices(trx: Db, choiceIds: readonly number[], stamp: string) {
  if (choiceIds.length === 0) return;
  const used = [...(await usedChoiceIds(trx, choiceIds))];
  const unused = choiceIds.filter((choiceId) => !used.includes(choiceId));
  if (used.length > 0) {
    await trx.updateTable('option_choices').set({ deleted_at: stamp }).where('id', 'in', used).execute();
  }
  if (unused.length > 0) await trx.deleteFrom('option_choices').where('id', 'in', unused).execute();
}

/**
 * Takes a group off every product. A group past orders used is kept, hidden, for their records; one
 * no order used goes with its choices.
 */
export async function deleteGroup(ctx: AppContext, id: number): Promise<{ kept: boolean }> {
  const stamp = ctx.clock().toISOString();
  const { kept, event } = await ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('option_groups')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(ctx.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!stored) throw notFound(GROUP_NOT_FOUND, 'OPTION_GROUP_NOT_FOUND');
    await trx.deleteFrom('product_option_groups').where('group_id', '=', id).execute();
    const choiceIds = (await trx.selectFrom('option_choices').select('id').where('group_id', '=', id).execute()).map(
      (row) => row.id,
    );
    const used = (await usedChoiceIds(trx, choiceIds)).size > 0;
    if (used) {
      await trx
        .updateTable('option_groups')
        .set({ deleted_at: stamp, updated_at: stamp })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('option_choices')
        .set({ deleted_at: stamp })
        .where('group_id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    } else {
      await trx.deleteFrom('option_choices').where('group_id', '=', id).execute();
      await trx.deleteFrom('option_groups').where('id', '=', id).execute();
    }
    return { kept: used, event: await menuChanged(ctx, trx, GROUPS_CHANGED) };
  });
  ctx.events.publish(event);
  return { kept };
}

/**
 * Sets which groups a product offers, in this order (inside the product's own transaction). Every id
 * must be a live group.
 */
export async function assignGroups(trx: Db, productId: number, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length > 0) {
    const live = await trx
      .selectFrom('option_groups')
      .select('id')
      .where('id', 'in', groupIds)
      .where('deleted_at', 'is', null)
      .execute();
    const known = new Set(live.map((row) => row.id));
    const missing = groupIds.find((groupId) => !known.has(groupId));
    if (missing !== undefined) {
      throw badRequest(`Option group ${missing} does not exist`, 'OPTION_GROUP_NOT_FOUND', {
        option_group_ids: `Option group ${missing} does not exist`,
      });
    }
  }
  await trx.deleteFrom('product_option_groups').where('product_id', '=', productId).execute();
  if (groupIds.length > 0) {
    await trx
      .insertInto('product_option_groups')
      .values(groupIds.map((groupId, position) => ({ product_id: productId, group_id: groupId, position })))
      .execute();
  }
}

/** Sold out and back, in one tap: a choice (oat milk) for every product that offers it. */
export async function setChoiceSoldOut(ctx: AppContext, id: number, soldOut: boolean) {
  const event = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('option_choices')
      .set({ sold_out: flag(soldOut) })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning(['id', 'name', 'name_indonesian', 'price', 'is_default', 'sold_out'])
      .executeTakeFirst();
    if (!row) throw notFound(CHOICE_NOT_FOUND, 'CHOICE_NOT_FOUND');
    return {
      choice: { ...row, is_default: asBoolean(row.is_default), sold_out: asBoolean(row.sold_out) },
      event: await menuChanged(ctx, trx, { product_id: null, choice_id: id, sold_out: soldOut }),
    };
  });
  ctx.events.publish(event.event);
  return event.choice;
}
