import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '../../src/domain/categories';
import { DELIVERY_METHODS, DELIVERY_METHOD_LABELS } from '../../src/domain/delivery';
import { MESSAGES } from '../../src/domain/messages';
import { Select } from '../../src/components/Select';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin, rest } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/**
 * Closes the open listbox and leaves the story at rest. React Aria gives focus back to the trigger
 * once the popover has gone, after the Escape press: blurring before that lets the focus come back
 * and the picture shows a focus ring, so wait for the listbox to go and the trigger to hold focus.
 */
async function closeListbox(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.tagName).toBe('BUTTON'));
  rest(canvasElement);
}

const options = CATEGORY_IDS.map((id) => ({ id, label: CATEGORY_NAMES[id] }));

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'A labelled pick-one list (the product category on the admin forms) with the error pattern. A button that opens a listbox.',
  dos: ['Give every option a short, distinct label.', 'Use a placeholder when nothing is chosen yet (value null).'],
  donts: [
    "Don't use it for two or three options that fit on screen: use radios.",
    "Don't use it to navigate: use links.",
  ],
  keyboard: [
    {
      key: 'Enter, Space, Arrow Down / Up',
      does: 'On the button: opens the list with the chosen (or first / last) option focused.',
    },
    { key: 'Arrow Up / Arrow Down', does: 'In the list: moves between options.' },
    { key: 'Enter', does: 'In the list: chooses the focused option and closes it.' },
    { key: 'Escape', does: 'Closes the list without a change.' },
    { key: 'Letters', does: 'Jumps to the option starting with them (type-ahead), open or closed.' },
  ],
  screenReader: [
    {
      part: 'Button',
      role: 'button, named by the label and the value',
      announced: 'The label, the chosen option, and the error when set.',
    },
    {
      part: 'List',
      role: 'listbox with options',
      announced: "Each option, 'selected' for the chosen one, and its position.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/Select',
  tags: ['status:stable'],
  component: Select<CategoryId>,
  parameters: { guide },
  args: { label: 'Category', options, value: null, onChange: fn(), placeholder: 'Select category' },
} satisfies Meta<typeof Select<CategoryId>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Select category');
  },
};

export const Choose: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Foods' }));
    await expect(args.onChange).toHaveBeenCalledWith({ value: 3 });
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ value: 2 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Coffee');
  },
};

export const WithDisabledOption: Story = {
  // Looks exactly like Default, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  args: { options: options.map((option) => ({ ...option, isDisabled: option.id === 3 })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expect(await screen.findByRole('option', { name: 'Foods' })).toHaveAttribute('aria-disabled', 'true');
    await closeListbox(canvasElement);
  },
};

const deliveryOptions = DELIVERY_METHODS.map((id) => ({ id, label: DELIVERY_METHOD_LABELS[id] }));

export const DeliveryMethodRequired: Story = {
  render: () => (
    <Select
      label="Delivery method"
      options={deliveryOptions}
      value={null}
      placeholder="Select a method"
      errorMessage={MESSAGES.productDeliveryEmpty}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a delivery method')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Delivery method/ })).toHaveAccessibleDescription(
      'Choose a delivery method',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: MESSAGES.profileEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error! Field Can Not Be Empty')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Category/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Where this product is listed on the menu board',
    options: [
      { id: 1, label: 'Coffee: espresso drinks, filter brews and seasonal single origins' },
      { id: 2, label: 'Non-coffee: teas, chocolates and fruit coolers' },
      { id: 3, label: 'Foods' },
    ],
    value: 1,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Where this product is listed on the menu board/ });
    await expect(button).toHaveTextContent('Coffee: espresso drinks, filter brews and seasonal single origins');
    await expectToWrapWithin(canvasElement);
  },
};

export const PhoneWidth: Story = {
  args: { value: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await closeListbox(canvasElement);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
