import {
  closedDatesProblem,
  hoursProblem,
  isOpenAt,
  nextOpenAt,
  openingWords,
  type OpeningHours,
  type ShopSchedule,
} from '../../src/domain/shopHours.ts';
import { parseShopTime } from '../../src/domain/shopTime.ts';
import type { AppContext } from '../context.ts';
import type { Db, ShopSettingsTable } from '../db/schema.ts';
import { badRequest, conflict } from '../errors.ts';
import { recordShopEvent } from '../events/orderEvents.ts';
import type { PauseInput, ShopPatch, ShopSettingsAnswer } from './shopSchemas.ts';

/*
 * The shop's settings (docs/architecture.md, "Shop hours"). They are read from the database on
 * every use, not cached: one primary-key read per checkout or GET shop is cheap, and every server
 * process (PostgreSQL) then sees a change at once without an invalidation to get wrong. A change
 * still publishes a `shop` event, so open pages read GET shop again.
 */

export const SHOP_TIMEZONE = 'Asia/Jakarta';

/** The settings as the server uses them. */
export interface ShopSettings {
  hours: OpeningHours[];
  closedDates: string[];
  taxRatePercent: number;
  shippingFee: number;
  deliveryWindow: { days: number[]; start: string; end: string };
  /** The stored switch: false from a pause until it is lifted or its `until` passes (see pauseOf). */
  acceptingOrders: boolean;
  pauseReason: string | null;
  pausedUntil: string | null;
}

function fromRow(row: ShopSettingsTable): ShopSettings {
  return {
    hours: JSON.parse(row.hours) as OpeningHours[],
    closedDates: JSON.parse(row.closed_dates) as string[],
    taxRatePercent: row.tax_rate_percent,
    shippingFee: row.shipping_fee,
    deliveryWindow: {
      days: JSON.parse(row.delivery_days) as number[],
      start: row.delivery_start,
      end: row.delivery_end,
    },
    acceptingOrders: Boolean(row.accepting_orders),
    pauseReason: row.pause_reason,
    pausedUntil: row.paused_until,
  };
}

/** The one row of settings (written by the migration, so always there). */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  return fromRow(await db.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow());
}

export const scheduleOf = (settings: ShopSettings): ShopSchedule => ({
  hours: settings.hours,
  closedDates: settings.closedDates,
});

/** Whether orders are paused at `now`: a pause with an `until` that has come is over (judged on read, no timer). */
export function pauseOf(settings: ShopSettings, now: Date): { paused: boolean; until: Date | null } {
  if (settings.acceptingOrders) return { paused: false, until: null };
  const until = settings.pausedUntil ? new Date(settings.pausedUntil) : null;
  if (until && until.getTime() <= now.getTime()) return { paused: false, until: null };
  return { paused: true, until };
}

/**
 * When orders are taken again: null when they are taken now, or when nobody knows (paused by hand,
 * no opening ahead). After a pause with an end, the first opening from that end.
 */
export function ordersResumeAt(settings: ShopSettings, now: Date): Date | null {
  const pause = pauseOf(settings, now);
  const schedule = scheduleOf(settings);
  if (!pause.paused) return isOpenAt(schedule, now) ? null : nextOpenAt(schedule, now);
  return pause.until ? nextOpenAt(schedule, pause.until) : null;
}

/** GET shop's `data`. */
export function shopAnswerData(settings: ShopSettings, now: Date): ShopSettingsAnswer {
  const pause = pauseOf(settings, now);
  const resume = ordersResumeAt(settings, now);
  return {
    timezone: SHOP_TIMEZONE,
    open_now: isOpenAt(scheduleOf(settings), now),
    accepting_orders: !pause.paused,
    pause_reason: pause.paused ? settings.pauseReason : null,
    paused_until: pause.until?.toISOString() ?? null,
    next_open_at: resume?.toISOString() ?? null,
    hours: settings.hours,
    closed_dates: settings.closedDates,
    tax_rate_percent: settings.taxRatePercent,
    shipping_fee: settings.shippingFee,
    delivery_window: settings.deliveryWindow,
  };
}

/**
 * Why an order for now cannot be taken, in the contract's words (`We are closed now. We open again
 * at 07:00.`), or null when it can. A pause names its reason and when orders resume, when known.
 */
export function closedNowText(settings: ShopSettings, now: Date): string | null {
  const pause = pauseOf(settings, now);
  const resume = ordersResumeAt(settings, now);
  if (pause.paused) {
    const reason = settings.pauseReason ? `: ${settings.pauseReason}` : '';
    return `We are not taking orders right now${reason}.${resume ? ` We take orders again ${openingWords(resume, now)}.` : ''}`;
  }
  if (!isOpenAt(scheduleOf(settings), now)) {
    return `We are closed now.${resume ? ` We open again ${openingWords(resume, now)}.` : ''}`;
  }
  return null;
}

/**
 * Whether an order for `when` can be taken at `now` (docs/product.md, "Shop hours"). An order for now
 * (`when` is `now`: no time chosen, or one just gone by) needs the shop open and taking orders: 409
 * SHOP_CLOSED says when orders open again. A pause stops every order, later ones too, until it ends.
 * An order for later needs that time in the opening hours (not a closed date), whether or not the
 * shop is open now: 400 SHOP_CLOSED_AT_TIME otherwise.
 */
export function checkTakesOrder(settings: ShopSettings, when: Date, now: Date): void {
  const forNow = when.getTime() <= now.getTime();
  if (forNow || pauseOf(settings, now).paused) {
    const closed = closedNowText(settings, now);
    if (closed) throw conflict(closed, 'SHOP_CLOSED');
  }
  const schedule = scheduleOf(settings);
  if (!forNow && !isOpenAt(schedule, when)) {
    const next = nextOpenAt(schedule, when);
    const text = `We are closed at that time: choose a time when we are open${next ? ` (we open again ${openingWords(next, now)})` : ''}.`;
    throw badRequest(text, 'SHOP_CLOSED_AT_TIME', { delivery_time: text });
  }
}

/** The hours sorted by day and opening, so GET shop lists them in the week's order. */
const sortHours = (hours: readonly OpeningHours[]) =>
  [...hours]
    .map(({ day, opens, closes }) => ({ day, opens, closes }))
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));

/** Applies an admin's change: every field checked first (400 naming it), then one update and a `shop` event. */
export async function updateShopSettings(ctx: AppContext, patch: ShopPatch): Promise<ShopSettings> {
  const now = ctx.clock();
  if (patch.hours) {
    const problem = hoursProblem(patch.hours);
    if (problem) throw badRequest(problem, 'BAD_SHOP_HOURS', { hours: problem });
  }
  if (patch.closed_dates) {
    const problem = closedDatesProblem(patch.closed_dates, now);
    if (problem) throw badRequest(problem, 'BAD_CLOSED_DATES', { closed_dates: problem });
  }
  const changes: Partial<ShopSettingsTable> = { updated_at: now.toISOString() };
  if (patch.hours) changes.hours = JSON.stringify(sortHours(patch.hours));
  if (patch.closed_dates) changes.closed_dates = JSON.stringify([...new Set(patch.closed_dates)].sort());
  if (patch.tax_rate_percent !== undefined) changes.tax_rate_percent = patch.tax_rate_percent;
  if (patch.shipping_fee !== undefined) changes.shipping_fee = patch.shipping_fee;
  if (patch.delivery_window) {
    changes.delivery_days = JSON.stringify([...patch.delivery_window.days].sort((a, b) => a - b));
    changes.delivery_start = patch.delivery_window.start;
    changes.delivery_end = patch.delivery_window.end;
  }
  return writeSettings(ctx, changes, now);
}

/** Pauses orders (with a reason and an end, when given) or resumes them; staff and admins. */
export async function pauseOrders(ctx: AppContext, input: PauseInput): Promise<ShopSettings> {
  const now = ctx.clock();
  if (input.accepting_orders) {
    return writeSettings(
      ctx,
      { accepting_orders: 1, pause_reason: null, paused_until: null, updated_at: now.toISOString() },
      now,
    );
  }
  let until: Date | null = null;
  if (input.until !== undefined && input.until !== '') {
    until = parseShopTime(input.until);
    if (!until) {
      const text = 'until must be a date and time, like 2026-11-23T15:30:00+07:00';
      throw badRequest(text, 'BAD_PAUSE_UNTIL', { until: text });
    }
    if (until.getTime() <= now.getTime()) {
      const text = 'until must be in the future';
      throw badRequest(text, 'BAD_PAUSE_UNTIL', { until: text });
    }
  }
  const reason = input.reason?.trim() ?? '';
  return writeSettings(
    ctx,
    {
      accepting_orders: 0,
      pause_reason: reason || null,
      paused_until: until?.toISOString() ?? null,
      updated_at: now.toISOString(),
    },
    now,
  );
}

async function writeSettings(ctx: AppContext, changes: Partial<ShopSettingsTable>, now: Date): Promise<ShopSettings> {
  const { settings, event } = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('shop_settings').set(changes).where('id', '=', 1).execute();
    const written = await readShopSettings(trx);
    return {
      settings: written,
      event: await recordShopEvent(trx, ctx.dialect, {
        accepting_orders: !pauseOf(written, now).paused,
        at: now.toISOString(),
      }),
    };
  });
  // The drawn pages' copy of GET shop's answer (server/catalogue/catalogueCache.ts) goes at once.
  ctx.catalogue.invalidate();
  ctx.events.publish(event);
  return settings;
}
