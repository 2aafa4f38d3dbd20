import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Hero } from '../../src/components/Hero';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The landing's opening: the headline, a line of copy and one call to action over a drawn coffee scene. A scrim keeps the white copy at AA contrast at any width.",
  dos: [
    'Keep one call to action and point ctaHref at sign-up.',
    'Keep the headline short enough for two lines on a phone.',
  ],
  donts: ["Don't put a second h1 on the landing: the hero's title is it.", "Don't put text in the picture."],
  keyboard: [
    { key: 'Tab', does: 'Moves to the call-to-action link.' },
    { key: 'Enter', does: 'Follows it.' },
  ],
  screenReader: [
    { part: 'Section', role: 'region named by the headline', announced: 'The headline.' },
    { part: 'Headline', role: 'heading level 1', announced: "'Start Your Day with Coffee and Good Meals'." },
    { part: 'Call to action', role: 'link "Get Started"', announced: 'The label.' },
    { part: 'Scene', role: 'none (hidden)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/Hero',
  tags: ['status:stable'],
  component: Hero,
  args: { ctaHref: '/auth/signup' },
  parameters: { guide, layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Start Your Day with Coffee and Good Meals$/,
    );
    await expect(canvas.getByRole('region', { name: 'Start Your Day with Coffee and Good Meals' })).toBeVisible();
    await expect(
      canvas.getByText(
        'We provide high quality beans, good taste and healthy meals made by love just for you. Start your day with us for a bigger smile!',
      ),
    ).toBeVisible();
    const cta = canvas.getByRole('link', { name: 'Get Started' });
    await expect(cta).toHaveTextContent(/^Get Started$/);
    await expect(cta).toHaveAttribute('href', '/auth/signup');
  },
};

/** The call to action is the first stop for the keyboard, with the focus ring showing. */
export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Get Started' });
    await userEvent.tab();
    await expect(cta).toHaveFocus();
    // The ring really paints: a solid outline, not one switched off by a reset.
    await expect(cta).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

export const LongText: Story = {
  args: {
    title: 'Start Your Day with Coffee, Good Meals and a Table by the Window Waiting Just for You',
    text: 'Freshly roasted every morning in small batches, brewed by baristas who know your name, and delivered warm to your door from Monday to Friday between one and seven in the afternoon.',
    ctaLabel: 'Get Started and Order Your First Cup',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Start Your Day with Coffee, Good Meals and a Table by the Window Waiting Just for You',
    );
    await expect(canvas.getByRole('link', { name: 'Get Started and Order Your First Cup' })).toBeVisible();
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const cta = canvas.getByRole('link', { name: 'Get Started' });
    await expect(cta).toBeVisible();
    await expect(cta.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
    await userEvent.tab();
    await expect(cta).toHaveFocus();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};
