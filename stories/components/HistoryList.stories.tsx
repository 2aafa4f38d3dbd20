import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryList } from '../../src/components/HistoryList';
import { historyOrders, sampleHistory } from '../fixtures/orders';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The purchase history with selection for deleting: 'n of m selected', Select All / Unselect All, Delete, and the cards. The selection is local; Delete hands the chosen ids to onDelete.",
  dos: [
    "Set isDeleting while the delete call runs: the list locks and Delete says 'Deleting'.",
    "Set isLoading while the history loads: skeleton cards in the cards' shape show.",
  ],
  donts: [
    "Don't delete without showing the count selected.",
    "Don't keep the selection in the app: it belongs to the list.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Select All, Delete, then each card.' },
    {
      key: 'Enter or Space',
      does: 'On Select All: selects every card (then Unselect All clears them). On Delete: raises onDelete with the selected ids.',
    },
    { key: 'Space', does: 'On a card: selects or unselects it.' },
  ],
  screenReader: [
    { part: 'Count', role: 'status (polite)', announced: "'2 of 5 selected' after each change." },
    { part: 'Cards', role: 'list of checkboxes', announced: "Each item's name, size, amount and state." },
    {
      part: 'Delete',
      role: 'button "Delete"',
      announced: "Disabled until something is selected; 'Deleting' while pending.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/HistoryList',
  tags: ['status:stable'],
  component: HistoryList,
  parameters: { guide },
  args: { items: sampleHistory, onDelete: fn() },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).not.toBeChecked();
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const SelectsAndDeletesTwo: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hazelnut Latte/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chicken Wings/ }));
    await expect(canvas.getByText('2 of 4 selected')).toBeVisible();
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [101, 103] });
  },
};

export const SelectAllThenUnselectAll: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeChecked();
    await expect(canvas.getByText('4 of 4 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [101, 102, 103, 104] });

    await userEvent.click(canvas.getByRole('button', { name: 'Unselect All' }));
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Select All' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Select All' })).toHaveFocus();
    // Delete is disabled, so the next stop is the first card.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Hazelnut Latte/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [101] });
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Deleting' })).toBeInTheDocument();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading history');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't bought anything yet.")).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { ...sampleHistory[0]!, name: 'Iced Hazelnut Latte with Oat Milk, an Extra Shot and Brown Sugar Syrup' },
      ...sampleHistory.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Iced Hazelnut Latte with Oat Milk, an Extra Shot and Brown Sugar Syrup');
    await expect(name).toBeVisible();
    await expectToWrapWithin(
      canvas.getByRole('checkbox', { name: /Iced Hazelnut Latte with Oat Milk/ }).closest('li')!,
    );
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** Lines under their order: one selection and one Delete across every order. */
export const GroupedByOrder: Story = {
  args: {
    groups: historyOrders.map((order) => ({
      id: order.id,
      label: `Order #${order.id}`,
      header: <h2 className="font-heading text-lead font-bold text-heading">Order #{order.id}</h2>,
      items: order.lines,
    })),
  },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(within(canvas.getByRole('region', { name: 'Order #33' })).getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.getByText('0 of 4 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pinky Promise/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Matcha Latte/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ids: [102, 104] });
    rest(canvasElement);
  },
};
