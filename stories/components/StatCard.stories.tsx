import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '../../src/components/StatCard';
import { avatarImage } from '../fixtures/images';
import {
  expectPhoneWidthWithoutSidewaysScroll,
  expectToWrapWithin,
  expectWholeFigure,
  paintedBy,
} from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: 'One block of the admin dashboard: a label, a big value and an optional trend line with its arrow.',
  dos: [
    "Say the trend in words ('Achieved 3.5M of total 5M'); the arrow only repeats it.",
    'Use tone for emphasis on at most one card in a row.',
  ],
  donts: ["Don't put meaning in the icon: it is decorative.", "Don't make the card a button."],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Card', role: 'text', announced: 'The label, the value and the trend, in order.' },
    { part: 'Icon and arrow', role: 'none (hidden)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Admin/StatCard',
  tags: ['status:stable'],
  component: StatCard,
  parameters: { guide },
  args: {
    label: 'Goals',
    value: '76%',
    trend: 'Your goals is still on 76%. Keep up the good work!',
    trendDirection: 'up',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goals: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Goals')).toBeVisible();
    await expect(canvas.getByText('76%')).toBeVisible();
    await expect(canvas.getByText(/Keep up the good work!/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'up');
  },
};

export const BestStaff: Story = {
  args: {
    label: 'Best Staff of the Month',
    value: 'Cheryn Laurent',
    trend: 'Achieved 3.5M of total 5M, 478 customers',
    icon: <img src={avatarImage('#e0a878', '#1f1410', '#ffe3b3')} alt="" className="size-14 rounded-full" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cheryn Laurent')).toBeVisible();
    await expect(canvas.getByText('Achieved 3.5M of total 5M, 478 customers')).toBeVisible();
  },
};

export const Primary: Story = {
  args: { tone: 'primary', label: 'Orders today', value: '128', trend: '+12% from yesterday' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Orders today')).toBeVisible();
    await expect(canvas.getByText('128')).toBeVisible();
    await expect(canvas.getByText('+12% from yesterday')).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-tone]')!;
    await expect(getComputedStyle(card).backgroundColor).toBe(paintedBy('bg-primary'));
  },
};

export const Accent: Story = {
  args: { tone: 'accent', label: 'Monthly income', value: 'IDR 95.400.000' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Monthly income')).toBeVisible();
    await expect(canvas.getByText('IDR 95.400.000')).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-tone]')!;
    await expect(getComputedStyle(card).backgroundColor).toBe(paintedBy('bg-accent'));
  },
};

export const Falling: Story = {
  args: { label: 'Outcome', value: 'IDR 1.500.000', trend: '8% less than last week', trendDirection: 'down' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down');
  },
};

export const NoTrend: Story = {
  args: { trend: undefined, trendDirection: undefined, label: 'Stores', value: '30+' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-trend]')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'Best Staff of the Month in the Jakarta Selatan Region',
    value: 'Raden Ayu Kartika Sari Dewi Puspitasari',
    trend: 'Achieved IDR 3.500.000 of a total IDR 5.000.000 with 478 customers served this month',
  },
  play: async ({ canvas, canvasElement }) => {
    const value = canvas.getByText('Raden Ayu Kartika Sari Dewi Puspitasari');
    await expect(value).toBeVisible();
    await expect(canvas.getByText(/with 478 customers served this month$/)).toBeVisible();
    await expectToWrapWithin(canvasElement.querySelector('[data-tone]')!);
  },
};

/**
 * A figure wider than its card at the title size: it never breaks ("IDR 12.320.221." over "000" reads as
 * two numbers) but steps down the type scale until it fits on one line.
 */
export const LargeFigure: Story = {
  args: { label: 'Income in this period', value: 'IDR\u00a012.320.221.000', trend: undefined },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const figure = canvas.getByText('IDR 12.320.221.000');
    await expectWholeFigure(figure);
    // Smaller than the title step, but still a figure: never below the body copy.
    await expect(parseFloat(getComputedStyle(figure).fontSize)).toBeLessThan(36);
    await expect(parseFloat(getComputedStyle(figure).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('76%')).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
