import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Size } from '../../src/domain/categories';
import { MESSAGES } from '../../src/domain/messages';
import { SizeToggleGroup, type SizeToggleGroupProps } from '../../src/components/SizeToggleGroup';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** Holds the sizes the way an admin form does, so the stories show the toggles moving. */
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

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The admin forms' sizes: several at once for the product's category, with 'Reset Size' to clear them. Reported always in the canonical order.",
  dos: ["Pass the product's category: only its sizes show and are reported.", 'Show a missing size with errorMessage.'],
  donts: [
    "Don't use it for the customer's one size: use SizePicker.",
    "Don't disable Reset Size when nothing is chosen: focus would be lost.",
  ],
  keyboard: [
    { key: 'Tab', does: 'One tab stop for the sizes, then Reset Size.' },
    { key: 'Arrow Left / Arrow Right', does: 'Moves between the sizes.' },
    { key: 'Enter or Space', does: 'Toggles the focused size. On Reset Size: clears all sizes.' },
  ],
  screenReader: [
    { part: 'Group', role: 'toolbar "Size"', announced: 'The label, and the error as its description.' },
    {
      part: 'Size',
      role: 'button "R (Regular)", pressed or not',
      announced: "The full size name and 'pressed' / 'not pressed'.",
    },
    { part: 'Reset Size', role: 'button "Reset Size"', announced: 'The label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/SizeToggleGroup',
  tags: ['status:stable'],
  component: SizeToggleGroup,
  parameters: { guide },
  args: { categoryId: 1, value: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SizeToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseSeveral: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Size')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'XL (Extra Large)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['XL'] });
    await userEvent.click(canvas.getByRole('button', { name: 'R (Regular)' }));
    // Clicked XL then R; the payload is in the canonical order.
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['R', 'XL'] });
    await expect(canvas.getByRole('button', { name: 'R (Regular)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'XL (Extra Large)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['R'] });
    await expect(canvas.getByRole('button', { name: 'XL (Extra Large)' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ResetSize: Story = {
  tags: ['interaction'],
  args: { categoryId: 3, value: ['250', '500'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '500g' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Size' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: [] });
    await expect(canvas.getByRole('button', { name: '250g' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: '500g' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { categoryId: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '250g' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['500'] });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft} ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['250', '500'] });
    // Tab leaves the group for Reset Size, which keeps focus after clearing. (react-aria hands focus to
    // the last toggle on Tab before the browser moves on; simulated Tab does not wait, so start there.)
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    const reset = canvas.getByRole('button', { name: 'Reset Size' });
    await expect(reset).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: [] });
    await expect(reset).toHaveFocus();
  },
};

export const OtherCategorySizesDropped: Story = {
  tags: ['interaction'],
  args: { categoryId: 3, value: ['L', '300'] },
  play: async ({ canvas, args }) => {
    // A size left over from the drinks category is not sent back for a food.
    await userEvent.click(canvas.getByRole('button', { name: '250g' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sizes: ['250', '300'] });
  },
};

export const WithError: Story = {
  args: { errorMessage: MESSAGES.productSizesEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.productSizesEmpty)).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Size' })).toHaveAccessibleDescription(MESSAGES.productSizesEmpty);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: ['R'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'L (Large)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset Size' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'L (Large)' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  args: { value: ['R', 'L'] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'L (Large)' })).toHaveAttribute('aria-pressed', 'true');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** WCAG 2.5.3 label in name: each name starts with what the button shows (`XL (Extra Large)`, `250g`). */
export const LabelInName: Story = {
  args: { value: ['XL'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^XL/ })).toHaveTextContent('XL');
    await expect(canvas.getByRole('button', { name: /^XL/ })).toHaveAccessibleName('XL (Extra Large)');
    await expect(canvas.getByRole('button', { name: /^XL/ })).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('button', { name: /^R\b/ })).toHaveAccessibleName('R (Regular)');
  },
};
