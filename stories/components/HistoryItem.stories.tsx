import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HistoryItem, type HistoryItemProps } from '../../src/components/HistoryItem';
import { latteChoices, latteNote, sampleHistory } from '../fixtures/orders';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'One bought item in the history: picture, name, amount and size, and the price. The whole card is a checkbox, so a tap anywhere selects it for deleting.',
  dos: ['Use it inside HistoryList, which keeps the selection.', 'Set isDisabled while a delete is running.'],
  donts: [
    "Don't put links or buttons inside the card: the card itself is the control.",
    "Don't show selection by colour alone: the tick and border show it too.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Focuses the card.' },
    { key: 'Space', does: 'Selects or unselects it.' },
  ],
  screenReader: [
    {
      part: 'Card',
      role: 'checkbox "Hazelnut Latte, Large, x 2"',
      announced: "Name, size and amount, and 'checked' or 'not checked'.",
    },
    { part: 'Picture and tick', role: 'none', announced: 'Nothing: the name and state carry it.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/HistoryItem',
  tags: ['status:stable'],
  component: HistoryItem,
  parameters: { guide },
  args: { ...sampleHistory[0]!, isSelected: false, onSelectedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistoryItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the selection as the list would, so the tick shows and clears. */
function StatefulItem(props: HistoryItemProps) {
  const [isSelected, setIsSelected] = useState(props.isSelected);
  return (
    <HistoryItem
      {...props}
      isSelected={isSelected}
      onSelectedChange={(change) => {
        setIsSelected(change.isSelected);
        props.onSelectedChange(change);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <StatefulItem {...args} />,
  play: async ({ canvas, args, canvasElement }) => {
    // The shown price is the unit price times the amount: 2 × IDR 40.000.
    await expect(canvas.getByText('IDR 80.000')).toBeVisible();
    await expect(canvas.getByText('x 2 · Large')).toBeVisible();
    const checkbox = canvas.getByRole('checkbox', { name: 'Hazelnut Latte, Large, x 2' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Hazelnut Latte'));
    await expect(args.onSelectedChange).toHaveBeenCalledWith({ id: 101, isSelected: true });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith({ id: 101, isSelected: false });
    rest(canvasElement);
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvasElement.querySelector('[data-history-id="101"]')).toHaveAttribute('data-selected', 'true');
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  render: (args) => <StatefulItem {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveFocus();
    await expect(canvasElement.querySelector('[data-history-id]')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenCalledWith({ id: 101, isSelected: true });
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Hazelnut Latte'), { pointerEventsCheck: 0 });
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

/** A drink bought with choices and a note: the card says them, and so does its name. */
export const WithChoices: Story = {
  args: { options: latteChoices, note: latteNote },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oat, Less sugar, Normal ice, +1 shot')).toBeVisible();
    await expect(canvas.getByText(/“Extra hot, please”/)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', {
        name: 'Hazelnut Latte, Large, x 2, Oat, Less sugar, Normal ice, +1 shot, Extra hot, please',
      }),
    ).toBeInTheDocument();
  },
};

export const FoodByWeight: Story = {
  args: { ...sampleHistory[2]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 75.000')).toBeVisible();
    await expect(canvas.getByText('x 3 · 500 g')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { name: 'Iced Hazelnut Latte with Oat Milk, an Extra Shot and Brown Sugar Syrup', qty: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IDR 480.000')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Hazelnut Latte')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Hazelnut Latte/ })).not.toBeChecked();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
