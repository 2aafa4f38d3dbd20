import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CATEGORY_NAMES, type CategoryId } from '../../src/domain/categories';
import { CategoryTabs, type CategoryTabsProps } from '../../src/components/CategoryTabs';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** Holds the selected tab the way a screen would, so the stories show the panel switching. */
function Controlled(props: CategoryTabsProps) {
  const [value, setValue] = useState<CategoryId>(props.value);
  return (
    <CategoryTabs
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.categoryId);
        props.onChange?.(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The catalogue's Coffee, Non-coffee and Foods as tabs; the chosen tab's panel shows the products. Controlled: the caller keeps value and changes it in onChange.",
  dos: [
    "Render the panel's content through the render prop so only the shown category renders.",
    "Keep the page's other controls (pagination) inside the panel so they follow the category.",
  ],
  donts: [
    "Don't use tabs to navigate to other pages: use links.",
    "Don't add a tab without adding its category to the domain.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves into the tab list (to the chosen tab), and from it into the panel.' },
    { key: 'Arrow Left / Arrow Right', does: 'Moves to the previous / next tab and shows its panel (wraps around).' },
    { key: 'Home / End', does: 'Moves to the first / last tab.' },
  ],
  screenReader: [
    { part: 'Tab list', role: 'tablist "Categories"', announced: "The list's name and how many tabs." },
    {
      part: 'Tab',
      role: 'tab, selected or not',
      announced: "The category name, 'selected', and its position (1 of 3).",
    },
    { part: 'Panel', role: 'tabpanel', announced: 'Named by its tab.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/CategoryTabs',
  tags: ['status:stable'],
  component: CategoryTabs,
  parameters: { guide },
  args: { value: 1, onChange: fn(), children: (id: CategoryId) => <p>All {CATEGORY_NAMES[id]} products</p> },
  argTypes: { value: { control: 'inline-radio', options: [1, 2, 3] }, children: { control: false } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickATab: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Coffee' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All Coffee products');
    await userEvent.click(canvas.getByRole('tab', { name: 'Foods' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 3 });
    await expect(canvas.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Foods' })).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Coffee' })).not.toHaveAttribute('data-selected');
    await expect(canvas.getByRole('tabpanel', { name: 'Foods' })).toHaveTextContent('All Foods products');
    await expect(canvas.queryByText('All Coffee products')).not.toBeInTheDocument();
  },
};

export const ArrowKeys: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const coffee = canvas.getByRole('tab', { name: 'Coffee' });
    await expect(coffee).toHaveFocus();
    await expect(coffee).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Non-coffee' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 2 }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All Non-coffee products');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 3 }));
    // Arrow keys wrap around from the last tab to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(coffee).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 1 }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All Coffee products');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const StartsOnFoods: Story = {
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All Foods products');
  },
};

export const PlainChildren: Story = {
  render: (args) => (
    <Controlled {...args}>
      <p>The same list, filtered by the screen</p>
    </Controlled>
  ),
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Non-coffee' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 2 });
    await expect(canvas.getByRole('tabpanel', { name: 'Non-coffee' })).toHaveTextContent(
      'The same list, filtered by the screen',
    );
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { value: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
