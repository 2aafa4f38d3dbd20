import { z } from 'zod';
import { HELP_TOPICS } from '../../src/domain/helpCalls.ts';

/** A help call as the customer, the queue's panel and the event stream see it. */
export const helpCallAnswer = z
  .object({
    id: z.number().int(),
    topic: z.enum(HELP_TOPICS),
    message: z.string().describe('Plain text, 1–300 characters'),
    first_name: z
      .string()
      .nullable()
      .describe(
        'The name to call the customer by, as the queue’s tickets and the counter board do (first name, else the username’s first word, never an email); null when neither gives one',
      ),
    product_id: z.number().int().nullable(),
    product_name: z.string().nullable().describe('The product asked about, when one was given'),
    order_id: z.number().int().nullable().describe('The customer’s order asked about, when one was given'),
    reply: z.string().nullable().describe('The barista’s answer; null while the call is open'),
    created_at: z.string().describe('ISO 8601'),
    answered_at: z.string().nullable().describe('ISO 8601; null while the call is open'),
  })
  .meta({ id: 'HelpCall' });

export type HelpCall = z.infer<typeof helpCallAnswer>;
