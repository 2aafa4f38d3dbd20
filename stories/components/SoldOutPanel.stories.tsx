import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SoldOutPanel, type SoldOutGroup } from '../../src/components/SoldOutPanel';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The queue's compact Sold out panel: a button that opens every option group's choices, each with a switch, so a barista marks Oat sold out in one tap without leaving the board.",
  dos: [
    'Show the switch at once and put it back when the server refuses, with the reason in error.',
    'Pass the choices whose switch is on its way as pendingChoiceIds.',
  ],
  donts: [
    "Don't show sold out by colour alone: the switch's state, the struck-through name and the count say it.",
    "Don't use it to edit a group: prices and defaults belong on the product pages.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the Sold out button, then to each switch.' },
    { key: 'Enter or Space', does: 'Opens or closes the panel; on a switch, switches the choice sold out or back.' },
  ],
  screenReader: [
    { part: 'Button', role: 'button, expanded or collapsed', announced: "'Sold out' and how many are sold out." },
    { part: 'Panel', role: 'region "Sold out choices"', announced: 'Each group as a heading over its choices.' },
    {
      part: 'Switch',
      role: 'switch "Sold out: Oat (Milk)"',
      announced: 'On when the choice is sold out; busy while on its way.',
    },
  ],
} satisfies ComponentGuide;

const groups: SoldOutGroup[] = [
  {
    id: 1,
    name: 'Milk',
    choices: [
      { id: 11, name: 'Dairy', soldOut: false },
      { id: 12, name: 'Oat', soldOut: true },
      { id: 13, name: 'Almond', soldOut: false },
      { id: 14, name: 'Soy', soldOut: false },
    ],
  },
  {
    id: 2,
    name: 'Extra shot',
    choices: [{ id: 21, name: '+1 shot', soldOut: false }],
  },
  {
    id: 3,
    name: 'Syrup',
    choices: [
      { id: 31, name: 'Vanilla', soldOut: false },
      { id: 32, name: 'Caramel', soldOut: false },
    ],
  },
];

const meta = {
  title: 'Components/Ordering/SoldOutPanel',
  tags: ['status:beta'],
  component: SoldOutPanel,
  parameters: { guide },
  args: { groups, onSoldOutChange: fn(), isInitiallyOpen: true },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoldOutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: Oat is sold out (switch on, name struck through), the button counts it. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sold out (1)' })).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'Sold out choices' });
    await expect(within(panel).getByRole('heading', { name: 'Milk' })).toBeVisible();
    await expect(within(panel).getByRole('switch', { name: 'Sold out: Oat (Milk)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(panel).getByRole('switch', { name: 'Sold out: Almond (Milk)' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** Closed, as the board first shows it: one compact button. */
export const Closed: Story = {
  args: { isInitiallyOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sold out (1)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { groups: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the choices…');
  },
};

/** A switch the server refused: back as it was, with the reason. */
export const Refused: Story = {
  args: {
    error: 'Almond could not be marked sold out, so it is still on sale. Not found',
    onDismissError: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Almond could not be marked sold out/);
  },
};

/** One tap marks Almond sold out; Space on the focused Oat switch puts it back. */
export const TapToSwitch: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Sold out: Almond (Milk)' }));
    await expect(args.onSoldOutChange).toHaveBeenCalledWith({ choiceId: 13, soldOut: true });
    canvas.getByRole('switch', { name: 'Sold out: Oat (Milk)' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSoldOutChange).toHaveBeenLastCalledWith({ choiceId: 12, soldOut: false });
  },
};

/** Opening and closing from the keyboard. */
export const OpenWithKeyboard: Story = {
  tags: ['interaction'],
  args: { isInitiallyOpen: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Sold out choices' })).toBeVisible();
  },
};

/** The panel in Bahasa Indonesia. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Oat \(Milk\)/ })).toHaveAttribute('aria-checked', 'true');
  },
};
