import { z } from 'zod';
import { CANCEL_REASON_MAX } from '../../src/domain/limits.ts';
import { PAYMENT_STATES } from '../../src/domain/payments.ts';
import { deliveryMethodSchema, orderStatusSchema, positiveId } from '../http/sharedSchemas.ts';
import { cancelFields, kitchenTimes, liveFields } from './orderProgressFields.ts';
import { paymentSchema } from '../payments/paymentView.ts';
import { REFUND_STATES } from '../payments/refunds.ts';

export const checkoutHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, { error: 'Idempotency-Key must be 1 to 200 visible characters' })
    .max(200, { error: 'Idempotency-Key must be 1 to 200 visible characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key must be 1 to 200 visible characters' })
    .optional()
    .describe('Retries with the same key answer the first result and make no second order'),
});

export const checkoutAnswer = z.object({
  messages: z.string(),
  data: z.object({
    order_id: z.number().int(),
    status: orderStatusSchema,
    subtotal: z.number().int(),
    tax_fee: z.number().int(),
    shipping: z.number().int(),
    total: z.number().int(),
  }),
});

export const orderIdParams = z.object({ order_id: positiveId('order_id') });

/** An order line's product name in Bahasa Indonesia (docs/product.md, "Languages"), beside the English `name`. */
export const productNameIndonesian = z
  .string()
  .nullable()
  .optional()
  .describe('The product’s name in Bahasa Indonesia; null when the shop gave none (show `name`)');

/** One choice of an order line, kept as it was when ordered (later menu changes never alter it). */
export const chosenOption = z
  .object({
    group: z.string(),
    name: z.string(),
    group_indonesian: z
      .string()
      .nullable()
      .optional()
      .describe('The group’s name in Bahasa Indonesia when ordered; null when none (show `group`)'),
    name_indonesian: z
      .string()
      .nullable()
      .optional()
      .describe('The choice’s name in Bahasa Indonesia when ordered; null when none (show `name`)'),
    price: z.number().int().describe('What it added to the unit price'),
    is_default: z.boolean().describe('It was its group’s default: a ticket leaves it out'),
  })
  .meta({ id: 'ChosenOption' });

/** One line of an order (a row of `order_details`). */
export const orderLine = z
  .object({
    id: z.number().int(),
    qty: z.number().int(),
    size: z.string(),
    unit_price: z.number().int(),
    price: z.number().int().describe('What the line cost: unit_price × qty'),
    options: z.array(chosenOption).describe('What the line chose, as it was when ordered'),
    note: z.string().nullable().describe('The customer’s words for the barista'),
    is_reward: z.boolean().describe('The member’s free drink, paid with points: it costs 0'),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      name_indonesian: productNameIndonesian,
      price: z.number().int().describe('The unit price paid for the size'),
      images: z.string().nullable(),
    }),
  })
  .meta({ id: 'OrderDetail' });

/** A whole order with its lines, as its customer or an admin sees it. */
const order = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    delivery_method: deliveryMethodSchema,
    delivery_time: z.string().nullable(),
    address: z.string().nullable(),
    customer_phone: z.string().nullable(),
    payment_method_id: z.number().int().nullable(),
    subtotal: z.number().int(),
    tax_fee: z.number().int(),
    shipping: z.number().int(),
    total: z.number().int(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    doneAt: z.string().nullable(),
    ...kitchenTimes,
    ...liveFields,
    ...cancelFields,
    user: z.object({ id: z.number().int(), username: z.string().nullable(), email: z.string() }),
    order_details: z.array(orderLine),
    payment: paymentSchema.nullable().describe('The latest payment attempt; null before the first confirm'),
  })
  .meta({ id: 'Order' });

export const detailAnswer = z.object({ messages: z.string(), data: order });

/** What confirming a payment answers: the order's status, and its payment (what to do next, if anything). */
export const confirmAnswer = z.object({
  messages: z.string(),
  data: z.object({ order_id: z.number().int(), status: orderStatusSchema, payment: paymentSchema }),
});

export const statusAnswer = z.object({
  messages: z.string(),
  data: z.object({ order_id: z.number().int(), status: orderStatusSchema }),
});

export const doneBody = z.object({ order_id: positiveId('order_id') });

export const cancelBody = z.object({
  order_id: positiveId('order_id'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(CANCEL_REASON_MAX, { error: `reason must be at most ${CANCEL_REASON_MAX} characters` })
    .default('')
    .describe('Why the order is cancelled: needed from the shop, optional for the customer'),
});

/** A refund as a cancel answers it. */
const refundSchema = z
  .object({
    id: z.number().int(),
    state: z
      .enum(REFUND_STATES)
      .describe('`succeeded`; or `pending`/`failed` while the provider has not made it yet: it is tried again'),
    amount: z.number().int(),
  })
  .meta({ id: 'Refund' });

export const cancelAnswer = z.object({
  messages: z.string(),
  data: z.object({
    order_id: z.number().int(),
    status: z.literal('cancelled'),
    cancelled_at: z.string(),
    cancel_reason: z.string(),
    payment: paymentSchema.nullable().describe('The latest payment attempt after the cancel; null if none'),
    refund: refundSchema.nullable().describe('The refund of a paid order; null when no money was taken'),
  }),
});

export const listQuery = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['new order', 'paid', 'preparing', 'ready', 'done', 'cancelled', 'waiting', 'all'], {
        error: 'status must be paid, preparing, ready, done, new order, cancelled, waiting or all',
      })
      .default('paid')
      .describe('One status; `waiting`: paid, preparing and ready (paid and not yet done); `all`: every order'),
  ),
  search: z
    .string()
    .trim()
    .max(100, { error: 'search must be at most 100 characters' })
    .optional()
    .describe('An order number (`18` or `#18`), or else part of the customer’s username, first name or email'),
  page: z.coerce.number({ error: 'page must be a whole number' }).int().min(1).default(1),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int().min(1).max(500).default(100),
});

/** An order as the admin's order list shows it. */
const orderSummary = z
  .object({
    id: z.number().int(),
    delivery_method: deliveryMethodSchema,
    status: orderStatusSchema,
    total: z.number().int(),
    createdAt: z.string(),
    delivery_time: z.string().nullable().describe('The requested time; null for as soon as possible'),
    ...kitchenTimes,
    user: z.object({ username: z.string().nullable(), email: z.string() }),
    payment_method_id: z.number().int().nullable().describe('How it is paid (1 card, 2 bank transfer, 3 cash, 4 QRIS)'),
    payment_state: z
      .enum(PAYMENT_STATES)
      .nullable()
      .describe('Its latest payment attempt’s state; null before the first confirm'),
  })
  .meta({ id: 'OrderSummary' });

export const listAnswer = z.object({ messages: z.string(), data: z.array(orderSummary) });

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates look like 2026-11-23' })
  .optional();

export const incomeQuery = z.object({ from: day, to: day });

const incomeDay = z
  .object({
    date: z.string(),
    income: z.number().int().describe('Totals of orders paid that day (shop time), in rupiah'),
    orders: z.number().int(),
  })
  .meta({ id: 'IncomeDay' });

export const incomeAnswer = z.object({ messages: z.string(), data: z.array(incomeDay) });

export const paidOrdersAnswer = z.object({
  messages: z.string(),
  data: z.array(
    z.object({
      id: z.number().int(),
      delivery_method: deliveryMethodSchema,
      status: orderStatusSchema,
      total: z.number().int(),
      createdAt: z.string(),
      paidAt: z.string().describe('When it was paid (ISO 8601); its shop-time date is the day the chart counts it'),
      user: z.object({ username: z.string().nullable(), email: z.string() }),
      lines: z
        .array(
          z.object({
            name: z.string(),
            size: z.string(),
            qty: z.number().int(),
            options: z.array(z.string()).describe('The names of what the line chose, as it was when ordered'),
            note: z.string().nullable(),
          }),
        )
        .describe('What was ordered, for the report’s items column'),
    }),
  ),
});

const prepFigures = {
  orders: z.number().int().describe('Orders paid in the group (shop time)'),
  measured: z
    .number()
    .int()
    .describe('Orders wanted at once and ready: the ones the median and 90th percentile are taken from'),
  median_minutes: z.number().nullable().describe('Median paid→ready time in minutes, one decimal; null when none'),
  p90_minutes: z
    .number()
    .nullable()
    .describe('90th percentile (nearest rank) of paid→ready in minutes, one decimal; null when none'),
  late: z.number().int().describe('Orders late by the `late_after_minutes` rule'),
};

export const prepReportAnswer = z.object({
  messages: z.string(),
  data: z
    .object({
      late_after_minutes: z
        .number()
        .int()
        .describe(
          'An order is late when it is ready more than this many minutes after it was paid (or after the time asked for, for a scheduled order); one not ready yet, once that much time has passed',
        ),
      period: z
        .object(prepFigures)
        .describe('The whole period at once (its median is of every order, not a median of the days’)'),
      days: z.array(z.object({ date: z.string(), ...prepFigures })).describe('Every day of the period, oldest first'),
      hours: z
        .array(z.object({ hour: z.number().int().min(0).max(23), ...prepFigures }))
        .describe('The 24 hours of the day (shop time) over the whole period, by when each order was paid'),
      takings: z
        .array(
          z.object({
            date: z.string(),
            card: z.number().int().describe('Paid by card (payment method 1), rupiah'),
            bank_account: z.number().int().describe('Paid by bank account (payment method 2), rupiah'),
            cash: z.number().int().describe('Cash on delivery collected (payment method 3), rupiah'),
            qris: z.number().int().describe('Paid by QRIS (payment method 4), rupiah'),
            total: z
              .number()
              .int()
              .describe('The money that arrived, every method; with cash_due, what the income chart counts'),
            cash_due: z
              .number()
              .int()
              .describe('Cash of the day’s orders still to collect at hand-over (in no method and not in total)'),
            orders: z.number().int(),
          }),
        )
        .describe('Takings per day by payment method, for reconciliation'),
    })
    .meta({ id: 'PrepReport' }),
});
