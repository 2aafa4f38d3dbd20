import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '../../src/domain/categories';
import { Select } from '../../src/components/Select';

const options = CATEGORY_IDS.map((id) => ({ id, label: CATEGORY_NAMES[id] }));

const meta = {
  title: 'Components/Fields/Select',
  component: Select<CategoryId>,
  args: { label: 'Category', options, value: null, onChange: fn(), placeholder: 'Select category' },
} satisfies Meta<typeof Select<CategoryId>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Foods' }));
    await expect(args.onChange).toHaveBeenCalledWith({ value: 3 });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ value: 2 });
  },
};

export const Chosen: Story = { args: { value: 1 } };

export const WithError: Story = { args: { errorMessage: 'Choose a category' } };

export const Disabled: Story = { args: { isDisabled: true, value: 2 } };
