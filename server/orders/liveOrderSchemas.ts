import { z } from 'zod';
import { deliveryMethodSchema, orderStatusSchema, positiveId } from '../http/sharedSchemas.ts';
import { cancelFields, kitchenTimes, liveFields } from './orderProgressFields.ts';
import { orderLine } from './orderSchemas.ts';

export const statusBody = z.object({
  order_id: positiveId('order_id'),
  status: orderStatusSchema.describe('The status to move to: one step along paid → preparing → ready → done, or back'),
});

export const moveAnswer = z.object({
  messages: z.string(),
  data: z.object({ order_id: z.number().int(), status: orderStatusSchema, ...kitchenTimes, ...liveFields }),
});

export const mineQuery = z.object({
  page: z.coerce.number({ error: 'page must be a whole number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int().min(1).max(100).default(50),
});

export const mineAnswer = z.object({
  messages: z.string(),
  data: z.array(
    z.object({
      id: z.number().int(),
      status: orderStatusSchema,
      delivery_method: deliveryMethodSchema,
      delivery_time: z.string().nullable(),
      total: z.number().int(),
      createdAt: z.string(),
      ...kitchenTimes,
      ...liveFields,
      ...cancelFields,
      order_details: z.array(orderLine),
    }),
  ),
});

const boardEntry = z.object({
  number: z.number().int().describe('The order id'),
  name: z.string().describe("The customer's first name or username, nothing else"),
});

export const boardAnswer = z.object({
  messages: z.string(),
  data: z.object({ preparing: z.array(boardEntry), ready: z.array(boardEntry) }),
});
