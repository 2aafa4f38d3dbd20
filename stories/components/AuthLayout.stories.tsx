import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthLayout } from '../../src/components/AuthLayout';
import { Button } from '../../src/components/Button';
import { TextField } from '../../src/components/TextField';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** A stand-in footer: the layout takes any footer through its slot. */
const sampleFooter = (
  <footer className="bg-surface-alt px-4 py-8 text-center text-small text-body">©2026 Coffee Shop</footer>
);

const headerAction = (
  <a
    href="/auth/signup"
    className="inline-flex min-h-11 items-center rounded-card bg-accent px-6 font-semibold text-on-accent shadow-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:outline-solid"
  >
    Sign Up
  </a>
);

/** The form the login screen puts in the slot, reduced to what shows the frame. */
function SampleLoginForm({ onSubmit }: { onSubmit: (event: { email: string }) => void }) {
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email: String(new FormData(event.currentTarget).get('email')) });
      }}
    >
      <TextField name="email" label="Email address" placeholder="Enter your email address" />
      <TextField name="password" type="password" label="Password" placeholder="Enter your password" />
      <Button variant="accent" size="lg" type="submit" isFullWidth>
        Login
      </Button>
    </form>
  );
}

const submitted = fn();

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The frame of sign-up, login, forgot and new-password: a drawn side picture, the brand header, the page heading, the form and the footer. On phones the picture hides and the form takes the width.',
  dos: [
    "Give it the page's heading as title, so every auth page has one h1.",
    'Put the switch to the other form (Sign Up / Login link) in headerAction.',
    "Use variant 'forgot' on the forgot-password page for its key picture.",
  ],
  donts: ["Don't put a second h1 inside the form.", "Don't use it for pages behind login: those use a nav bar."],
  keyboard: [
    { key: 'Tab', does: 'Moves from the brand link and header action into the form, then the footer links.' },
    { key: 'Enter', does: 'On the brand link: goes home.' },
  ],
  screenReader: [
    { part: 'Heading', role: 'heading level 1', announced: 'The page title (Sign Up, Login…).' },
    { part: 'Form area', role: 'main', announced: "The main landmark, so 'skip to main' lands on the form." },
    { part: 'Side picture', role: 'none (decorative)', announced: 'Nothing.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/AuthLayout',
  tags: ['status:stable'],
  component: AuthLayout,
  args: {
    title: 'Login',
    footer: sampleFooter,
    headerAction,
    children: <SampleLoginForm onSubmit={submitted} />,
  },
  parameters: { guide, layout: 'fullscreen' },
  beforeEach: () => {
    submitted.mockClear();
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side picture panel names its variant, so tests can tell the two pictures apart. */
const sideArt = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="side-art"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Login$/);
    await expect(canvas.getByRole('link', { name: 'Coffee Shop' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signup');
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('©2026 Coffee Shop');
    const art = sideArt(canvasElement);
    await expect(art?.dataset.variant).toBe('default');
    await expect(art?.checkVisibility()).toBe(true);
  },
};

/** Keyboard order: brand, header link, then the form in the slot, which submits with Enter. */
export const KeyboardFlow: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const brand = canvas.getByRole('link', { name: 'Coffee Shop' });
    await expect(brand).toHaveFocus();
    await expect(brand).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveFocus();
    await userEvent.tab();
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'kopi@shop.id{Enter}');
    await expect(submitted).toHaveBeenCalledWith({ email: 'kopi@shop.id' });
  },
};

export const Forgot: Story = {
  args: {
    variant: 'forgot',
    title: 'Forgot your password?',
    headerAction: undefined,
    children: (
      <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <p className="text-center text-body">Don’t worry, we got your back!</p>
        <TextField name="email" label="Email address" placeholder="Enter your email address to get link" />
        <Button variant="accent" size="lg" type="submit" isFullWidth>
          Send
        </Button>
      </form>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Forgot your password\?$/);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(sideArt(canvasElement)?.dataset.variant).toBe('forgot');
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  },
};

export const LongText: Story = {
  args: { title: 'Create your Coffee Shop account and get a free member card with your first big order' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

/** On phones the picture hides and the form takes the width. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(sideArt(canvasElement)?.checkVisibility()).toBe(false);
    const main = canvas.getByRole('main');
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field.getBoundingClientRect().width).toBeGreaterThan(main.getBoundingClientRect().width * 0.8);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const ForgotPhoneWidth: Story = {
  ...Forgot,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(sideArt(canvasElement)?.checkVisibility()).toBe(false);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
