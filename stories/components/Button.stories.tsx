import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, paintedBy, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Every action in the shop: primary (brand brown), accent (yellow, the main call on a screen), ghost (quiet) and danger (deletes). Use isPending while the action runs; the label stays and focus is kept.',
  dos: [
    'Use one accent button per screen for the main action (Checkout, Save).',
    "Set pendingLabel to what is happening ('Checking out') when isPending.",
    'Use danger only for actions that remove something.',
  ],
  donts: [
    "Don't use a button to go to another page: use a link.",
    "Don't disable a button to explain a problem; show the problem in words.",
    "Don't set onClick: use onPress, which covers pointer, touch and keyboard alike.",
  ],
  examples: [
    {
      do: {
        render: () => (
          <ExampleScreen>
            <Button variant="accent">Checkout</Button>
            <Button variant="ghost">Keep shopping</Button>
          </ExampleScreen>
        ),
        caption: 'One accent button: the screen’s main action stands out; the others are quieter.',
      },
      dont: {
        render: () => (
          <ExampleScreen>
            <Button variant="accent">Checkout</Button>
            <Button variant="accent">Keep shopping</Button>
            <Button variant="accent">Clear cart</Button>
          </ExampleScreen>
        ),
        caption: 'Three accent buttons: nothing stands out, so a shopper cannot tell which is next.',
      },
    },
    {
      do: {
        render: () => (
          <ExampleScreen title="Edit product" note="Hazelnut Latte · IDR 40.000">
            <Button variant="primary">Save</Button>
            <Button variant="danger">Delete product</Button>
          </ExampleScreen>
        ),
        caption: 'Danger only for the action that removes something.',
      },
      dont: {
        render: () => (
          <ExampleScreen title="Edit product" note="Hazelnut Latte · IDR 40.000">
            <Button variant="danger">Save</Button>
            <Button variant="danger">Delete product</Button>
          </ExampleScreen>
        ),
        caption: 'Danger on Save: red stops meaning “this removes something”.',
      },
    },
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses it (a visible focus ring paints).' },
    { key: 'Enter or Space', does: 'Presses it. Nothing happens while it is disabled or pending.' },
  ],
  screenReader: [
    {
      part: 'Button',
      role: 'button, named by its text',
      announced: "The label; 'dimmed'/'unavailable' when disabled.",
    },
    {
      part: 'Pending',
      role: 'status inside the button',
      announced: "The pendingLabel (default 'Working') while the spinner shows.",
    },
  ],
} satisfies ComponentGuide;

/** A small screen for the do/don't pictures: a heading, a total and the screen's buttons. */
function ExampleScreen({
  title = 'Your order',
  note = '2 items · IDR 70.000',
  children,
}: {
  title?: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="font-heading text-lead font-bold text-heading">{title}</p>
      <p className="text-small">{note}</p>
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

const meta = {
  title: 'Components/Actions/Button',
  tags: ['status:stable'],
  component: Button,
  parameters: { guide },
  args: { children: 'Add to cart', onPress: fn() },
  // The props the shop uses from React Aria's button are documented here (docgen lists only the
  // props the shop's interface declares); the shop's own props carry their JSDoc in Button.tsx.
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'accent', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    isPending: {
      control: 'boolean',
      description:
        'The action is running: a spinner with `pendingLabel` shows beside the label, presses are ignored, and focus stays on the button (unlike `isDisabled`).',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    isDisabled: {
      control: 'boolean',
      description:
        'The action is not available: sunken grey, muted text, no shadow, not focusable. Prefer saying why in words beside it.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    onPress: {
      description:
        'Raised on a click, a tap, Enter or Space (never while disabled or pending, nor when a pointer is dragged off before release). It passes nothing. Use it, not `onClick`.',
      table: { type: { summary: '() => void' } },
    },
    type: {
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
      description: 'The native button type: `submit` for a form’s main button, `button` otherwise.',
      table: { type: { summary: "'button' | 'submit' | 'reset'" }, defaultValue: { summary: "'button'" } },
    },
    'aria-describedby': {
      control: 'text',
      description: 'The id of a text that explains the button further (a hint, or why it is off).',
      table: { type: { summary: 'string' } },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const Accent: Story = {
  args: { variant: 'accent', children: 'Checkout' },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Checkout' });
    await expect(button).toBeEnabled();
    await expect(getComputedStyle(button).backgroundColor).toBe(paintedBy('bg-accent'));
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Cancel' });
    await expect(button).toBeEnabled();
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(button).borderTopColor).toBe(paintedBy('border-primary-text', 'borderTopColor'));
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete Product' },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Delete Product' });
    await expect(button).toBeEnabled();
    await expect(getComputedStyle(button).backgroundColor).toBe(paintedBy('bg-danger'));
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    rest(canvasElement);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' });
    const large = canvas.getByRole('button', { name: 'Large' });
    // Every target stays at least 24 × 24 px (WCAG 2.2 target size); large is visibly taller.
    await expect(small.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(large.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    // One user for the whole story: a key or pointer held in one call is released in a later one.
    const user = userEvent.setup();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await user.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    // The ring must really paint: a 3px solid outline, not just a width on an outline-style of none.
    await expect(button).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // Held down, Space shows the press and presses once, on release.
    await user.keyboard('[Space>]');
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await user.keyboard('[/Space]');
    await expect(button).not.toHaveAttribute('data-pressed');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    // A held Enter that repeats is still one press, as React Aria's was.
    await user.keyboard('{Enter>3}');
    await expect(args.onPress).toHaveBeenCalledTimes(4);
    await user.keyboard('{/Enter}');
    await expect(button).not.toHaveAttribute('data-pressed');
  },
};

/** A pointer hovers, presses and clicks: pressed while held, no focus ring, one press. */
export const PointerPress: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    // One user for the whole story: a key or pointer held in one call is released in a later one.
    const user = userEvent.setup();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await user.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(args.onPress).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await expect(button).not.toHaveAttribute('data-pressed');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(args.onPress).toHaveBeenCalledWith();
    // Focused by the pointer: the keyboard's ring stays off until a key is pressed.
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('data-focus-visible');
    await user.unhover(button);
    await expect(button).not.toHaveAttribute('data-hovered');
    await user.keyboard('{Shift}');
    await expect(button).not.toHaveAttribute('data-focus-visible');
    await user.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** A press dragged off the button before release presses nothing, as the browser's own click. */
export const DraggedOff: Story = {
  tags: ['interaction'],
  render: (args) => (
    <div className="flex items-center gap-6">
      <Button {...args} />
      <p>Elsewhere</p>
    </div>
  ),
  play: async ({ canvas, args }) => {
    // One user for the whole story: a key or pointer held in one call is released in a later one.
    const user = userEvent.setup();
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    const elsewhere = canvas.getByText('Elsewhere');
    await user.pointer([{ keys: '[MouseLeft>]', target: button }, { target: elsewhere }]);
    await expect(button).not.toHaveAttribute('data-pressed');
    // Back over the button before release: pressed again, and the release presses it.
    await user.pointer({ target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer([{ target: elsewhere }, { keys: '[/MouseLeft]', target: elsewhere }]);
    await expect(button).not.toHaveAttribute('data-pressed');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    // Not a tab stop: the keyboard cannot reach it to press it.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(button).not.toHaveAttribute('data-pressed');
  },
};

/** Every variant disabled looks off in both themes: sunken grey, muted text, no shadow, an arrow-less cursor. */
export const DisabledVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} isDisabled variant="primary">
        Primary
      </Button>
      <Button {...args} isDisabled variant="accent">
        Accent
      </Button>
      <Button {...args} isDisabled variant="ghost">
        Ghost
      </Button>
      <Button {...args} isDisabled variant="danger">
        Danger
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Accent', 'Ghost', 'Danger']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      const style = getComputedStyle(button);
      await expect(style.backgroundColor).toBe(paintedBy('bg-surface-sunken'));
      await expect(style.color).toBe(paintedBy('text-muted', 'color'));
      // No shadow: 'none', or only transparent layers as Tailwind's shadow-none writes them.
      await expect(style.boxShadow.replace(/rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, )?/g, '') || 'none').toBe('none');
      await expect(style.cursor).toBe('not-allowed');
    }
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Saving', pendingLabel: 'Saving the product' },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(within(button).getByRole('status', { name: 'Saving the product' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** Pending keeps the button focusable (unlike disabled) and ignores the keyboard's presses too. */
export const PendingKeyboard: Story = {
  tags: ['interaction'],
  args: { isPending: true, children: 'Saving', pendingLabel: 'Saving the product', type: 'submit' },
  render: (args) => (
    <form onSubmit={(event) => (event.preventDefault(), args.onPress?.())}>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A pending submit button is a plain one meanwhile: Enter in the form submits nothing twice.
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(button).not.toHaveAttribute('data-pressed');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Confirm and Pay for every item in this rather long order now', isFullWidth: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', {
      name: 'Confirm and Pay for every item in this rather long order now',
    });
    await expect(button).toBeVisible();
    await expectToWrapWithin(button);
  },
};

export const PhoneWidth: Story = {
  args: { isFullWidth: true, children: 'Checkout' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Checkout' });
    // Full width on a phone: as wide as the story's padded box.
    await expect(button.getBoundingClientRect().width).toBe(button.parentElement!.getBoundingClientRect().width);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
