import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CATEGORY_NAMES, type CategoryId } from '../../src/domain/categories';
import { CategoryTabs, type CategoryTabsProps } from '../../src/components/CategoryTabs';

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
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickATab: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Coffee' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Foods' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 3 });
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All Foods products');
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Coffee' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Non-coffee' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ categoryId: 2 }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('All Non-coffee products');
  },
};

export const PhoneWidth: Story = { args: { value: 2 }, globals: { viewport: { value: 'phone' } } };
