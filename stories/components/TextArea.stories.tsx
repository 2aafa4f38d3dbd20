import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '../../src/domain/limits';
import { MESSAGES } from '../../src/domain/messages';
import { TextArea } from '../../src/components/TextArea';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A multi-line input with a live character counter against its limit (the product's description). Going over the limit is allowed and shown, never cut.",
  dos: ["Set maxLength to the field's limit; the hint says it.", "Show the server's message with errorMessage."],
  donts: ["Don't cut pasted text at the limit.", "Don't use it for one-line values: use TextField."],
  keyboard: [
    { key: 'Tab', does: 'Focuses the text area.' },
    { key: 'Enter', does: 'Adds a new line (it does not submit the form).' },
  ],
  screenReader: [
    {
      part: 'Text area',
      role: 'textbox (multi-line), named by its label',
      announced: "The label, the hint, and 'invalid' when over the limit or with an error.",
    },
    { part: 'Counter', role: 'live text (polite)', announced: "'12/150' after a pause in typing." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/TextArea',
  tags: ['status:stable'],
  component: TextArea,
  parameters: { guide },
  args: {
    label: 'Description',
    maxLength: PRODUCT_DESCRIPTION_MAX,
    placeholder: 'Describe your product',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/150')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Max. 150 characters',
    );
  },
};

export const CountsCharacters: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Creamy latte');
    const counter = canvas.getByText('12/150');
    await expect(counter).toBeVisible();
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Creamy latte' });
    await expect(canvas.getByText('Max. 150 characters')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('Hot{Enter}Iced');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Hot\nIced' });
    await expect(canvas.getByText('8/150')).toBeVisible();
  },
};

export const NameHint: Story = {
  args: { label: 'Product name', maxLength: PRODUCT_NAME_MAX, rows: 1, placeholder: 'Type product name' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product name' }), 'Hazelnut Latte');
    await expect(canvas.getByText('14/50')).toBeVisible();
    await expect(canvas.getByText('Max. 50 characters')).toBeVisible();
  },
};

export const OverTheLimit: Story = {
  args: { label: 'Product name', maxLength: PRODUCT_NAME_MAX, rows: 1, defaultValue: 'x'.repeat(50) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'y');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: `${'x'.repeat(50)}y` });
    await waitFor(() => expect(canvas.getByText('51/50')).toHaveAttribute('data-over', 'true'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameTooLong: Story = {
  args: {
    label: 'Product name',
    maxLength: PRODUCT_NAME_MAX,
    rows: 1,
    defaultValue: 'Extra Large Iced Hazelnut Caramel Latte With Oat Milk',
    errorMessage: MESSAGES.productNameLength,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name must be at most 50 characters')).toBeVisible();
    await expect(canvas.getByText('53/50')).toBeVisible();
  },
};

export const DescriptionTooLong: Story = {
  args: { defaultValue: 'y'.repeat(151), errorMessage: MESSAGES.productDescriptionLength },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Description must be at most 150 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameEmpty: Story = {
  args: { label: 'Product name', maxLength: PRODUCT_NAME_MAX, rows: 1, errorMessage: MESSAGES.productNameEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fill the product name')).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { value: 'A house blend of Sumatran beans.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('32/150')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A house blend of Sumatran beans.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    rows: 5,
    defaultValue:
      'Slow-roasted Sumatran and Ethiopian beans, pulled as a double shot over steamed oat milk with a ribbon of house hazelnut syrup and cocoa on top.',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveValue(
      'Slow-roasted Sumatran and Ethiopian beans, pulled as a double shot over steamed oat milk with a ribbon of house hazelnut syrup and cocoa on top.',
    );
    await expect(canvas.getByText('144/150')).toBeVisible();
    // Five rows show the whole text without a scroll bar.
    await expect(area.scrollHeight).toBeLessThanOrEqual(area.clientHeight);
  },
};

export const PhoneWidth: Story = {
  args: { defaultValue: 'Creamy latte', errorMessage: MESSAGES.productDescriptionLength },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.productDescriptionLength),
    );
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
