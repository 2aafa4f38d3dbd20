import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Size } from '../../src/domain/categories';
import { SizePicker, type SizePickerProps } from '../../src/components/SizePicker';
import { expectPhoneWidthWithoutSidewaysScroll, paintedBy, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** What a person sees of a radio: its drawn label (the native radio itself is visually hidden). */
const drawn = (radio: HTMLElement) => radio.closest('label')!;

/** Holds the choice the way a screen does, so the stories show the selection moving. */
function Controlled(props: SizePickerProps) {
  const [value, setValue] = useState<Size | null>(props.value);
  return (
    <SizePicker
      {...props}
      value={value}
      onChange={(change) => {
        setValue(change.size);
        props.onChange?.(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The product detail's size: round choices (R, L, XL or 250g, 300g, 500g) as one radio group. Sizes the product is not sold in show but cannot be chosen.",
  dos: [
    "Pass the product's sizes as available; the category's others show disabled.",
    'Keep the chosen size in the caller (onChange({ size })).',
  ],
  donts: [
    "Don't hide sizes that are not sold: showing them disabled explains the choice.",
    "Don't use it on the admin forms: use SizeToggleGroup.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to the chosen size (or the first), then out of the group.' },
    { key: 'Arrow keys', does: 'Move to the next / previous size and choose it, skipping unavailable sizes.' },
    { key: 'Space', does: 'Chooses the focused size.' },
  ],
  screenReader: [
    { part: 'Group', role: 'radiogroup "Choose a size"', announced: "The group's name." },
    {
      part: 'Size',
      role: 'radio "R (Regular)"',
      announced: "The full size name (the short label is hidden), 'checked', 'dimmed' when unavailable.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Catalogue/SizePicker',
  tags: ['status:stable'],
  component: SizePicker,
  parameters: { guide },
  args: { categoryId: 1, available: ['R', 'L', 'XL'], value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Drinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Choose a size' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText('XL')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const ChoosesADrinkSize: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Choose a size' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText('XL')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'L (Large)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'L' });
    await expect(canvas.getByRole('radio', { name: 'L (Large)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'XL (Extra Large)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'XL' });
    await expect(canvas.getByRole('radio', { name: 'L (Large)' })).not.toBeChecked();
  },
};

export const Foods: Story = {
  args: { categoryId: 3, available: ['250', '300', '500'] },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('300g')).toBeVisible();
    await expect(canvas.queryByText(/350/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '300g' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: '300' });
    rest(canvasElement);
  },
};

export const Preselected: Story = {
  args: { value: 'XL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'XL (Extra Large)' })).toBeChecked();
  },
};

export const UnavailableSizes: Story = {
  args: { available: ['R', 'XL'] },
  play: async ({ canvas, args, canvasElement }) => {
    const large = canvas.getByRole('radio', { name: 'L (Large)' });
    await expect(large).toBeDisabled();
    await userEvent.click(large, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(large).not.toBeChecked();
    // Only the size it is not sold in is struck through.
    await expect(getComputedStyle(drawn(large)).textDecorationLine).toBe('line-through');
    await expect(getComputedStyle(drawn(canvas.getByRole('radio', { name: 'R (Regular)' }))).textDecorationLine).toBe(
      'none',
    );
    rest(canvasElement);
  },
};

/** A product sold in none of its category's sizes (all sold out): every choice shows, none can be taken. */
export const NoSizeAvailable: Story = {
  args: { available: [] },
  play: async ({ canvas, args, canvasElement }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) {
      await expect(radio).toBeDisabled();
      await expect(radio).not.toBeChecked();
    }
    await userEvent.click(radios[0]!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { value: 'R', available: ['R', 'XL'] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'R (Regular)' })).toHaveFocus();
    // Arrow keys skip the disabled Large and land on Extra Large.
    // Pressed and released, as a person does.
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'XL (Extra Large)' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ size: 'XL' }));
    await expect(args.onChange).not.toHaveBeenCalledWith({ size: 'L' });
    await userEvent.keyboard('{ArrowLeft>}');
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'R (Regular)' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ size: 'R' }));
    await expect(canvas.getByRole('radio', { name: 'R (Regular)' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: 'L', isDisabled: true },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'R (Regular)' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    const chosen = canvas.getByRole('radio', { name: 'L (Large)' });
    await expect(chosen).toBeChecked();
    // A disabled picker still shows the chosen size as chosen (accent), never struck through as unavailable.
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(getComputedStyle(drawn(radio)).textDecorationLine).toBe('none');
    }
    await expect(getComputedStyle(drawn(chosen)).backgroundColor).toBe(paintedBy('bg-accent'));
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { value: 'L' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'L (Large)' })).toBeChecked();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** WCAG 2.5.3 label in name: each name starts with what the choice shows, so saying "click XL" reaches it. */
export const LabelInName: Story = {
  // Looks exactly like Preselected, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { value: 'XL' },
  play: async ({ canvas }) => {
    for (const shown of ['R', 'L', 'XL']) {
      await expect(drawn(canvas.getByRole('radio', { name: new RegExp(`^${shown}\\b`) }))).toHaveTextContent(shown);
    }
    await expect(canvas.getByRole('radio', { name: /^XL/ })).toHaveAccessibleName('XL (Extra Large)');
    // The chosen size says so in the shared state vocabulary (data-selected), as the admin's toggles do.
    await expect(canvas.getByRole('radio', { name: /^XL/ })).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('radio', { name: /^L\b/ })).not.toHaveAttribute('data-selected');
  },
};
