import { z } from 'zod';

/** When the order reached each kitchen status (ISO 8601), null until it has. */
export const kitchenTimes = {
  paid_at: z.string().nullable(),
  preparing_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  done_at: z.string().nullable(),
};

/** Where the order stands for its customer; both are null once it is ready. */
export const liveFields = {
  queue_position: z
    .number()
    .int()
    .nullable()
    .describe('Orders paid before it and not yet ready, plus one; null once ready'),
  estimated_ready_at: z
    .string()
    .nullable()
    .describe("When it should be ready (ISO 8601), from the shop's recent preparation times; null once ready"),
};

/** When and why an order was cancelled; both null unless it was. */
export const cancelFields = {
  cancelled_at: z.string().nullable().describe('When the order was cancelled (ISO 8601); null unless it was'),
  cancel_reason: z
    .string()
    .nullable()
    .describe('Why: the staff’s words, the customer’s, or `not paid in time`; null unless cancelled'),
};
