import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SignInToOrderDialog } from '../../src/components/SignInToOrderDialog';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'A visitor pressed Add to Cart on the menu: the dialog names the line they chose and offers the two ways in, both of which bring them back to the product with the line in their cart.',
  dos: [
    'Name the line as the customer chose it (amount, product, size).',
    'Link both ways in with `?next=` back to the product, so the line is added on the way back.',
  ],
  donts: ["Don't lose the line: keep it before the dialog opens.", "Don't use it for signed-in customers."],
  keyboard: [
    { key: '(on open)', does: 'Focus moves to Create an account.' },
    { key: 'Tab / Shift+Tab', does: 'Moves between Create an account, Log in and Not now; focus stays in the dialog.' },
    { key: 'Escape', does: 'Closes it; the line stays kept.' },
  ],
  screenReader: [
    { part: 'Dialog', role: 'dialog "Sign in to order"', announced: 'The title and the waiting line.' },
    { part: 'Ways in', role: 'links "Create an account" and "Log in"', announced: 'Their names.' },
    { part: 'Not now', role: 'button "Not now"', announced: 'Closes the dialog.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/SignInToOrderDialog',
  tags: ['status:beta'],
  component: SignInToOrderDialog,
  args: {
    isOpen: true,
    line: '1 × Caffe Latte (Large)',
    loginHref: '/auth/login?next=%2Fcust%2Fproduct-d%3Fid%3D4',
    signupHref: '/auth/signup?next=%2Fcust%2Fproduct-d%3Fid%3D4',
    onClose: fn(),
  },
  parameters: { guide, layout: 'fullscreen', docs: { story: { inline: false, height: '460px' } } },
} satisfies Meta<typeof SignInToOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to order' });
    await expect(dialog).toHaveTextContent('1 × Caffe Latte (Large) waits for you');
    await expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', args.signupHref);
    await expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', args.loginHref);
  },
};

export const NotNow: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Sign in to order' });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: 'Sign in to order' });
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
