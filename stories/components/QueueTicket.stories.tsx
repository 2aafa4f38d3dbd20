import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueueTicket } from '../../src/components/QueueTicket';
import { DEFAULT_THRESHOLDS } from '../../src/domain/kitchenTickets';
import { ticketOptionWords } from '../../src/domain/options';
import { latteChoices, latteNote } from '../fixtures/orders';
import { QUEUE_NOW, ticketOf } from '../fixtures/queue';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "One order on the barista's board: number, name, method, requested time, the lines, its age and how urgent it is, in words as well as colour. One large button moves it on.",
  dos: [
    "Pass the board's clock as now, so every ticket ages alike.",
    'Set isPending while a move is on its way, and isNew when a ticket has just arrived.',
  ],
  donts: [
    "Don't tell urgency by colour alone: the Late and Critical words go with it.",
    "Don't add a second action to the ticket: the board has one move per ticket.",
  ],
  keyboard: [
    { key: 'Tab', does: "Moves to the ticket's button." },
    { key: 'Enter or Space', does: 'Moves the order on (start, mark ready, collected): raises onAdvance.' },
  ],
  screenReader: [
    { part: 'Ticket', role: 'article named by its heading', announced: "The number and name, e.g. '#42 Budi'." },
    { part: 'Age', role: 'text', announced: "'Waiting' and the age, with Late or Critical when it is." },
    {
      part: 'Lines',
      role: 'list',
      announced:
        "Each line with quantity, name and size, what differs from the defaults, and 'Note:' with the customer's words.",
    },
    {
      part: 'Move',
      role: 'button "Start order 42"',
      announced: "What the press does; 'Moving order 42' while pending.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/QueueTicket',
  tags: ['status:beta'],
  component: QueueTicket,
  parameters: { guide },
  args: { ticket: ticketOf(42), now: QUEUE_NOW, thresholds: DEFAULT_THRESHOLDS, onAdvance: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueueTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  args: { ticket: { ...ticketOf(42), since: new Date(QUEUE_NOW.getTime() - 2 * 60_000).toISOString() } },
  play: async ({ canvas }) => {
    const ticket = canvas.getByRole('article', { name: '#42 Budi' });
    await expect(ticket).toHaveAttribute('data-urgency', 'fresh');
    await expect(within(ticket).getByText('Take Away')).toBeVisible();
    await expect(within(ticket).getByText(/As soon as possible/)).toBeVisible();
    await expect(within(ticket).getByText('2 min')).toBeVisible();
    await expect(within(ticket).getByText(/Pinky Promise/)).toBeVisible();
    await expect(within(ticket).getByText('(Regular)')).toBeVisible();
    await expect(within(ticket).queryByText('Late')).not.toBeInTheDocument();
  },
};

export const Late: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-urgency', 'late');
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByText('6 min')).toBeVisible();
  },
};

export const Critical: Story = {
  args: { ticket: ticketOf(41) },
  play: async ({ canvas }) => {
    const ticket = canvas.getByRole('article');
    await expect(ticket).toHaveAttribute('data-urgency', 'critical');
    await expect(canvas.getByText('Critical')).toBeVisible();
    // The stripe is a loud red in this story's theme, light or dark, never a pastel that reads calmer
    // than Late: its strongest channel is red and the others at most 40 % of it.
    const [red, green, blue] = (getComputedStyle(ticket).borderLeftColor.match(/[\d.]+/g) ?? []).map(Number);
    await expect(Math.max(green!, blue!)).toBeLessThanOrEqual(red! * 0.4);
    await expect(canvas.getByText('2×')).toBeVisible();
    await expect(canvas.getByText(/Hazelnut Latte/)).toBeVisible();
  },
};

export const Scheduled: Story = {
  args: { ticket: ticketOf(43) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Home Delivery')).toBeVisible();
    // 08:10 UTC is 15:10 in Jakarta.
    await expect(canvas.getByText('15:10')).toBeVisible();
    await expect(canvas.getByText(/For/)).toBeVisible();
  },
};

export const New: Story = {
  args: { isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-new', 'true');
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const Preparing: Story = {
  args: { ticket: ticketOf(39) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark order 39 ready' })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { ticket: ticketOf(37) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Order 37 collected' })).toBeVisible();
    // A ready order waits for its customer, not the kitchen: never late.
    await expect(canvas.getByRole('article')).toHaveAttribute('data-urgency', 'fresh');
  },
};

/** Cash on delivery: the ticket says how much to collect when the order is handed over. */
export const CashToCollect: Story = {
  args: { ticket: { ...ticketOf(42), status: 'ready', deliveryMethod: 'home delivery', cashDue: 169500 } },
  play: async ({ canvas }) => {
    const ticket = canvas.getByRole('article', { name: '#42 Budi' });
    await expect(within(ticket).getByText('Collect IDR 169.500 in cash')).toBeVisible();
  },
};

/** A home delivery: the address the rider goes to and the phone to call, under the method. */
export const HomeDeliveryAddress: Story = {
  args: {
    ticket: {
      ...ticketOf(42),
      deliveryMethod: 'home delivery',
      deliverTo: { address: 'Jl. Kemang Raya 12, Jakarta Selatan', phone: '081234567890' },
    },
  },
  play: async ({ canvas }) => {
    const ticket = canvas.getByRole('article', { name: '#42 Budi' });
    await expect(within(ticket).getByText('Jl. Kemang Raya 12, Jakarta Selatan')).toBeVisible();
    await expect(within(ticket).getByRole('link', { name: '081234567890' })).toHaveAttribute(
      'href',
      'tel:081234567890',
    );
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Start order 42/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onAdvance).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const TapToStart: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start order 42' }));
    await expect(args.onAdvance).toHaveBeenCalledWith({ orderId: 42, status: 'preparing' });
  },
};

export const KeyboardToStart: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start order 42' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdvance).toHaveBeenCalledWith({ orderId: 42, status: 'preparing' });
    await userEvent.keyboard(' ');
    await expect(args.onAdvance).toHaveBeenCalledTimes(2);
  },
};

/**
 * A drink made the way it was ordered: only what differs from the defaults, in capitals as it is read
 * aloud (normal ice is the default, so it is not said), and the customer's note in quotes.
 */
export const ChoicesAndNote: Story = {
  args: {
    ticket: {
      ...ticketOf(41),
      lines: [
        {
          id: 1,
          name: 'Hazelnut Latte',
          size: 'L',
          qty: 2,
          optionWords: ticketOptionWords(latteChoices),
          note: latteNote,
        },
        { id: 2, name: 'Chicken Wings', size: '250', qty: 1, optionWords: '', note: null },
      ],
    },
  },
  play: async ({ canvas }) => {
    const [latte, wings] = canvas.getAllByRole('listitem');
    await expect(within(latte!).getByText('OAT · LESS SUGAR · +1 SHOT')).toBeVisible();
    await expect(within(latte!).queryByText(/NORMAL ICE/)).not.toBeInTheDocument();
    await expect(within(latte!).getByText(/“Extra hot, please”/)).toBeVisible();
    await expect(within(latte!).getByText(/“Extra hot, please”/)).toHaveTextContent('Note: “Extra hot, please”');
    await expect(wings!.querySelector('[data-ticket-options], [data-ticket-note]')).toBeNull();
  },
};

/** Foods are sold by weight: a line says its grams as the catalogue names them; one without a size, no brackets. */
export const Foods: Story = {
  args: {
    ticket: {
      ...ticketOf(41),
      lines: [
        { id: 1, name: 'Chicken Wings', size: '250', qty: 1 },
        { id: 2, name: 'Croissant', size: '', qty: 2 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(250 g)')).toBeVisible();
    await expect(canvas.getByText('Croissant')).toBeVisible();
    await expect(canvas.queryByText(/\(Regular\)|\(\)/)).not.toBeInTheDocument();
  },
};

/** A ticket in Bahasa Indonesia: method, urgency, age in `mnt`, sizes and the button. */
export const Indonesian: Story = {
  args: { ticket: ticketOf(43), isNew: true },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Diantar ke Rumah')).toBeVisible();
    await expect(canvas.getByText('Baru')).toBeVisible();
    await expect(canvas.getByText('1 mnt')).toBeVisible();
    await expect(canvas.getByText('(Ekstra Besar)')).toBeVisible();
    await expect(canvas.getByText(/Untuk/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mulai pesanan 43' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { ticket: ticketOf(41) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
