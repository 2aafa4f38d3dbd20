import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminNavBar } from '../../src/components/AdminNavBar';
import { CustomerNavBar } from '../../src/components/CustomerNavBar';
import { Footer } from '../../src/components/Footer';
import { PageShell } from '../../src/components/PageShell';
import type { ComponentGuide } from '../docs/guide';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The frame of every signed-in page: the role’s nav bar, the page in one centred main area, the footer. The app’s layouts and the story frames both use it, so a screen is reviewed in the page a person sees.',
  dos: [
    'Pass the nav bar of the signed-in role and the footer with that role’s links.',
    'Put exactly one screen in it; the screen brings its own heading.',
  ],
  donts: [
    'Don’t copy its markup into a story or a route: a second copy drifts.',
    'Don’t nest a second main landmark inside it.',
  ],
  keyboard: [{ key: 'Tab', does: 'Goes from the nav bar through the page to the footer, in reading order.' }],
  screenReader: [
    { part: 'Main area', role: 'main', announced: 'The page; landmarks navigation jumps straight to it.' },
    { part: 'Nav bar', role: 'navigation "Main"', announced: 'The role’s links, search and profile.' },
    { part: 'Footer', role: 'contentinfo', announced: 'The shop’s links and copyright.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Layout/PageShell',
  tags: ['status:stable'],
  component: PageShell,
  parameters: { guide, layout: 'fullscreen' },
  args: {
    nav: <CustomerNavBar active="home" onSearch={() => {}} photoUrl={null} cartCount={2} />,
    footer: <Footer />,
    children: <p>The screen goes here.</p>,
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's page: the customer bar above, the footer below the fold. */
export const Customer: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent('The screen goes here.');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The main area fills the screen, so the footer waits below the fold instead of jumping down later.
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

/** An admin's page: the same shell with the admin bar. */
export const Admin: Story = {
  args: { nav: <AdminNavBar active="orders" onSearch={() => {}} photoUrl={null} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('The screen goes here.');
  },
};

/** On a 360 px phone nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
