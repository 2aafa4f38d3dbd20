import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CATEGORY_NAMES, type CategoryId } from '../../src/domain/categories';
import { CategoryTabs, type CategoryTabsProps } from '../../src/components/CategoryTabs';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';

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

const meta = {
  title: 'Components/Navigation/CategoryTabs',
  component: CategoryTabs,
  args: { value: 1, onChange: fn(), children: (id: CategoryId) => <p>All {CATEGORY_NAMES[id]} products</p> },
  argTypes: { value: { control: 'inline-radio', options: [1, 2, 3] }, children: { control: false } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickATab: Story = {
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
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Non-coffee' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 2 });
    await expect(canvas.getByRole('tabpanel', { name: 'Non-coffee' })).toHaveTextContent(
      'The same list, filtered by the screen',
    );
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
