import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { isOnBoard, msUntilNextDue, type UrgencyThresholds } from '../../src/domain/kitchenTickets';
import type { PauseRequest } from '../../src/components/PauseOrdersDialog';
import { QueueBoardScreen, type QueueMove } from '../../src/screens/QueueBoardScreen';
import { errorText } from '../api/client';
import { useAnswerHelpCall, useOpenHelpCalls } from '../api/helpCalls';
import { useKitchenQueue } from '../api/kitchenQueue';
import { useMoveOrder } from '../api/liveOrders';
import { useOptionGroups } from '../api/optionGroups';
import { useShop } from '../api/shop';
import { usePauseOrders } from '../api/shopSettings';
import { playChime, unlockSound } from '../browser/sound';
import { keepScreenAwake } from '../browser/wakeLock';
import { useChoiceSoldOutSwitch } from '../hooks/useSoldOutSwitch';
import { paths } from '../paths';
import { useLiveConnection } from '../state/orderEvents';
import { useSession } from '../state/session';
import { queueThresholds } from '../state/queueThresholds';
import { queueTicket } from '../views/queueView';
import { screenStatus } from '../views/screenStatus';
import { PageTitle } from '../views/PageTitle';

/** Ticket ages move on this often; a minute is the smallest unit shown. */
const TICK_MS = 15_000;
/** How long a new ticket flashes and says "New". */
const NEW_FOR_MS = 10_000;

/**
 * `/admin/queue`, the barista's board, full screen. The session's event stream refreshes the queue
 * (no polling); this route adds the clock, the chime and flash for new tickets, the wake lock, the
 * alert times kept on this device, and the moves with their undo.
 */
export function QueueRoute() {
  const { t } = useLingui();
  const queue = useKitchenQueue();
  const move = useMoveOrder();
  const { role } = useSession();
  const connection = useLiveConnection();
  const [now, setNow] = useState(() => new Date());
  const [thresholds, setThresholds] = useState<UrgencyThresholds>(() => queueThresholds.read());
  const [isShiftStarted, setShiftStarted] = useState(false);
  const [newIds, setNewIds] = useState<number[]>([]);
  const [pendingIds, setPendingIds] = useState<number[]>([]);
  const [lastMove, setLastMove] = useState<QueueMove | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const optionGroups = useOptionGroups();
  const soldOutGroups = useMemo(
    () =>
      (optionGroups.data?.data ?? []).map((group) => ({
        id: group.id,
        name: group.name,
        choices: group.choices.map((choice) => ({ id: choice.id, name: choice.name, soldOut: choice.sold_out })),
      })),
    [optionGroups.data],
  );
  const choiceSoldOut = useChoiceSoldOutSwitch(soldOutGroups.flatMap((group) => group.choices));
  const help = useHelpCallsPanel(isShiftStarted);
  const pauseOrders = usePauseOrdersControl();

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // A scheduled order shows the moment it is due, not at the next tick.
  const dueTimes = useMemo(() => (queue.data ?? []).map((order) => order.due_at), [queue.data]);
  useEffect(() => {
    const wait = msUntilNextDue(dueTimes, new Date());
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), wait + 50);
    return () => clearTimeout(timer);
  }, [dueTimes, now]);

  useEffect(() => (isShiftStarted ? keepScreenAwake() : undefined), [isShiftStarted]);

  const tickets = useMemo(
    () =>
      (queue.data ?? [])
        .filter((order) => isOnBoard({ paidAt: order.paid_at, dueAt: order.due_at }, now))
        .map(queueTicket),
    [queue.data, now],
  );

  // A ticket not on the board before is new: it flashes and, once the shift has started, chimes.
  // The first load only learns what is there; an undo back to Paid is not an arrival.
  const seen = useRef<Set<number> | null>(null);
  const chime = useEffectEvent(() => {
    if (isShiftStarted) playChime();
  });
  useEffect(() => {
    if (!queue.data) return;
    if (!seen.current) {
      seen.current = new Set(tickets.map((ticket) => ticket.id));
      return;
    }
    const arrived = tickets.filter((ticket) => !seen.current!.has(ticket.id)).map((ticket) => ticket.id);
    if (arrived.length === 0) return;
    for (const id of arrived) seen.current.add(id);
    setNewIds((ids) => [...ids, ...arrived]);
    chime();
    const timer = setTimeout(() => setNewIds((ids) => ids.filter((id) => !arrived.includes(id))), NEW_FOR_MS);
    return () => clearTimeout(timer);
  }, [tickets, queue.data]);

  const onMove = async (next: QueueMove) => {
    setMoveError(null);
    setPendingIds((ids) => [...ids, next.orderId]);
    try {
      await move.mutateAsync(next);
      setLastMove(next);
    } catch (error) {
      setMoveError(errorText(error));
    } finally {
      setPendingIds((ids) => ids.filter((id) => id !== next.orderId));
    }
  };

  return (
    <>
      <PageTitle page={t`Queue`} />
      <main id="main" className="min-h-dvh bg-surface">
        <QueueBoardScreen
          status={screenStatus(queue) === 'error' ? 'error' : queue.data ? 'ready' : 'loading'}
          tickets={tickets}
          now={now}
          thresholds={thresholds}
          onThresholdsChange={({ thresholds: chosen }) => {
            setThresholds(chosen);
            queueThresholds.save(chosen);
          }}
          connection={connection}
          isShiftStarted={isShiftStarted}
          onStartShift={() => {
            unlockSound();
            setShiftStarted(true);
          }}
          newTicketIds={newIds}
          pendingTicketIds={pendingIds}
          onMove={(next) => void onMove(next)}
          lastMove={lastMove}
          onDismissMove={() => setLastMove(null)}
          moveError={moveError}
          onDismissMoveError={() => setMoveError(null)}
          onRetry={() => void queue.refetch()}
          // A barista's way into the rest of their work is the order list; the dashboard is the admin's.
          adminHref={role === 'admin' ? paths.dashboard : paths.orderList}
          soldOut={{
            groups: soldOutGroups,
            isLoading: optionGroups.isPending,
            ...choiceSoldOut,
          }}
          helpCalls={help}
          pauseOrders={pauseOrders}
        />
      </main>
    </>
  );
}

/**
 * The queue's help calls (docs/product.md, "Help calls"): the open ones, kept current by `help` events;
 * a new one is marked New and chimes like a new ticket once the shift has started; each answer's
 * sending and refusal.
 */
function useHelpCallsPanel(isShiftStarted: boolean) {
  const open = useOpenHelpCalls();
  const answer = useAnswerHelpCall();
  const [newIds, setNewIds] = useState<number[]>([]);
  const [pendingIds, setPendingIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const calls = useMemo(
    () =>
      (open.data ?? []).map((call) => ({
        id: call.id,
        firstName: call.first_name,
        topic: call.topic,
        message: call.message,
        productName: call.product_name,
        orderId: call.order_id,
        createdAt: call.created_at,
      })),
    [open.data],
  );
  const seen = useRef<Set<number> | null>(null);
  const chime = useEffectEvent(() => {
    if (isShiftStarted) playChime();
  });
  useEffect(() => {
    if (!open.data) return;
    if (!seen.current) {
      seen.current = new Set(calls.map((call) => call.id));
      return;
    }
    const arrived = calls.filter((call) => !seen.current!.has(call.id)).map((call) => call.id);
    if (arrived.length === 0) return;
    for (const id of arrived) seen.current.add(id);
    setNewIds((ids) => [...ids, ...arrived]);
    chime();
    const timer = setTimeout(() => setNewIds((ids) => ids.filter((id) => !arrived.includes(id))), NEW_FOR_MS);
    return () => clearTimeout(timer);
  }, [calls, open.data]);

  const onReply = async ({ id, reply }: { id: number; reply: string }) => {
    setPendingIds((ids) => [...ids, id]);
    setErrors(({ [id]: _gone, ...rest }) => rest);
    try {
      await answer.mutateAsync({ id, reply });
    } catch (error) {
      setErrors((current) => ({ ...current, [id]: errorText(error) }));
    } finally {
      setPendingIds((ids) => ids.filter((each) => each !== id));
    }
  };

  return {
    calls,
    newCallIds: newIds,
    pendingCallIds: pendingIds,
    replyErrors: errors,
    onReply: (reply: { id: number; reply: string }) => void onReply(reply),
  };
}

/**
 * Pausing and resuming new orders from the queue (docs/product.md, "Shop hours"): the pause as GET shop
 * states it (kept current by the stream's `shop` event), a pause "in 30 minutes" sent as the time it
 * ends, and the server's refusal said in the dialog.
 */
function usePauseOrdersControl() {
  const shop = useShop();
  const pause = usePauseOrders();
  const paused = shop.data && !shop.data.accepting_orders;
  return {
    pause: paused ? { reason: shop.data.pause_reason, until: shop.data.paused_until } : null,
    isPending: pause.isPending,
    error: pause.error ? errorText(pause.error) : null,
    onPause: ({ reason, resumeInMinutes }: PauseRequest) =>
      pause.mutate({
        acceptingOrders: false,
        reason: reason || undefined,
        until: resumeInMinutes === null ? undefined : new Date(Date.now() + resumeInMinutes * 60_000).toISOString(),
      }),
    onResume: () => pause.mutate({ acceptingOrders: true }),
  };
}
