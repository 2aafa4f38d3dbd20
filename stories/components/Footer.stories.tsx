import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Footer } from '../../src/components/Footer';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The footer under every screen: the brand, a line about the shop, link columns (Product, Engage) and the copyright.',
  dos: [
    'Pass year from the app so the footer stays a pure function of its props.',
    'Point every link somewhere real (or leave it out).',
  ],
  donts: [
    "Don't add the site's main sections here instead of the nav bar.",
    "Don't put more than a handful of links in a column.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves through the links, column by column.' },
    { key: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    { part: 'Footer', role: 'contentinfo', announced: 'The footer landmark.' },
    {
      part: 'Columns',
      role: 'navigation "Product", "Engage"',
      announced: 'Each column is a named navigation landmark with a list of links.',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/Footer',
  tags: ['status:stable'],
  component: Footer,
  parameters: { guide, layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Coffee Shop');
    await expect(footer).toHaveTextContent('©2026 Coffee Shop');
    await expect(canvas.getByRole('navigation', { name: 'Explore' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    await expect(canvas.getByRole('link', { name: 'Log in to order' })).toHaveAttribute('href', '/auth/login');
    await expectNoDeadLinks(footer);
  },
};

/**
 * Every footer link leads to a page: a route, never an in-page anchor (`#faq`) with nothing behind
 * it, and never an empty href.
 */
async function expectNoDeadLinks(footer: HTMLElement) {
  const hrefs = Array.from(footer.querySelectorAll('a'), (link) => link.getAttribute('href') ?? '');
  await expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await expect(href).toMatch(/^\/(?!\/)/);
  }
}

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Home' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

export const CustomGroups: Story = {
  args: {
    year: 2030,
    groups: [
      {
        title: 'Help',
        links: [
          { label: 'Contact us', href: '/help/contact' },
          { label: 'Delivery hours, Monday to Friday from one to seven in the evening', href: '/help/delivery' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('©2030 Coffee Shop');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/help/contact');
    await expect(canvas.queryByRole('navigation', { name: 'Explore' })).not.toBeInTheDocument();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('contentinfo').scrollWidth).toBeLessThanOrEqual(360);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
