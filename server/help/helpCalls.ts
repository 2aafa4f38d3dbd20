import {
  HELP_CALLS_PER_HOUR,
  HELP_TOO_MANY_CALLS,
  HELP_TOO_MANY_OPEN,
  HELP_WINDOW_MS,
  OPEN_HELP_CALLS_MAX,
  type HelpTopic,
} from '../../src/domain/helpCalls.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import { recordHelpEvent } from '../events/orderEvents.ts';
import { callableName } from '../orders/callName.ts';
import type { HelpCall } from './helpSchemas.ts';

export const HELP_CALL_NOT_FOUND = 'No help call has this id';
export const HELP_ANSWERED = 'This question has been answered already';
export const UNKNOWN_PRODUCT = 'No product has this id';
export const NOT_YOUR_ORDER = 'You have no order with this id';
/** A customer's own calls as `GET help/mine` answers them: the latest few are all a screen shows. */
export const MINE_LIMIT = 20;
/** Open calls the queue's panel reads at once; more than a shop's counter ever has. */
export const OPEN_LIMIT = 100;
/** Answered calls are kept a month for a look back, then pruned (server/maintenance.ts). */
export const ANSWERED_KEPT_MS = 30 * 24 * 60 * 60_000;

export interface NewHelpCall {
  topic: HelpTopic;
  message: string;
  product_id?: number | undefined;
  order_id?: number | undefined;
}

/** A help call with its customer's first name and its product's name. */
function selectCalls(db: Db) {
  return db
    .selectFrom('help_calls')
    .innerJoin('users', 'users.id', 'help_calls.user_id')
    .leftJoin('products', 'products.id', 'help_calls.product_id')
    .select([
      'help_calls.id',
      'help_calls.user_id',
      'help_calls.topic',
      'help_calls.message',
      'users.first_name',
      'users.username',
      'help_calls.product_id',
      'products.name as product_name',
      'help_calls.order_id',
      'help_calls.reply',
      'help_calls.created_at',
      'help_calls.answered_at',
    ]);
}

type CallRow = Awaited<ReturnType<ReturnType<typeof selectCalls>['executeTakeFirstOrThrow']>>;

function toHelpCall(row: CallRow): HelpCall {
  return {
    id: row.id,
    topic: row.topic as HelpTopic,
    message: row.message,
    first_name: callableName(row.first_name, row.username),
    product_id: row.product_id,
    product_name: row.product_name,
    order_id: row.order_id,
    reply: row.reply,
    created_at: row.created_at,
    answered_at: row.answered_at,
  };
}

/**
 * A customer's question to the baristas. One transaction holding the customer's row (PostgreSQL) or
 * the write lock (SQLite) counts their open calls and their calls of the last hour, so concurrent
 * requests, even through other processes, never pass the bounds; the event that puts it on the
 * queue's panel is written with it and published after the commit.
 */
export async function askForHelp(ctx: AppContext, userId: number, body: NewHelpCall): Promise<HelpCall> {
  const now = ctx.clock();
  const { call, event } = await ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    if (body.product_id !== undefined) {
      const product = await trx
        .selectFrom('products')
        .select('id')
        .where('id', '=', body.product_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!product) throw badRequest(UNKNOWN_PRODUCT, 'VALIDATION_FAILED', { product_id: UNKNOWN_PRODUCT });
    }
    if (body.order_id !== undefined) {
      const order = await trx
        .selectFrom('orders')
        .select('id')
        .where('id', '=', body.order_id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!order) throw badRequest(NOT_YOUR_ORDER, 'VALIDATION_FAILED', { order_id: NOT_YOUR_ORDER });
    }
    const since = new Date(now.getTime() - HELP_WINDOW_MS).toISOString();
    const counts = await trx
      .selectFrom('help_calls')
      .select((eb) => [
        eb.fn.countAll().as('recent'),
        eb.fn.sum(eb.case().when('answered_at', 'is', null).then(1).else(0).end()).as('open'),
      ])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('answered_at', 'is', null), eb('created_at', '>', since)]))
      .executeTakeFirst();
    if (Number(counts?.open ?? 0) >= OPEN_HELP_CALLS_MAX)
      throw conflict(HELP_TOO_MANY_OPEN, 'TOO_MANY_OPEN_HELP_CALLS');
    // Open calls older than the hour are counted too: they are few (3 at most) and still waiting.
    if (Number(counts?.recent ?? 0) >= HELP_CALLS_PER_HOUR) {
      throw new HttpError(429, 'HELP_RATE_LIMITED', HELP_TOO_MANY_CALLS);
    }
    const { id } = await trx
      .insertInto('help_calls')
      .values({
        user_id: userId,
        topic: body.topic,
        message: body.message,
        product_id: body.product_id ?? null,
        order_id: body.order_id ?? null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = toHelpCall(await selectCalls(trx).where('help_calls.id', '=', id).executeTakeFirstOrThrow());
    return { call: made, event: await recordHelpEvent(trx, ctx.dialect, userId, made, now) };
  });
  ctx.events.publish(event);
  return call;
}

/**
 * A barista's answer, which closes the call: one conditional update, so two baristas answering at once
 * get one 200 and one 409. The event goes to the customer (where they asked) and to the staff (whose
 * panels drop the call).
 */
export async function answerHelpCall(ctx: AppContext, id: number, staffId: number, reply: string): Promise<HelpCall> {
  const now = ctx.clock();
  const { call, event } = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('help_calls')
      .set({ reply, answered_by: staffId, answered_at: now.toISOString() })
      .where('id', '=', id)
      .where('answered_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('help_calls').select('id').where('id', '=', id).executeTakeFirst();
      throw exists
        ? conflict(HELP_ANSWERED, 'HELP_CALL_ANSWERED')
        : notFound(HELP_CALL_NOT_FOUND, 'HELP_CALL_NOT_FOUND');
    }
    const answered = toHelpCall(await selectCalls(trx).where('help_calls.id', '=', id).executeTakeFirstOrThrow());
    return { call: answered, event: await recordHelpEvent(trx, ctx.dialect, updated.user_id, answered, now) };
  });
  ctx.events.publish(event);
  return call;
}

/** A customer's own calls, newest first. */
export async function myHelpCalls(db: Db, userId: number): Promise<HelpCall[]> {
  const rows = await selectCalls(db)
    .where('help_calls.user_id', '=', userId)
    .orderBy('help_calls.id', 'desc')
    .limit(MINE_LIMIT)
    .execute();
  return rows.map(toHelpCall);
}

/** The open calls, oldest first: the queue's panel. */
export async function openHelpCalls(db: Db): Promise<HelpCall[]> {
  const rows = await selectCalls(db)
    .where('help_calls.answered_at', 'is', null)
    .orderBy('help_calls.id')
    .limit(OPEN_LIMIT)
    .execute();
  return rows.map(toHelpCall);
}

/** Answered calls past their month (server/maintenance.ts); open ones stay until answered. */
export async function pruneAnsweredHelpCalls(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ANSWERED_KEPT_MS).toISOString();
  await db.deleteFrom('help_calls').where('answered_at', '<', before).execute();
}
