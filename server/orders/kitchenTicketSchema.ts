import { z } from 'zod';
import { deliveryMethodSchema } from '../http/sharedSchemas.ts';
import { orderLine } from './orderSchemas.ts';

/** One ticket of the barista's queue: who, how, when wanted, what, and when it reached each status. */
export const queueTicket = z.object({
  id: z.number().int().describe('The order id, called out as its number'),
  status: z.enum(['paid', 'preparing', 'ready']),
  name: z.string().describe("The customer's first name or username"),
  delivery_method: deliveryMethodSchema,
  delivery_time: z.string().nullable().describe('When the customer wants it (ISO 8601); null for as soon as possible'),
  paid_at: z.string().nullable(),
  preparing_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  due_at: z
    .string()
    .describe(
      'When the order joins the queue (ISO 8601): when it was paid, or for a scheduled order its delivery time less ' +
        "the shop's recent preparation time, whichever is later",
    ),
  order_details: z.array(orderLine),
  cash_due: z
    .number()
    .int()
    .nullable()
    .describe('Rupiah to collect in cash when the order is handed over; null when nothing is to collect'),
  address: z.string().nullable().describe('Where a home delivery goes; null for dine in and take away'),
  customer_phone: z.string().nullable().describe("The customer's phone for a home delivery; null otherwise"),
});

export const queueAnswer = z.object({ messages: z.string(), data: z.array(queueTicket) });
