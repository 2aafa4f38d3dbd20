import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxChoices, type CheckboxChoicesProps } from '../../src/components/CheckboxChoices';
import { rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

type Method = 'dine in' | 'home delivery' | 'take away';

/** Holds the ticked values the way the product form does. */
function Controlled(props: CheckboxChoicesProps<Method>) {
  const [values, setValues] = useState(props.values);
  return (
    <CheckboxChoices
      {...props}
      values={values}
      onValuesChange={(change) => {
        setValues(change.values);
        props.onValuesChange(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Any number of choices at once, each with its own box: a product sold to stay, to go and delivered. For exactly one choice use radios (RadioChoices).',
  dos: [
    'Keep the ticked values in the caller and update them from onValuesChange({ values }).',
    'Say why the group cannot be kept in errorMessage, in the page’s language.',
  ],
  donts: [
    "Don't use checkboxes where only one choice makes sense: radios say so.",
    "Don't hide a choice that cannot be taken now: disable it, so the customer sees it exists.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the next box (each box is its own stop).' },
    { key: 'Space', does: 'Ticks or unticks the focused box.' },
  ],
  screenReader: [
    { part: 'Group', role: 'group (fieldset) named by its legend', announced: "The group's name." },
    { part: 'Choice', role: 'checkbox, checked or not', announced: "The choice's label and whether it is ticked." },
  ],
} satisfies ComponentGuide;

const choices = [
  { value: 'dine in', label: 'Dine In' },
  { value: 'home delivery', label: 'Home Delivery' },
  { value: 'take away', label: 'Pick Up' },
] as const satisfies readonly { value: Method; label: string }[];

const meta = {
  title: 'Components/Forms/CheckboxChoices',
  tags: ['status:beta'],
  component: CheckboxChoices<Method>,
  parameters: { guide },
  args: { label: 'Input delivery methods', choices, values: ['dine in', 'take away'], onValuesChange: fn() },
} satisfies Meta<typeof CheckboxChoices<Method>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTicked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Input delivery methods' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Dine In' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Home Delivery' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pick Up' })).toBeChecked();
  },
};

export const TicksInTheChoicesOrder: Story = {
  tags: ['interaction'],
  args: { values: [] },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pick Up' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dine In' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ values: ['dine in', 'take away'] });
    // Space on the focused box unticks it.
    await userEvent.keyboard(' ');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ values: ['take away'] });
    await expect(canvas.getByRole('checkbox', { name: 'Dine In' })).not.toBeChecked();
  },
};

export const NoneTickedWithAnError: Story = {
  args: { values: [], errorMessage: 'Choose a delivery method' },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Input delivery methods' });
    await expect(group).toHaveAccessibleDescription('Choose a delivery method');
    await expect(canvas.getByRole('checkbox', { name: 'Dine In' })).toHaveAttribute('aria-invalid', 'true');
    rest(canvasElement);
  },
};

export const WithADisabledChoice: Story = {
  args: { choices: [choices[0], { ...choices[1], isDisabled: true }, choices[2]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Home Delivery' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Pick Up' })).toBeEnabled();
  },
};
