import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../src/domain/messages';
import { TextArea, type TextAreaProps } from '../../src/components/TextArea';

function Controlled(props: TextAreaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextArea
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Fields/TextArea',
  component: TextArea,
  args: { label: 'Description', value: '', maxLength: 150, placeholder: 'Describe your product', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsCharacters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Creamy latte');
    await expect(canvas.getByText('12/150')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Creamy latte');
    await expect(canvas.getByText('Max. 150 characters')).toBeVisible();
  },
};

export const NameLimit: Story = {
  args: { label: 'Product name', maxLength: 50, rows: 1, value: 'x'.repeat(51) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('51/50')).toHaveAttribute('data-over', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithError: Story = {
  args: { value: 'y'.repeat(151), errorMessage: MESSAGES.productDescriptionLength },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Description must be at most 150 characters')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'A house blend of Sumatran beans.' } };
