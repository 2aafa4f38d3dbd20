import { z } from 'zod';

export const ticketAnswer = z.object({
  messages: z.string(),
  data: z.object({ ticket: z.string().describe('Single use, valid for 60 s: pass it as `GET events?ticket=`') }),
});

export const eventsQuery = z.object({
  ticket: z
    .string()
    .max(200, { error: 'The event ticket is not valid' })
    .optional()
    .describe('A ticket from `POST events/ticket`, for EventSource (which cannot send an Authorization header)'),
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'last_event_id must be an event id' })
    .optional()
    .describe(
      'Like the `Last-Event-ID` header, for a new EventSource opened with a fresh ticket (it sends that header only on its own reconnects)',
    ),
});

export const eventStream = z
  .string()
  .describe(
    'text/event-stream. Each event: `id` (increasing), `event: order`, `data: { order_id, status, queue_position, ' +
      'estimated_ready_at, at }`; a comment line at least every 25 s.',
  );
