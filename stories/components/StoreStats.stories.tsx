import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreStats } from '../../src/components/StoreStats';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "The landing's shop in numbers: staff, stores and customers, each with a drawn icon.",
  dos: [
    "Keep the figures to the brief's three unless the design changes.",
    'Keep each label to one word so the three fit side by side on a phone.',
  ],
  donts: ["Don't put the figures in the pictures.", "Don't round the figures differently from the brief."],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    {
      part: 'List',
      role: 'list "Our shop in numbers"',
      announced: "'3 items', then each figure with its label ('90+ Staff').",
    },
    { part: 'Icons', role: 'none (hidden)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/StoreStats',
  tags: ['status:stable'],
  component: StoreStats,
  parameters: { guide },
} satisfies Meta<typeof StoreStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our shop in numbers' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['90+Staff', '30+Stores', '800+Customers']);
    await expect(items.map((item) => item.dataset.kind)).toEqual(['staff', 'stores', 'customers']);
    const [staff, , customers] = items.map((item) => within(item));
    await expect(staff?.getByText('90+')).toBeVisible();
    await expect(customers?.getByText('Customers')).toBeVisible();
  },
};

/** The list is data: other figures and long labels wrap inside their column. */
export const LongText: Story = {
  args: {
    label: 'Coffee Shop across the archipelago',
    stats: [
      { kind: 'staff', value: '1.200+', label: 'Baristas, bakers and riders' },
      { kind: 'stores', value: '130+', label: 'Stores from Sabang to Merauke' },
      { kind: 'customers', value: '80.000+', label: 'Happy customers every single month' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Coffee Shop across the archipelago' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Stores from Sabang to Merauke')).toBeVisible();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Our shop in numbers' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    // One column on phones: the second figure sits below the first.
    await expect(second?.top).toBeGreaterThan((first?.bottom ?? Infinity) - 1);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
