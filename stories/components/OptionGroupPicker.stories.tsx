import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OptionGroupPicker, type OptionGroupPickerProps } from '../../src/components/OptionGroupPicker';
import { extrasGroup, milkGroup, syrupGroup } from '../fixtures/products';
import type { ComponentGuide } from '../docs/guide';

/** Holds the choice the way the product page does, so the stories show the selection moving. */
function Controlled(props: OptionGroupPickerProps) {
  const [value, setValue] = useState<readonly number[]>(props.value);
  return (
    <OptionGroupPicker
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.ids);
        props.onChange(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "One option group of a product (Milk, Sugar, Extras) on the product page, between the size and the amount: a single choice as radios, several as checkboxes up to the group's most. Each choice says what it adds to the price, and sold out when it cannot be chosen.",
  dos: [
    'Pass the chosen ids of this group as value and keep them in the caller (onChange({ groupId, ids })).',
    'Start from the defaults that are not sold out (startingChoices in src/domain/options.ts).',
    'Set errorMessage only after Add to Cart was pressed with a required group empty.',
  ],
  donts: [
    "Don't hide sold-out choices: showing them disabled, in words, explains why they cannot be chosen.",
    "Don't use it for the size: use SizePicker.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves into the group (the chosen radio, or each checkbox in turn), then out.' },
    { key: 'Arrow keys', does: 'Radios: move to the next / previous choice and choose it, skipping sold-out ones.' },
    { key: 'Space', does: 'Ticks or unticks the focused checkbox, or chooses the focused radio.' },
  ],
  screenReader: [
    {
      part: 'Group',
      role: 'group "Milk Required"',
      announced: 'The legend (name and Required or Optional), then the hint (choose one, up to N).',
    },
    {
      part: 'Choice',
      role: 'radio or checkbox "Oat +IDR 8.000"',
      announced: "The choice's name and price, or 'sold out' and dimmed when it cannot be chosen.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/OptionGroupPicker',
  tags: ['status:beta'],
  component: OptionGroupPicker,
  parameters: { guide },
  args: { group: milkGroup, value: [11], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OptionGroupPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required single choice with a default; Almond is sold out. */
export const RequiredSingleChoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Milk.*Required/ })).toHaveAccessibleDescription('Choose one');
    await expect(canvas.getByRole('radio', { name: /Whole milk/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Oat \+IDR.8\.000$/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Almond sold out' })).toBeDisabled();
  },
};

/** What choosing raises: the group and its one chosen id. */
export const ChoosesOne: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Oat/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ groupId: 1, ids: [12] });
    await expect(canvas.getByRole('radio', { name: /Whole milk/ })).not.toBeChecked();
  },
};

/** An optional single choice: "None" leaves the group empty. */
export const OptionalSingleChoice: Story = {
  args: { group: syrupGroup, value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Syrup.*Optional/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'None' })).toBeChecked();
  },
};

/** Several choices: checkboxes, "up to 2" in the hint. */
export const UpToTwo: Story = {
  args: { group: extrasGroup, value: [31] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Extras/ })).toHaveAccessibleDescription('Choose up to 2');
    await expect(canvas.getByRole('checkbox', { name: /^\+1 shot \+IDR.6\.000$/ })).toBeChecked();
  },
};

/** The most chosen: the others wait, and the hint says how to change. */
export const MaxReached: Story = {
  args: { group: extrasGroup, value: [31, 32] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Caramel drizzle/ })).toBeDisabled();
    await expect(canvas.getByText('Up to 2: you chose 2, untick one to change')).toBeVisible();
  },
};

/** Ticking and unticking raise the group's ids in its order. */
export const TicksAndUnticks: Story = {
  tags: ['interaction'],
  args: { group: extrasGroup, value: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Whipped cream/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /\+1 shot/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ groupId: 3, ids: [31, 32] });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Whipped cream/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ groupId: 3, ids: [31] });
  },
};

/** A required group left empty when Add to Cart was pressed: said in words under the choices. */
export const RequiredUnmet: Story = {
  args: {
    group: { ...milkGroup, choices: milkGroup.choices.map((choice) => ({ ...choice, isDefault: false })) },
    value: [],
    errorMessage: 'Choose Milk to add this.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Milk/ })).toHaveAccessibleDescription(
      'Choose one Choose Milk to add this.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Oat/ })).toBeDisabled();
  },
};
