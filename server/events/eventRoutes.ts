import fastifySse, { type SSEReplyInterface } from '@fastify/sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionIsOpen } from '../accounts/sessions.ts';
import { HttpError } from '../errors.ts';
import { currentUser } from '../plugins/auth.ts';
import { issueTicket, redeemTicket } from './eventTickets.ts';
import { eventsAfter, maySee } from './orderEvents.ts';
import type { ShopEvent } from './shopEvents.ts';
import { errorResponses } from '../http/errorResponses.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { bearerAuth } from '../http/sharedSchemas.ts';
import { eventsQuery, streamEvent, ticketAnswer } from './eventSchemas.ts';

const tags = ['events'];

/** Under the 25 s the contract allows between comment lines, so proxies never see a silent stream. */
export const DEFAULT_HEARTBEAT_MS = 20_000;
/** How soon EventSource should try again after losing the stream. */
const RETRY_MS = 3000;
/**
 * Open streams one account may hold on a server process: a phone, a tablet and a few tabs, never
 * enough to use up the process's file descriptors (docs/architecture.md, "Sessions").
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;
export const TOO_MANY_STREAMS =
  'This account already has 10 live connections open: close a tab or another device, then try again';

export interface EventRouteOptions extends RouteDeps {
  heartbeatMs?: number;
}

const json = new WeakMap<ShopEvent, string>();
/** An event's data as JSON, made once however many subscribers receive it. */
function serialised(event: ShopEvent): string {
  let text = json.get(event);
  if (text === undefined) {
    text = JSON.stringify(event.data);
    json.set(event, text);
  }
  return text;
}

/**
 * `Last-Event-ID` (or `?last_event_id=`, for a new EventSource that must start from a fresh ticket)
 * as an event id; anything else means "nothing to replay".
 */
function lastEventId(request: FastifyRequest, fromQuery: string | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = (Array.isArray(header) ? header[0] : header) ?? fromQuery;
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value) : null;
}

/** Server-Sent Events about orders: a ticket for EventSource, and the stream itself. */
export const eventRoutes: FastifyPluginAsyncZod<EventRouteOptions> = async (app, { ctx, guards, heartbeatMs }) => {
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs ?? DEFAULT_HEARTBEAT_MS });
  const open = new Set<SSEReplyInterface>();
  const openByAccount = new Map<number, Set<SSEReplyInterface>>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  app.post(
    '/ticket',
    {
      onRequest: guards.user,
      schema: {
        tags,
        operationId: 'createEventTicket',
        summary: 'A single-use ticket (60 s) to open the event stream with EventSource',
        description:
          'EventSource cannot send an Authorization header, and the long-lived token must never go into a URL: ' +
          'exchange it here for a ticket to pass as `GET events?ticket=`.',
        security: bearerAuth,
        response: { 200: ticketAnswer, ...errorResponses({ auth: 'user', body: 'json' }) },
      },
    },
    async (request) => ({ messages: 'Event ticket', data: { ticket: await issueTicket(ctx, currentUser(request)) } }),
  );

  /** A ticket in the query, else the usual Bearer token. */
  async function ticketOrToken(request: FastifyRequest, reply: FastifyReply) {
    const { ticket } = request.query as { ticket?: unknown };
    if (typeof ticket === 'string' && ticket !== '') request.authUser = await redeemTicket(ctx, ticket);
    else await guards.user.call(app, request, reply);
  }

  app.get(
    '/',
    {
      // Event data comes serialised already (once per event, not once per subscriber).
      sse: { kind: 'manual', serializer: (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data)) },
      onRequest: ticketOrToken,
      schema: {
        tags,
        operationId: 'streamEvents',
        summary: 'Order, cart and menu events as Server-Sent Events (your own; an admin sees every order too)',
        description:
          'An `order` event when an order is created, paid and at every move; a `cart` event when your carts are ' +
          'saved or a checkout empties one (to your own streams only); a `menu` event to everyone when a product or ' +
          'a choice goes sold out or comes back, or the option groups change; a `shop` event to everyone when the ' +
          'shop’s settings change or orders are paused or resumed (read `GET shop` again). Each message is a `StreamEvent`: ' +
          '`id`, `event`, and `data` as one JSON line. A reconnect with `Last-Event-ID` first ' +
          'replays what was missed (events are kept 24 h). Authenticate with `Authorization: Bearer` or ' +
          '`?ticket=` from `POST events/ticket`. The stream closes within a second when its session ends (a ' +
          'logout, a password change or reset, a change of role); one account holds at most 10 open streams ' +
          '(the 11th answers 429).',
        security: bearerAuth,
        querystring: eventsQuery,
        answerMediaType: 'text/event-stream',
        response: {
          200: streamEvent,
          ...errorResponses({ auth: 'user', also: { 429: 'This account already holds 10 open streams' } }),
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const mine = openByAccount.get(viewer.id) ?? new Set<SSEReplyInterface>();
      // Refused, never the oldest dropped: a stream the customer is watching does not vanish silently.
      if (mine.size >= MAX_STREAMS_PER_ACCOUNT) throw new HttpError(429, 'TOO_MANY_STREAMS', TOO_MANY_STREAMS);
      const sse = reply.sse;
      const sinceId = lastEventId(request, request.query.last_event_id);
      let sentUpTo = sinceId ?? 0;
      let replaying = true;
      const held: ShopEvent[] = [];

      const deliver = (event: ShopEvent) => {
        if (event.id <= sentUpTo || !sse.isConnected) return;
        sentUpTo = event.id;
        sse.send({ id: String(event.id), event: event.type, data: serialised(event) }).catch(() => undefined);
      };
      // Subscribe before reading the replay, holding live events meanwhile, so none falls between the two.
      const unsubscribe = ctx.events.subscribe((event) => {
        if (event.type === 'session') {
          if (event.user_id === viewer.id && (event.data.session_id ?? viewer.sessionId) === viewer.sessionId) {
            void closeIfEnded();
          }
          return;
        }
        if (!maySee(viewer, event)) return;
        if (replaying) held.push(event);
        else deliver(event);
      });
      /**
       * A session of this account ended (a logout, a password change, a demotion): close the stream if it
       * was this one's. The database decides, so a session started just after the change stays open.
       */
      const closeIfEnded = async () => {
        const stillOpen = await sessionIsOpen(ctx.db, viewer.sessionId).catch(() => false);
        if (!stillOpen) sse.close();
      };
      open.add(sse);
      mine.add(sse);
      openByAccount.set(viewer.id, mine);
      sse.onClose(() => {
        unsubscribe();
        open.delete(sse);
        mine.delete(sse);
        if (mine.size === 0) openByAccount.delete(viewer.id);
      });
      sse.keepAlive();
      sse.sendHeaders(200);
      // The first bytes: headers reach the client at once, and EventSource learns how soon to come back.
      reply.raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

      if (sinceId !== null) for (const event of await eventsAfter(ctx.db, viewer, sinceId)) deliver(event);
      replaying = false;
      for (const event of held.splice(0)) deliver(event);
    },
  );
};
