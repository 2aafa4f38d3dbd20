import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout } from '../../src/components/AuthLayout';
import { Button } from '../../src/components/Button';
import { Footer } from '../../src/components/Footer';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/Landing/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Login',
    footer: <Footer />,
    headerAction: (
      <a href="/auth/signup" className="rounded-card bg-accent px-6 py-2 font-semibold text-on-accent">
        Sign Up
      </a>
    ),
    children: (
      <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email address" placeholder="Enter your email address" />
        <Button variant="accent" size="lg" type="submit" isFullWidth>
          Login
        </Button>
      </form>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvasElementVariant(canvas.getByRole('main'))).toBe('default');
  },
};

export const Forgot: Story = {
  args: { variant: 'forgot', title: 'Forgot your password?' },
  play: async ({ canvas }) => {
    await expect(canvasElementVariant(canvas.getByRole('main'))).toBe('forgot');
  },
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };

/** The side picture panel sits before the main column and names its variant. */
function canvasElementVariant(main: HTMLElement): string | undefined {
  return (main.previousElementSibling as HTMLElement | null)?.dataset.variant;
}
