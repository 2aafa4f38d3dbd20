import { z } from 'zod';
import { minuteOfDay } from '../../src/domain/shopHours.ts';

/*
 * The shop's settings as the API takes and gives them (docs/product.md, "Shop hours"). Shapes and
 * ranges are checked here; rules that need the whole week or the clock (overlaps, past dates) are
 * checked by server/shop/shopSettings.ts, with the same 400 that names the field.
 */

// A line break or another control character would break the one line the menu and the queue show.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const TAX_RATE_MAX = 20;
export const SHIPPING_FEE_MAX = 100_000;
export const PAUSE_REASON_MAX = 100;

const clockText = (field: string, end: boolean) =>
  z.string({ error: `${field} must be a time like 07:00` }).refine((value) => minuteOfDay(value, end) !== null, {
    error: `${field} must be a time like 07:00, from 00:00 to ${end ? '24:00' : '23:59'}`,
  });

const isoDay = (field: string) =>
  z
    .number({ error: `${field} must be 1 (Monday) to 7 (Sunday)` })
    .int({ error: `${field} must be 1 (Monday) to 7 (Sunday)` })
    .min(1, { error: `${field} must be 1 (Monday) to 7 (Sunday)` })
    .max(7, { error: `${field} must be 1 (Monday) to 7 (Sunday)` });

export const openingHoursSchema = z
  .object({
    day: isoDay('hours: day'),
    opens: clockText('hours: opens', false),
    closes: clockText('hours: closes', true).describe(
      '`24:00` is the end of the day; earlier than `opens` passes midnight (18:00–02:00 closes on the next day at 02:00)',
    ),
  })
  .meta({ id: 'OpeningHours' });

export const deliveryWindowSchema = z
  .object({
    days: z
      .array(isoDay('delivery_window: days'), { error: 'delivery_window: days must be a list of days 1 to 7' })
      .min(1, { error: 'delivery_window: days must name at least one day' })
      .max(7, { error: 'delivery_window: days must name each day once' })
      .refine((days) => new Set(days).size === days.length, { error: 'delivery_window: days must name each day once' })
      .describe('1 (Monday) to 7 (Sunday)'),
    start: clockText('delivery_window: start', false),
    end: clockText('delivery_window: end', true),
  })
  .refine((window) => minuteOfDay(window.end, true)! > minuteOfDay(window.start)!, {
    error: 'delivery_window: end must be after start',
    path: ['end'],
  })
  .meta({ id: 'DeliveryWindowSetting' });

const shopDateSchema = z.string().describe('A shop-time date, `2026-12-25`');

export const shopSettingsSchema = z
  .object({
    timezone: z.literal('Asia/Jakarta').describe('Every time and date of the settings is in this zone'),
    open_now: z.boolean().describe('Within the opening hours now (not a closed date)'),
    accepting_orders: z.boolean().describe('False while orders are paused (busy, out of milk)'),
    pause_reason: z.string().nullable().describe('Why orders are paused; null when they are not'),
    paused_until: z
      .string()
      .nullable()
      .describe('ISO 8601: the pause ends by itself then; null when not paused or paused until resumed by hand'),
    next_open_at: z
      .string()
      .nullable()
      .describe(
        'ISO 8601: when orders are taken again (the next opening, after the pause if paused); null when taking orders now, or when nothing is known (paused by hand, or no hours ahead)',
      ),
    hours: z.array(openingHoursSchema).describe('A day missing from the list is closed'),
    closed_dates: z.array(shopDateSchema),
    tax_rate_percent: z.number().int(),
    shipping_fee: z.number().int().describe('Home delivery’s fee, whole rupiah'),
    delivery_window: deliveryWindowSchema,
  })
  .meta({ id: 'ShopSettings' });

export const shopAnswer = z.object({ messages: z.string(), data: shopSettingsSchema });

export const shopPatchBody = z
  .strictObject(
    {
      hours: z
        .array(openingHoursSchema, { error: 'hours must be a list of { day, opens, closes }' })
        .max(50, { error: 'hours: at most 50 ranges' })
        .optional(),
      closed_dates: z
        .array(z.string({ error: 'closed_dates must be dates like 2026-12-25' }).max(10), {
          error: 'closed_dates must be a list of dates like 2026-12-25',
        })
        .max(400, { error: 'closed_dates: at most 400 dates' })
        .optional(),
      tax_rate_percent: z
        .number({ error: `tax_rate_percent must be a whole number from 0 to ${TAX_RATE_MAX}` })
        .int({ error: `tax_rate_percent must be a whole number from 0 to ${TAX_RATE_MAX}` })
        .min(0, { error: `tax_rate_percent must be a whole number from 0 to ${TAX_RATE_MAX}` })
        .max(TAX_RATE_MAX, { error: `tax_rate_percent must be a whole number from 0 to ${TAX_RATE_MAX}` })
        .optional(),
      shipping_fee: z
        .number({ error: `shipping_fee must be a whole number of rupiah from 0 to ${SHIPPING_FEE_MAX}` })
        .int({ error: `shipping_fee must be a whole number of rupiah from 0 to ${SHIPPING_FEE_MAX}` })
        .min(0, { error: `shipping_fee must be a whole number of rupiah from 0 to ${SHIPPING_FEE_MAX}` })
        .max(SHIPPING_FEE_MAX, {
          error: `shipping_fee must be a whole number of rupiah from 0 to ${SHIPPING_FEE_MAX}`,
        })
        .optional(),
      delivery_window: deliveryWindowSchema.optional(),
    },
    { error: 'Send any of hours, closed_dates, tax_rate_percent, shipping_fee, delivery_window' },
  )
  .meta({ id: 'ShopSettingsChange' });

export const pauseBody = z
  .strictObject(
    {
      accepting_orders: z.boolean({ error: 'accepting_orders must be true or false' }),
      reason: z
        .string({ error: 'reason must be text' })
        .refine((text) => [...text].length <= PAUSE_REASON_MAX, {
          error: `reason must be at most ${PAUSE_REASON_MAX} characters`,
        })
        .refine((text) => !CONTROL.test(text), { error: 'reason must be one line of plain text' })
        .optional()
        .describe('Plain text, one line; shown to customers while paused'),
      until: z
        .string({ error: 'until must be a date and time, like 2026-11-23T15:30:00+07:00' })
        .optional()
        .describe('ISO 8601 (or shop time `2026-11-23T15:30`), in the future: orders resume by themselves then'),
    },
    { error: 'Send accepting_orders, and reason and until when pausing' },
  )
  .meta({ id: 'PauseOrders' });

export type ShopPatch = z.infer<typeof shopPatchBody>;
export type PauseInput = z.infer<typeof pauseBody>;
export type ShopSettingsAnswer = z.infer<typeof shopSettingsSchema>;
