import { z } from 'zod';
import { deliveryMethodSchema, orderStatusSchema, positiveId } from '../schemas.ts';
import { kitchenTimes, liveFields } from './liveFields.ts';

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

/** One line of an order (a row of `order_details`). */
export const orderLine = z
  .object({
    id: z.number().int(),
    qty: z.number().int(),
    size: z.string(),
    unit_price: z.number().int(),
    price: z.number().int().describe('What the line cost: unit_price × qty'),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
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
    user: z.object({ id: z.number().int(), username: z.string().nullable(), email: z.string() }),
    order_details: z.array(orderLine),
  })
  .meta({ id: 'Order' });

export const detailAnswer = z.object({ messages: z.string(), data: order });

export const statusAnswer = z.object({
  messages: z.string(),
  data: z.object({ order_id: z.number().int(), status: orderStatusSchema }),
});

export const doneBody = z.object({ order_id: positiveId('order_id') });

export const listQuery = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['new order', 'paid', 'preparing', 'ready', 'done', 'waiting', 'all'], {
        error: 'status must be paid, preparing, ready, done, new order, waiting or all',
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
    outcome: z.number().int().describe('Estimated cost: 60% of income'),
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
    }),
  ),
});
