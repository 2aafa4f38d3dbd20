import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from '../../src/components/SearchBox';

const meta = {
  title: 'Components/Navigation/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search products' }));
    const field = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  latte {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'latte' });
  },
};

export const EscapeCollapses: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Search products' })).toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Expanded: Story = { args: { defaultExpanded: true, defaultValue: 'Hazelnut' } };
