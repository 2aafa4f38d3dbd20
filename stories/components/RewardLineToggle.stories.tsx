import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardLineToggle } from '../../src/components/RewardLineToggle';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'On a cart line that can be the free drink (one Regular coffee or non-coffee, a member with 10 points or more): a checkbox that spends the points on it.',
  dos: [
    'Draw it only on an eligible line: the others show nothing.',
    'Disable it with a reason while another line is the free drink.',
  ],
  donts: [
    "Don't let two lines be ticked: the parent keeps one choice.",
    "Don't change the line's price here: the cart shows it free and its totals leave it out.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the checkbox.' },
    { key: 'Space', does: 'Ticks or unticks it.' },
  ],
  screenReader: [
    {
      part: 'Checkbox',
      role: 'checkbox',
      announced: "'Use 10 points: make this free (the line)', ticked or not, and the reason while disabled.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Member/RewardLineToggle',
  tags: ['status:beta'],
  component: RewardLineToggle,
  args: { lineName: 'Hazelnut Latte, Regular', checked: false, onChange: fn() },
  parameters: { guide },
} satisfies Meta<typeof RewardLineToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Use 10 points: make this free (Hazelnut Latte, Regular)' });
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
  },
};

export const Chosen: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Another line is the free drink: this one waits, and says why. */
export const OnAnotherLine: Story = {
  args: {
    disabled: true,
    disabledReason: 'Your free drink is on another line: untick it there to choose this one.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(
      'Your free drink is on another line: untick it there to choose this one.',
    );
  },
};

/** Tab reaches it and Space ticks it: the parent hears the choice. */
export const TicksWithTheKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith({ checked: true });
  },
};
