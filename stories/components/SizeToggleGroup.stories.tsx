import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Size } from '../../src/domain/categories';
import { MESSAGES } from '../../src/domain/messages';
import { SizeToggleGroup, type SizeToggleGroupProps } from '../../src/components/SizeToggleGroup';

function Controlled(props: SizeToggleGroupProps) {
  const [value, setValue] = useState<readonly Size[]>(props.value);
  return (
    <SizeToggleGroup
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.sizes);
        props.onChange?.(change);
      }}
    />
  );
}

const meta = {
  title: 'Components/Catalogue/SizeToggleGroup',
  component: SizeToggleGroup,
  args: { categoryId: 1, value: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SizeToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseSeveral: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Extra Large' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Regular' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['R', 'XL'] });
    await expect(canvas.getByRole('button', { name: 'Regular' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ResetSize: Story = {
  args: { categoryId: 3, value: ['250', '500'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Size' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: [] });
    await expect(canvas.getByRole('button', { name: '500 g' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Reset Size' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Regular' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['L'] });
  },
};

export const WithError: Story = { args: { errorMessage: MESSAGES.productSizesEmpty } };

export const Disabled: Story = { args: { isDisabled: true, value: ['R'] } };
