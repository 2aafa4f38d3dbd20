import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { CounterBoardScreen, type CounterBoard } from '../../src/screens/CounterBoardScreen';
import {
  countInFirstRow,
  expectLoadingScreen,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
} from '../support/expectations';
import { phone } from './frames';

/** The server sends ready orders oldest first; the screen shows the newest first. */
const board: CounterBoard = {
  preparing: [
    { number: 57, name: 'Sari' },
    { number: 58, name: 'Budi' },
    { number: 60, name: 'Wayan' },
  ],
  ready: [
    { number: 52, name: 'Dewi' },
    { number: 55, name: 'Agus' },
  ],
};

const NAMES = ['Putri', 'Rizky', 'Ayu', 'Made', 'Nyoman', 'Fitri', 'Eko', 'Rina', 'Joko', 'Lestari'];
const busy: CounterBoard = {
  preparing: Array.from({ length: 28 }, (_, index) => ({ number: 140 + index, name: NAMES[index % NAMES.length]! })),
  ready: Array.from({ length: 14 }, (_, index) => ({ number: 120 + index, name: NAMES[(index + 3) % NAMES.length]! })),
};

const column = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: new RegExp(`^${title}`) }));

/** The numbers of a column, top to bottom, as a person reads them (the "+N more" tile is not one). */
const numbersIn = (canvasElement: HTMLElement, title: string) =>
  column(canvasElement, title)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.number)
    .map((item) => Number(item.dataset.number));

/**
 * The wall screen holds the whole board without scrolling: each column shows the tiles that fit, whole,
 * and a "+N more" tile counting exactly the rest; the page is no taller or wider than the screen.
 */
async function expectBoardFits(canvasElement: HTMLElement, counts: Record<string, number>) {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollHeight).toBeLessThanOrEqual(page.clientHeight);
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  for (const [title, count] of Object.entries(counts)) {
    const list = column(canvasElement, title).getByRole('list');
    const shown = numbersIn(canvasElement, title).length;
    const more = list.querySelector<HTMLElement>('li[data-more]');
    await expect(shown).toBeGreaterThan(0);
    await expect(shown + Number(more?.dataset.more ?? 0)).toBe(count);
    if (shown < count) await expect(more).toHaveTextContent(`+${count - shown}`);
    const bottom = list.getBoundingClientRect().bottom;
    for (const item of list.children) await expect(item.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom + 1);
  }
}

const meta = {
  title: 'Screens/Counter/Counter board',
  component: CounterBoardScreen,
  args: { status: 'ready', board, now: new Date('2026-11-24T07:45:00Z') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CounterBoardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Order status/ })).toBeVisible();
    await expect(canvas.getByText('14:45')).toBeVisible();
    await expect(numbersIn(canvasElement, 'In the queue')).toEqual([57, 58, 60]);
    await expect(column(canvasElement, 'In the queue').getByText('Sari')).toBeVisible();
    // Newest ready first: the number just called is at the top.
    await expect(numbersIn(canvasElement, 'Ready')).toEqual([55, 52]);
    await expect(column(canvasElement, 'Ready').getByText('Dewi')).toBeVisible();
    await expect(canvas.queryByText('Just ready')).not.toBeInTheDocument();
  },
};

/** A number that has just become ready stands out ("Just ready", not colour alone) and is announced. */
export const JustReady: Story = {
  args: { justReady: [55] },
  play: async ({ canvas, canvasElement }) => {
    const tile = column(canvasElement, 'Ready').getByText('Just ready').closest('li')!;
    await expect(tile).toHaveAttribute('data-number', '55');
    await expect(canvas.getByText('Order #55 for Agus is ready.')).toBeInTheDocument();
  },
};

/** Only one column has orders: the other says so instead of leaving a blank box. */
export const NothingReady: Story = {
  args: { board: { preparing: board.preparing, ready: [] } },
  play: async ({ canvasElement }) => {
    await expect(column(canvasElement, 'Ready').getByText('Nothing waiting to be collected')).toBeVisible();
    await expect(numbersIn(canvasElement, 'In the queue')).toEqual([57, 58, 60]);
  },
};

export const Empty: Story = {
  args: { board: { preparing: [], ready: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders right now')).toBeVisible();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', board: null },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the order board');
    // Two columns (In the queue, Ready), side by side from tablet width, each with number tiles.
    const skeleton = await expectSkeletonShape(canvasElement, 'counter-board');
    const columns = Array.from(skeleton.querySelectorAll<HTMLElement>('[data-skeleton-group]'));
    await expect(columns).toHaveLength(2);
    if (skeleton.clientWidth >= 768) await expect(countInFirstRow(columns)).toBe(2);
    await expect(skeletonPieces(columns[0]!, 'card').length).toBeGreaterThan(0);
  },
};

/** The first load failed: no numbers to show, the screen says it keeps trying. */
export const Unreachable: Story = {
  args: { status: 'error', board: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The order board is not reachable');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A refresh failed: the last board stays up, with a note that it is reconnecting. */
export const Reconnecting: Story = {
  args: { status: 'error' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting');
    await expect(numbersIn(canvasElement, 'Ready')).toEqual([55, 52]);
  },
};

/**
 * A rush: the tiles wrap into a grid in each column, the next up first in the queue and the newest first
 * in Ready; what does not fit on the screen is counted in "+N more", nothing is cut off or scrolls.
 */
export const ManyOrders: Story = {
  args: { board: busy },
  play: async ({ canvasElement }) => {
    await expect(numbersIn(canvasElement, 'In the queue')[0]).toBe(140);
    await expect(numbersIn(canvasElement, 'Ready')[0]).toBe(133);
    await expectBoardFits(canvasElement, { 'In the queue': 28, Ready: 14 });
  },
};

/** A rush on a tablet in portrait, the smallest screen the board fits without scrolling. */
export const ManyOrdersOnTablet: Story = {
  args: { board: busy },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectBoardFits(canvasElement, { 'In the queue': 28, Ready: 14 });
  },
};

/** A rush on a tablet in landscape. */
export const ManyOrdersOnTabletLandscape: Story = {
  args: { board: busy },
  globals: { viewport: { value: 'tabletLandscape' } },
  play: async ({ canvasElement }) => {
    await expectBoardFits(canvasElement, { 'In the queue': 28, Ready: 14 });
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(numbersIn(canvasElement, 'In the queue')).toEqual([57, 58, 60]);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const PhoneWidthManyOrders: Story = {
  args: { board: busy },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const Desktop: Story = {
  // Looks exactly like Filled's 1280 px picture: this story checks what differs underneath.
  tags: ['no-picture'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const [preparing, ready] = ['In the queue', 'Ready'].map((title) =>
      within(canvasElement)
        .getByRole('region', { name: new RegExp(`^${title}`) })
        .getBoundingClientRect(),
    );
    // Side by side on a wide screen.
    await expect(Math.abs(preparing!.top - ready!.top)).toBeLessThan(2);
  },
};

/**
 * The wall screen at the counter, in a rush: numbers read from across a room (at least 80 px tall on a
 * 1080p TV), the board within the screen, and "+N more" for the orders that do not fit.
 */
export const TV: Story = {
  args: { board: busy, justReady: [133] },
  globals: { viewport: { value: 'tv' } },
  play: async ({ canvasElement }) => {
    const number = column(canvasElement, 'Ready').getByText('133');
    await expect(parseFloat(getComputedStyle(number).fontSize)).toBeGreaterThanOrEqual(80);
    await expectBoardFits(canvasElement, { 'In the queue': 28, Ready: 14 });
  },
};

/** The board in Bahasa Indonesia, a number just ready. */
export const Indonesian: Story = {
  args: { justReady: [55] },
  globals: { locale: 'id' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Status pesanan/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dalam antrean : 3 pesanan' })).toBeVisible();
    const ready = canvas.getByRole('region', { name: /^Siap\b/ });
    await expect(within(ready).getByText('Baru siap')).toBeVisible();
    await expect(numbersIn(canvasElement, 'Siap')).toEqual([55, 52]);
    await expect(canvas.getByText('Pesanan #55 untuk Agus sudah siap.')).toBeInTheDocument();
  },
};

/** Boards arriving one after another, as the screen polls: the order that moves to ready lights up. */
function LiveBoard() {
  const [current, setCurrent] = useState<CounterBoard>(board);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setCurrent({
          preparing: board.preparing.filter((entry) => entry.number !== 57),
          ready: [...board.ready, { number: 57, name: 'Sari' }],
        }),
      300,
    );
    return () => clearTimeout(timer);
  }, []);
  return <CounterBoardScreen status="ready" board={current} now={new Date('2026-11-24T07:45:00Z')} />;
}

export const OrderBecomesReady: Story = {
  render: () => <LiveBoard />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Just ready')).not.toBeInTheDocument();
    await waitFor(() => expect(numbersIn(canvasElement, 'Ready')).toEqual([57, 55, 52]));
    await expect(numbersIn(canvasElement, 'In the queue')).toEqual([58, 60]);
    const tile = column(canvasElement, 'Ready').getByText('Just ready').closest('li')!;
    await expect(tile).toHaveAttribute('data-number', '57');
    await expect(within(canvasElement).getByText('Order #57 for Sari is ready.')).toBeInTheDocument();
  },
};
