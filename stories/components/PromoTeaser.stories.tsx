import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PromoTeaser } from '../../src/components/PromoTeaser';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: 'A promotion call-out on the landing: a drawn coupon, a heading, a line of text and one link.',
  dos: ['Point ctaHref at where the promotion can be used.', 'Keep the text to one line.'],
  donts: ["Don't stack several teasers: one promotion at a time.", "Don't make the whole block a link."],
  keyboard: [
    { key: 'Tab', does: 'Moves to See Promo.' },
    { key: 'Enter', does: 'Follows it.' },
  ],
  screenReader: [
    { part: 'Section', role: 'region named by its heading', announced: "'Check our promo today!'." },
    { part: 'Link', role: 'link "See Promo"', announced: 'The label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/PromoTeaser',
  tags: ['status:stable'],
  component: PromoTeaser,
  parameters: { guide },
  args: { ctaHref: '/auth/signup' },
} satisfies Meta<typeof PromoTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Check our promo today!$/);
    await expect(canvas.getByText('Let’s see the deals and pick yours')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'See Promo' });
    await expect(link).toHaveTextContent(/^See Promo$/);
    await expect(link).toHaveAttribute('href', '/auth/signup');
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'See Promo' });
    await expect(link).toHaveFocus();
    // The ring really paints: a solid outline, not one switched off by a reset.
    await expect(link).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

export const LongText: Story = {
  args: {
    title: 'Buy two large coffees and get a croissant free every weekday morning this month',
    text: 'Valid for dine in, home delivery and pick up, Monday to Friday, while the croissants last. One free croissant per order.',
    ctaLabel: 'See All Promotions',
    ctaHref: '/products?promo=1',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'See All Promotions' })).toHaveAttribute('href', '/products?promo=1');
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Check our promo today!' });
    const link = canvas.getByRole('link', { name: 'See Promo' });
    // Stacked on phones: the link sits below the heading.
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom - 1);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
