import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect, userEvent, within } from 'storybook/test';
import type { QueueTicketView } from '../../src/components/QueueTicket';
import { DEFAULT_THRESHOLDS, type TicketMoveStatus, type UrgencyThresholds } from '../../src/domain/kitchenTickets';
import type { KitchenTimes } from '../../src/domain/orderTracking';
import { DEFAULT_PRICE_RATES, orderTotals } from '../../src/domain/pricing';
import { CounterBoardScreen } from '../../src/screens/CounterBoardScreen';
import {
  OrderTrackerScreen,
  type NotificationPermissionState,
  type TrackedOrder,
} from '../../src/screens/OrderTrackerScreen';
import { PaymentScreen, type PaymentOnScreen } from '../../src/screens/PaymentScreen';
import { QueueBoardScreen, type QueueMove } from '../../src/screens/QueueBoardScreen';
import { sampleOrderLines } from '../fixtures/orders';
import { QUEUE_NOW, ticketOf } from '../fixtures/queue';
import { SAMPLE_QR_STRING } from '../fixtures/payments';

/** The customer's order: number 44, Sari, to take away (collected at the counter). */
const ORDER_ID = 44;
const LINES = [sampleOrderLines[0]!, sampleOrderLines[2]!];
const TOTALS = orderTotals(
  LINES.map((line) => line.price),
  'take away',
  DEFAULT_PRICE_RATES,
);

/** The fixed clock of the flow (shop time, UTC+7): paid 15:00, started 15:02, ready 15:07, collected 15:09. */
const minutesAfter = (minutes: number) => new Date(QUEUE_NOW.getTime() + minutes * 60_000);
const AT: Record<TicketMoveStatus, Date> = {
  paid: QUEUE_NOW,
  preparing: minutesAfter(2),
  ready: minutesAfter(7),
  done: minutesAfter(9),
};
const FLOW: TicketMoveStatus[] = ['paid', 'preparing', 'ready', 'done'];

/** What was on the board before the customer paid: one order waiting, one in the making, one ready. */
const OTHERS: QueueTicketView[] = [ticketOf(41), ticketOf(39), ticketOf(37)];

const ourTicket: QueueTicketView = {
  id: ORDER_ID,
  status: 'paid',
  name: 'Sari',
  deliveryMethod: 'take away',
  requestedTime: null,
  since: AT.paid.toISOString(),
  lines: LINES.map((line, index) => ({ id: index + 1, name: line.name, size: line.size, qty: line.qty })),
};

/** The kitchen times an order at `status` has: the steps reached, at the flow's fixed times. */
function timesAt(status: TicketMoveStatus): KitchenTimes {
  const reached = FLOW.indexOf(status);
  const at = (step: TicketMoveStatus) => (FLOW.indexOf(step) <= reached ? AT[step].toISOString() : null);
  return { paidAt: at('paid'), preparingAt: at('preparing'), readyAt: at('ready'), doneAt: at('done') };
}

/**
 * A phone beside the shop's screens: the customer's screens render into a 360 px frame of their own,
 * so they lay out (and break) as on a phone while the board and the counter beside them are wide.
 * The frame shares the page's styles and theme; as in the app, the screen is the page's main content.
 */
function PhoneFrame({ title, children }: { title: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current?.contentDocument;
    if (!frame) return;
    const sync = () => {
      frame.head.replaceChildren(
        ...[...document.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => node.cloneNode(true)),
      );
      frame.documentElement.className = document.documentElement.className;
      frame.documentElement.lang = document.documentElement.lang || 'en';
      frame.title = title;
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    frame.body.className = 'bg-surface-sunken text-body';
    setBody(frame.body);
    return () => observer.disconnect();
  }, [title]);
  return (
    <>
      <iframe
        ref={frameRef}
        title={title}
        data-phone-frame=""
        className="h-[748px] w-[368px] max-w-full rounded-card border-4 border-border-strong bg-surface-sunken shadow-card"
      />
      {body
        ? createPortal(
            <main aria-label={title} className="p-4">
              {children}
            </main>,
            body,
          )
        : null}
    </>
  );
}

/**
 * Both sides of a live order with nothing but screen callbacks and in-memory state: the customer pays
 * on a phone and follows the order's tracker; the barista's board gets the ticket and moves it on;
 * the counter screen calls the number. Each tap on the board moves the customer's tracker with it.
 */
function LiveOrder({ paysThroughProvider = false }: { paysThroughProvider?: boolean }) {
  const [isPaid, setPaid] = useState(false);
  // Through a provider, Confirm and Pay opens a payment the wallet then pays (its notification).
  const [payment, setPayment] = useState<PaymentOnScreen | null>(null);
  const pay = () => {
    setPayment(null);
    setPaid(true);
    setStatuses((current) => ({ ...current, [ORDER_ID]: 'paid' }));
    setNewTicketIds([ORDER_ID]);
  };
  const [statuses, setStatuses] = useState<Record<number, TicketMoveStatus>>(() =>
    Object.fromEntries(OTHERS.map((ticket) => [ticket.id, ticket.status])),
  );
  // The ready orders in the order they became ready (the counter shows the newest first).
  const [readyOrder, setReadyOrder] = useState<number[]>([37]);
  const [newTicketIds, setNewTicketIds] = useState<number[]>([]);
  const [lastMove, setLastMove] = useState<QueueMove | null>(null);
  const [thresholds, setThresholds] = useState<UrgencyThresholds>(DEFAULT_THRESHOLDS);
  const [isShiftStarted, setShiftStarted] = useState(true);
  const [permission, setPermission] = useState<NotificationPermissionState>('default');

  const ourStatus = statuses[ORDER_ID];
  const now = ourStatus ? AT[ourStatus] : QUEUE_NOW;
  const tickets = [...OTHERS, ...(isPaid ? [ourTicket] : [])]
    .map((ticket) => ({ ...ticket, status: statuses[ticket.id]! }))
    .filter((ticket): ticket is QueueTicketView => ticket.status !== 'done');
  // The kitchen's order of work: what is being made first, then what waits, oldest first.
  const kitchen = tickets
    .filter((ticket) => ticket.status !== 'ready')
    .sort((a, b) => (a.status === b.status ? a.since.localeCompare(b.since) : a.status === 'preparing' ? -1 : 1));
  const position = kitchen.findIndex((ticket) => ticket.id === ORDER_ID) + 1;

  const move = ({ orderId, status }: QueueMove) => {
    setStatuses((current) => ({ ...current, [orderId]: status }));
    setReadyOrder((current) => [...current.filter((id) => id !== orderId), ...(status === 'ready' ? [orderId] : [])]);
    setNewTicketIds((current) => current.filter((id) => id !== orderId));
    setLastMove({ orderId, status });
  };

  const order: TrackedOrder | null = ourStatus
    ? {
        id: ORDER_ID,
        status: ourStatus,
        deliveryMethod: 'take away',
        deliveryTime: null,
        createdAt: AT.paid.toISOString(),
        times: timesAt(ourStatus),
        queuePosition: position > 0 ? position : null,
        // About three minutes a place in the queue, from the last step.
        estimatedReadyAt: position > 0 ? new Date(now.getTime() + position * 3 * 60_000).toISOString() : null,
        lines: LINES,
        totals: TOTALS,
      }
    : null;

  return (
    <div className="flex flex-col gap-6 p-4 lg:flex-row lg:items-start">
      {/* The board's section keeps its header its own (not the page's banner); the counter's header is the page's. */}
      <section aria-labelledby="live-order-customer" className="flex shrink-0 flex-col gap-2 self-center lg:self-start">
        <h2 id="live-order-customer" className="text-small font-semibold text-heading">
          Customer’s phone
        </h2>
        <PhoneFrame title="Customer’s phone">
          {order ? (
            <OrderTrackerScreen
              status="ready"
              order={order}
              notificationPermission={permission}
              onEnableNotifications={() => setPermission('granted')}
              onOrderAgain={() => {}}
              historyHref="#history"
            />
          ) : (
            <PaymentScreen
              status="ready"
              lines={LINES}
              totals={TOTALS}
              deliveryMethod="take away"
              address={{ name: 'Sari', address: '', phone: '081234567890' }}
              payment={payment}
              now={QUEUE_NOW}
              onConfirm={({ paymentMethodId }) => {
                if (!paysThroughProvider) return pay();
                setPayment({
                  state: 'pending',
                  methodId: paymentMethodId,
                  amount: TOTALS.total,
                  expiresAt: minutesAfter(15).toISOString(),
                  step: { type: 'qr', qrString: SAMPLE_QR_STRING },
                });
              }}
            />
          )}
        </PhoneFrame>
        {payment ? (
          // The provider's side, which a story has no wallet for: its notification, at a press.
          <button
            type="button"
            onClick={pay}
            className="self-center rounded-chip border-2 border-primary-text px-4 py-2 font-semibold text-primary-text"
          >
            The wallet pays (the provider’s notification)
          </button>
        ) : null}
      </section>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <section aria-labelledby="live-order-board" className="flex flex-col gap-2">
          <h2 id="live-order-board" className="text-small font-semibold text-heading">
            Barista’s board
          </h2>
          {/* The screens fill a whole screen in the shop: here they sit beside the phone at their own height. */}
          <div className="overflow-hidden rounded-card bg-surface shadow-card *:min-h-0">
            <QueueBoardScreen
              status="ready"
              tickets={tickets}
              now={now}
              thresholds={thresholds}
              onThresholdsChange={(change) => setThresholds(change.thresholds)}
              connection="live"
              isShiftStarted={isShiftStarted}
              onStartShift={() => setShiftStarted(true)}
              newTicketIds={newTicketIds}
              onMove={move}
              lastMove={lastMove}
              onDismissMove={() => setLastMove(null)}
              adminHref="#admin"
            />
          </div>
        </section>
        <div className="flex flex-col gap-2">
          <p className="text-small font-semibold text-heading">Counter screen</p>
          <div className="overflow-hidden rounded-card shadow-card *:min-h-0">
            <CounterBoardScreen
              status="ready"
              now={now}
              board={{
                preparing: [...kitchen]
                  .sort((a, b) => a.since.localeCompare(b.since))
                  .map((ticket) => ({ number: ticket.id, name: ticket.name })),
                ready: readyOrder
                  .map((id) => tickets.find((ticket) => ticket.id === id && ticket.status === 'ready'))
                  .filter((ticket) => ticket !== undefined)
                  .map((ticket) => ({ number: ticket.id, name: ticket.name })),
              }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Flows/Live order',
  component: LiveOrder,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the customer is about to pay; the board and the counter do not have the order yet. */
export const BeforePaying: Story = {
  play: async ({ canvas, canvasElement }) => {
    const phone = phoneOf(canvasElement);
    await expect(await phone.findByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Confirm and Pay' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Paid (1)' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: /^#44/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Sari')).not.toBeInTheDocument();
    // The customer's side is a 360 px phone, with nothing wider than it.
    const page = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-phone-frame]')!.contentDocument!;
    await expect(page.documentElement.clientWidth).toBe(360);
    await expect(page.documentElement.scrollWidth).toBe(360);
    // …in the page's theme.
    await expect(page.documentElement.className).toBe(canvasElement.ownerDocument.documentElement.className);
    await expectPhoneAccessible(canvasElement);
  },
};

/** The customer's phone: its own frame (and document). */
const phoneOf = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLIFrameElement>('iframe[data-phone-frame]')!.contentDocument!.body);

/**
 * The phone's screen is checked with axe at every step (the story's own check runs once, after the
 * play): a violation on the way fails the step it shows in.
 */
async function expectPhoneAccessible(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-phone-frame]')!.contentWindow as Window & {
    axe?: typeof axe;
  };
  if (!frame.axe) {
    const script = frame.document.createElement('script');
    script.textContent = axe.source;
    frame.document.body.append(script);
  }
  const results = await frame.axe!.run(frame.document);
  await expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

const region = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));

async function expectTrackerStep(canvasElement: HTMLElement, label: string) {
  const progress = phoneOf(canvasElement).getByRole('region', { name: 'Where your order is' });
  await expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(`${label}, current step`);
}

/**
 * Through a payment provider: the customer pays by QRIS, the phone shows the code and waits, and the
 * ticket reaches the barista's board only when the provider says the money arrived.
 */
export const PayByQris: Story = {
  tags: ['interaction', 'no-visual'],
  args: { paysThroughProvider: true },
  play: async ({ canvas, canvasElement, step }) => {
    const phone = phoneOf(canvasElement);
    await step('The customer chooses QRIS and confirms: the code shows, the board waits', async () => {
      await userEvent.click(await phone.findByRole('radio', { name: /QRIS/ }));
      await userEvent.click(phone.getByRole('button', { name: 'Confirm and Pay' }));
      // The panel's code loads with the press (src/components/LazyPaymentInstructions.tsx).
      const panel = await phone.findByRole('region', { name: 'Scan to pay with QRIS' });
      await expect(within(panel).getByRole('img', { name: 'QRIS code to scan' })).toBeVisible();
      await expect(within(panel).getByRole('timer')).toHaveTextContent('15:00');
      await expect(canvas.queryByRole('article', { name: /^#44/ })).not.toBeInTheDocument();
      await expectPhoneAccessible(canvasElement);
    });

    await step('The wallet pays: the tracker says Paid and the new ticket is on the board', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /The wallet pays/ }));
      await expect(await phone.findByRole('heading', { name: 'Order #44', level: 1 })).toBeVisible();
      await expectTrackerStep(canvasElement, 'Paid');
      const ticket = region(canvasElement, /^Paid \(2\)/).getByRole('article', { name: '#44 Sari' });
      await expect(ticket).toHaveAttribute('data-new', 'true');
      await expect(canvas.queryByRole('button', { name: /The wallet pays/ })).not.toBeInTheDocument();
    });
  },
};

/** The customer pays → the barista starts it, marks it ready → the counter calls it → it is collected. */
export const PayAndCollect: Story = {
  // It ends while timed notices (the undo bar, "Just ready") are still counting down, so its last
  // picture depends on the machine's speed: no visual baseline (BeforePaying has one).
  tags: ['interaction', 'no-visual'],
  play: async ({ canvas, canvasElement, step }) => {
    const phone = phoneOf(canvasElement);
    await step('The customer chooses a card and pays', async () => {
      await expect(phone.getByText('No address needed for pick up')).toBeVisible();
      await userEvent.click(phone.getByRole('radio', { name: /Card/ }));
      await userEvent.click(phone.getByRole('button', { name: 'Confirm and Pay' }));
    });

    await step('The tracker says Paid, 3rd in the queue', async () => {
      await expect(await phone.findByRole('heading', { name: 'Order #44', level: 1 })).toBeVisible();
      await expectTrackerStep(canvasElement, 'Paid');
      await expect(phone.getByText('3rd in the queue · ready about 15:09')).toBeVisible();
      await expectPhoneAccessible(canvasElement);
    });

    await step('The new ticket arrives in the board’s Paid column', async () => {
      const ticket = region(canvasElement, /^Paid \(2\)/).getByRole('article', { name: '#44 Sari' });
      await expect(ticket).toHaveAttribute('data-new', 'true');
      await expect(within(ticket).getByText('New')).toBeVisible();
      await expect(within(ticket).getByText('Take Away')).toBeVisible();
      await expect(within(ticket).getByText('Hazelnut Latte')).toBeVisible();
      await expect(region(canvasElement, /^Preparing\s*:/).getByText('Sari')).toBeVisible();
    });

    await step('The barista starts it: the tracker says Preparing, 2nd in the queue', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start order 44' }));
      await expect(region(canvasElement, /^Preparing \(2\)/).getByRole('article', { name: '#44 Sari' })).toBeVisible();
      await expect(await canvas.findByText('Order 44 moved to Preparing')).toBeVisible();
      await expectTrackerStep(canvasElement, 'Preparing');
      await expect(phone.getByText('2nd in the queue · ready about 15:08')).toBeVisible();
      await expectPhoneAccessible(canvasElement);
    });

    await step('Marked ready: the customer is told, the counter calls the number', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mark order 44 ready' }));
      const notice = await phone.findByRole('alert');
      await expect(notice).toHaveTextContent('Order #44 is ready');
      await expect(notice).toHaveTextContent('collect it at the counter');
      await expectTrackerStep(canvasElement, 'Ready');
      await expect(phone.queryByText(/in the queue/)).not.toBeInTheDocument();
      const ready = region(canvasElement, /^Ready for pickup/);
      const numbers = ready.getAllByRole('listitem').map((item) => item.dataset.number);
      await expect(numbers).toEqual(['44', '37']);
      await expect(ready.getByText('Sari')).toBeVisible();
      await expect(ready.getByText('Just ready')).toBeVisible();
      await expectPhoneAccessible(canvasElement);
      await expect(region(canvasElement, /^Preparing\s*:/).queryByText('Sari')).not.toBeInTheDocument();
    });

    await step('Collected: off the board and the counter, and the tracker says Collected', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Order 44 collected' }));
      await expectTrackerStep(canvasElement, 'Collected');
      await expect(phone.queryByRole('alert')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('article', { name: '#44 Sari' })).not.toBeInTheDocument();
      await expect(
        region(canvasElement, /^Ready for pickup/)
          .getAllByRole('listitem')
          .map((item) => item.dataset.number),
      ).toEqual(['37']);
      await expect(phone.getByRole('button', { name: 'Order again' })).toBeVisible();
      await expectPhoneAccessible(canvasElement);
    });
  },
};
