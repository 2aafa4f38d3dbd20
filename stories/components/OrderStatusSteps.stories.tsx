import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusSteps } from '../../src/components/OrderStatusSteps';
import { trackerSteps } from '../../src/domain/orderTracking';
import { timesUpTo } from '../fixtures/tracking';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The tracker's steps (paid, preparing, ready, collected) as an ordered list: passed steps ticked with their time, the current one marked. A column on a phone, a row from a tablet up.",
  dos: [
    "Build the steps with the domain's trackerSteps and pass them in.",
    'Give it a label that says whose progress it is.',
  ],
  donts: [
    "Don't show it for an order not paid yet as if it had started: every step is then to come.",
    "Don't make the steps clickable: they report, they do not navigate.",
  ],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Steps', role: 'list "Order progress"', announced: 'The number of steps.' },
    {
      part: 'Step',
      role: 'listitem',
      announced:
        "The step and its state ('Preparing, current step', 'Paid, done at 14:05'); the current one is the current step.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Orders/OrderStatusSteps',
  tags: ['status:beta'],
  component: OrderStatusSteps,
  parameters: { guide },
  args: { steps: trackerSteps('paid', 'dine in', timesUpTo('paid')) },
} satisfies Meta<typeof OrderStatusSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step the order is at is the list's `aria-current="step"`; a screen reader hears it named as such. */
async function expectCurrent(canvasElement: HTMLElement, label: string) {
  const list = within(canvasElement).getByRole('list', { name: 'Order progress' });
  const current = list.querySelectorAll('[aria-current="step"]');
  await expect(current).toHaveLength(1);
  await expect(current[0]).toHaveTextContent(`${label}, current step`);
}

export const Paid: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expectCurrent(canvasElement, 'Paid');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('14:02')).toBeVisible();
    await expect(canvas.getByText(/^Collected/)).toBeVisible();
  },
};

export const Preparing: Story = {
  args: { steps: trackerSteps('preparing', 'dine in', timesUpTo('preparing')) },
  play: async ({ canvasElement, canvas }) => {
    await expectCurrent(canvasElement, 'Preparing');
    await expect(canvas.getByText(/^Paid/)).toHaveTextContent('Paid, done');
    await expect(canvas.getByText('14:05')).toBeVisible();
  },
};

export const Ready: Story = {
  args: { steps: trackerSteps('ready', 'take away', timesUpTo('ready')) },
  play: async ({ canvasElement, canvas }) => {
    await expectCurrent(canvasElement, 'Ready');
    await expect(canvas.getByText('14:11')).toBeVisible();
  },
};

export const Collected: Story = {
  args: { steps: trackerSteps('done', 'dine in', timesUpTo('done')) },
  play: async ({ canvasElement, canvas }) => {
    await expectCurrent(canvasElement, 'Collected');
    for (const time of ['14:02', '14:05', '14:11', '14:14']) await expect(canvas.getByText(time)).toBeVisible();
  },
};

export const Delivered: Story = {
  args: { steps: trackerSteps('done', 'home delivery', timesUpTo('done')) },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Delivered');
  },
};

/** Checked out and not paid: nothing is current yet. */
export const NotPaidYet: Story = {
  args: { steps: trackerSteps('new order', 'dine in', timesUpTo('paid')) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(0);
  },
};

export const PhoneWidth: Story = {
  args: { steps: trackerSteps('preparing', 'dine in', timesUpTo('preparing')) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, canvas }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    // A column on a phone: each step sits below the one before.
    const [paid, preparing] = canvas.getAllByRole('listitem');
    await expect(preparing!.getBoundingClientRect().top).toBeGreaterThan(paid!.getBoundingClientRect().top);
  },
};

export const TabletWidth: Story = {
  args: { steps: trackerSteps('ready', 'dine in', timesUpTo('ready')) },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    // A row from a tablet up: the steps sit side by side.
    const [paid, preparing] = canvas.getAllByRole('listitem');
    await expect(preparing!.getBoundingClientRect().left).toBeGreaterThan(paid!.getBoundingClientRect().left);
    await expect(Math.round(preparing!.getBoundingClientRect().top)).toBe(
      Math.round(paid!.getBoundingClientRect().top),
    );
  },
};
