import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminOptionGroupsScreen, type AdminOptionGroupsScreenProps } from '../../src/screens/AdminOptionGroupsScreen';
import { adminGroups } from '../fixtures/products';
import { adminFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  rest,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';

/** The screen as the route drives it: the form opens and closes as the admin asks. */
function Stateful(props: AdminOptionGroupsScreenProps) {
  const [editing, setEditing] = useState(props.editing);
  return (
    <AdminOptionGroupsScreen
      {...props}
      editing={editing}
      onEditingChange={(change) => {
        props.onEditingChange(change);
        setEditing(change.editing);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Choices',
  component: AdminOptionGroupsScreen,
  args: {
    status: 'ready',
    groups: adminGroups,
    editing: null,
    onEditingChange: fn(),
    onSave: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onDismissDeleteError: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [adminFrame('choices')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminOptionGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** One group's card, by its heading. */
const card = (canvas: Canvas, name: string) => canvas.getByRole('article', { name }) as HTMLElement;

/** One choice row of the open form ("Choice 2"). */
const choiceRow = (canvas: Canvas, number: number) => canvas.getByRole('group', { name: `Choice ${number}` });

/** Types over a field's whole value, as a person selecting it and typing would. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The shop's groups: each says Required or Optional, how many a line takes, and its choices. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choices' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choices' })).toHaveAttribute('aria-current', 'page');
    const milk = within(card(canvas, 'Milk'));
    await expect(milk.getByText('Required')).toBeVisible();
    await expect(milk.getByText(/Choose 1 · Offered by 6 products/)).toBeVisible();
    const oat = milk.getByText('Oat').closest('li')!;
    await expect(oat).toHaveTextContent('+IDR 8.000');
    const whole = milk.getByText('Whole milk').closest('li')!;
    await expect(whole).toHaveTextContent('Default');
    await expect(whole).toHaveTextContent('No extra cost');
    await expect(milk.getByText('Almond').closest('li')).toHaveTextContent('Sold out');
    const extras = within(card(canvas, 'Extras'));
    await expect(extras.getByText('Optional')).toBeVisible();
    await expect(extras.getByText(/Choose up to 2/)).toBeVisible();
    await expect(within(card(canvas, 'Syrup')).getByText(/No product offers it yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Milk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Milk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add group' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No option groups yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add group' })).toHaveLength(2);
  },
};

export const EmptyAddsTheFirstGroup: Story = {
  tags: ['interaction'],
  args: { groups: [] },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Add group' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(args.onEditingChange).toHaveBeenCalledWith({ editing: 'new' });
    await expect(canvas.getByRole('form', { name: 'New group' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Group name' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading', groups: [] },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the option groups');
    await expectSkeletonShape(canvasElement, 'option-groups');
    await expect(canvas.queryByRole('button', { name: 'Add group' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', groups: [] },
  play: offersTryAgain(async ({ canvas }) => {
    await expect(canvas.getByText(/could not load the option groups/)).toBeVisible();
  }),
};

export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** Milk's form, open in its place: the group's values and each choice as a row. */
export const EditingAGroup: Story = {
  args: { editing: 1 },
  play: async ({ canvas, canvasElement }) => {
    const form = within(canvas.getByRole('form', { name: 'Edit Milk' }));
    await expect(form.getByRole('textbox', { name: 'Group name' })).toHaveValue('Milk');
    await expect(form.getByRole('textbox', { name: 'Fewest choices' })).toHaveValue('1');
    await expect(form.getByRole('textbox', { name: 'Most choices' })).toHaveValue('1');
    const oat = within(choiceRow(canvas, 2));
    await expect(oat.getByRole('textbox', { name: 'Choice name' })).toHaveValue('Oat');
    await expect(oat.getByRole('textbox', { name: 'Price (IDR)' })).toHaveValue('8000');
    await expect(oat.getByRole('checkbox', { name: 'Default' })).not.toBeChecked();
    await expect(within(choiceRow(canvas, 1)).getByRole('checkbox', { name: 'Default' })).toBeChecked();
    await expect(within(choiceRow(canvas, 3)).getByText('Sold out for now')).toBeVisible();
    // The other groups stay listed.
    await expect(card(canvas, 'Sugar')).toBeVisible();
    rest(canvasElement);
  },
};

/** A new group's form: optional, a single choice, one empty row. */
export const NewGroup: Story = {
  args: { editing: 'new' },
  play: async ({ canvas, canvasElement }) => {
    const form = within(canvas.getByRole('form', { name: 'New group' }));
    await expect(form.getByRole('textbox', { name: 'Group name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Fewest choices' })).toHaveValue('0');
    await expect(form.getByRole('textbox', { name: 'Most choices' })).toHaveValue('1');
    await expect(form.getByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add group' })).toBeDisabled();
    rest(canvasElement);
  },
};

/** Save with nothing filled in: each problem under its field, nothing sent. */
export const ValidationErrors: Story = {
  args: { editing: 'new' },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(canvas.getByText('Give the group a name')).toBeVisible();
    await expect(canvas.getByText('Give this choice a name')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Group name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** The counts that cannot work together: more defaults than a line takes, and more than there are choices. */
export const ValidationErrorsInTheCounts: Story = {
  // Errors beside fields, as ValidationErrors, which is pictured: this story checks the counts' words (decision 0030).
  tags: ['no-picture'],
  args: { editing: 1 },
  play: async ({ canvas, args, canvasElement }) => {
    await retype(canvas.getByRole('textbox', { name: 'Fewest choices' }), '3');
    await retype(canvas.getByRole('textbox', { name: 'Most choices' }), '2');
    await userEvent.click(within(choiceRow(canvas, 2)).getByRole('checkbox', { name: 'Default' }));
    await userEvent.click(within(choiceRow(canvas, 3)).getByRole('checkbox', { name: 'Default' }));
    await retype(within(choiceRow(canvas, 3)).getByRole('textbox', { name: 'Choice name' }), 'oat');
    await retype(within(choiceRow(canvas, 2)).getByRole('textbox', { name: 'Price (IDR)' }), '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(canvas.getByText('Fewest choices cannot be more than most choices')).toBeVisible();
    await expect(
      canvas.getByText('At most 2 of the choices can be the default, as many as most choices'),
    ).toBeVisible();
    await expect(canvas.getByText('Another choice already has this name')).toBeVisible();
    await expect(canvas.getByText('The price must be a whole number of rupiah, 0 or more')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const MostAboveTheChoices: Story = {
  args: { editing: 4 },
  play: async ({ canvas, args, canvasElement }) => {
    await retype(canvas.getByRole('textbox', { name: 'Most choices' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(canvas.getByText('Most choices cannot be more than the 2 choices below')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Saving: Story = {
  args: { editing: 1, isSaving: true },
  play: async ({ canvas, args, canvasElement }) => {
    const save = canvas.getByRole('button', { name: /Save group/ });
    await expectPendingButton(save, 'Saving');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** The server's refusal stands under the form, in its own words; the form keeps what was typed. */
export const ServerError: Story = {
  args: { editing: 1, serverError: 'Two choices are called Oat' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Two choices are called Oat');
    await expect(canvas.getByRole('button', { name: 'Save group' })).toBeEnabled();
    rest(canvasElement);
  },
};

export const EditsAndSaves: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Milk' }));
    await expect(args.onEditingChange).toHaveBeenCalledWith({ editing: 1 });
    await expect(canvas.getByRole('textbox', { name: 'Group name' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a choice' }));
    const soy = within(choiceRow(canvas, 4));
    await expect(soy.getByRole('textbox', { name: 'Choice name' })).toHaveFocus();
    await userEvent.keyboard('Soy');
    await retype(soy.getByRole('textbox', { name: 'Price (IDR)' }), '6000');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Almond' }));
    // The row that took Almond's place has focus: nothing is lost from the keyboard.
    await expect(within(choiceRow(canvas, 3)).getByRole('textbox', { name: 'Choice name' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      groupId: 1,
      group: {
        name: 'Milk',
        nameIndonesian: '',
        min: 1,
        max: 1,
        choices: [
          { id: 11, name: 'Whole milk', nameIndonesian: '', price: 0, isDefault: true, isSoldOut: false },
          { id: 12, name: 'Oat', nameIndonesian: '', price: 8000, isDefault: false, isSoldOut: false },
          { name: 'Soy', nameIndonesian: '', price: 6000, isDefault: false, isSoldOut: false },
        ],
      },
    });
  },
};

/** A group's names on the Indonesian menu (docs/product.md, "Languages"): stored ones fill the form. */
const milkInIndonesian = {
  ...adminGroups[0]!,
  nameIndonesian: 'Susu',
  choices: adminGroups[0]!.choices.map((choice) =>
    choice.name === 'Oat' ? { ...choice, nameIndonesian: 'Susu gandum' } : choice,
  ),
};

export const EditingIndonesianNames: Story = {
  // The form as EditingAGroup, which is pictured, with its Indonesian names filled: this story checks them (decision 0030).
  tags: ['no-picture'],
  args: { editing: 1, groups: [milkInIndonesian, ...adminGroups.slice(1)] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Group name (Bahasa Indonesia)' })).toHaveValue('Susu');
    const indonesian = (number: number) =>
      within(choiceRow(canvas, number)).getByRole('textbox', { name: 'Choice name (Bahasa Indonesia)' });
    await expect(indonesian(2)).toHaveValue('Susu gandum');
    // None given: empty, and an Indonesian page shows the English name.
    await expect(indonesian(1)).toHaveValue('');
    await expect(indonesian(1)).toHaveAttribute('placeholder', 'Optional: the name on the Indonesian menu');
    rest(canvasElement);
  },
};

export const SavesIndonesianNames: Story = {
  tags: ['interaction'],
  args: { editing: 1, groups: [milkInIndonesian, ...adminGroups.slice(1)] },
  play: async ({ canvas, args }) => {
    await retype(canvas.getByRole('textbox', { name: 'Group name (Bahasa Indonesia)' }), 'Pilihan susu');
    const indonesian = (number: number) =>
      within(choiceRow(canvas, number)).getByRole('textbox', { name: 'Choice name (Bahasa Indonesia)' });
    await retype(indonesian(1), 'Susu sapi');
    // Emptied: the Indonesian name is removed.
    await retype(indonesian(2), '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      groupId: 1,
      group: expect.objectContaining({
        name: 'Milk',
        nameIndonesian: 'Pilihan susu',
        choices: [
          expect.objectContaining({ name: 'Whole milk', nameIndonesian: 'Susu sapi' }),
          expect.objectContaining({ name: 'Oat', nameIndonesian: '' }),
          expect.objectContaining({ name: 'Almond', nameIndonesian: '' }),
        ],
      }),
    });
  },
};

/** An Indonesian name longer than the English may be stands refused under its field; nothing is sent. */
export const IndonesianNameTooLong: Story = {
  // An error beside a field, as ValidationErrors, which is pictured: this story checks the words (decision 0030).
  tags: ['no-picture'],
  args: { editing: 1 },
  play: async ({ canvas, args, canvasElement }) => {
    const long = 'x'.repeat(41);
    // Pasted: typing 41 letters twice would take long under load.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Group name (Bahasa Indonesia)' }));
    await userEvent.paste(long);
    await userEvent.click(
      within(choiceRow(canvas, 2)).getByRole('textbox', { name: 'Choice name (Bahasa Indonesia)' }),
    );
    await userEvent.paste(long);
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(canvas.getByText("A group's Indonesian name is at most 40 characters")).toBeVisible();
    await expect(canvas.getByText("A choice's Indonesian name is at most 40 characters")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

/** The choices' order is the product page's: Up and Down move a row, by keyboard too, and focus stays with it. */
export const ReordersChoices: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Milk' }));
    const names = () =>
      canvas.getAllByRole('textbox', { name: 'Choice name' }).map((field) => (field as HTMLInputElement).value);
    await expect(names()).toEqual(['Whole milk', 'Oat', 'Almond']);
    // The first row cannot go up, nor the last down.
    await expect(canvas.getByRole('button', { name: 'Move Whole milk up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Almond down' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Almond up' }));
    await expect(names()).toEqual(['Whole milk', 'Almond', 'Oat']);
    await expect(canvas.getByRole('button', { name: 'Move Almond up' })).toHaveFocus();
    // Enter again: Almond reaches the top, and focus passes to its Down, the one still live.
    await userEvent.keyboard('{Enter}');
    await expect(names()).toEqual(['Almond', 'Whole milk', 'Oat']);
    await expect(canvas.getByRole('button', { name: 'Move Almond down' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      groupId: 1,
      group: expect.objectContaining({
        choices: [
          expect.objectContaining({ id: 13, name: 'Almond' }),
          expect.objectContaining({ id: 11, name: 'Whole milk' }),
          expect.objectContaining({ id: 12, name: 'Oat' }),
        ],
      }),
    });
  },
};

export const AddsAGroup: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add group' }));
    const form = within(canvas.getByRole('form', { name: 'New group' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Group name' }), 'Cream');
    await userEvent.type(within(choiceRow(canvas, 1)).getByRole('textbox', { name: 'Choice name' }), 'Whipped');
    await retype(within(choiceRow(canvas, 1)).getByRole('textbox', { name: 'Price (IDR)' }), '5000');
    await userEvent.click(form.getByRole('button', { name: 'Add a choice' }));
    await userEvent.keyboard('Extra whipped');
    await retype(within(choiceRow(canvas, 2)).getByRole('textbox', { name: 'Price (IDR)' }), '8000');
    await userEvent.click(form.getByRole('button', { name: 'Save group' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      groupId: null,
      // No Indonesian names typed: the group and its choices are sent without them ('').
      group: {
        name: 'Cream',
        nameIndonesian: '',
        min: 0,
        max: 1,
        choices: [
          { name: 'Whipped', nameIndonesian: '', price: 5000, isDefault: false, isSoldOut: false },
          { name: 'Extra whipped', nameIndonesian: '', price: 8000, isDefault: false, isSoldOut: false },
        ],
      },
    });
  },
};

export const CancelReturnsFocus: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sugar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Group name' }), ' level');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith({ editing: null });
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Sugar' })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Are you sure?" names the group and what it is taken from, at rest. */
export const DeleteConfirmation: Story = {
  args: { defaultConfirmDeleteId: 1 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Milk?' });
    await expect(dialog).toHaveTextContent('Milk is taken off the 6 products that offer it.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Syrup' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Syrup?' });
    await expect(dialog).toHaveTextContent('No product offers Syrup.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Syrup' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ groupId: 4 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Deleting: Story = {
  args: { deletingGroupId: 3 },
  play: async ({ canvas }) => {
    await expectPendingButton(canvas.getByRole('button', { name: /Delete Extras/ }), 'Deleting');
  },
};

/** A delete the server refused: its reason above the list, the group still listed. */
export const DeleteRefused: Story = {
  args: { deleteError: 'Option group not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Option group not found');
    await expect(card(canvas, 'Milk')).toBeVisible();
  },
};

export const DeleteRefusedDismissed: Story = {
  tags: ['interaction'],
  args: DeleteRefused.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissDeleteError).toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  args: { editing: 1 },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Edit Milk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save group' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};

/** The list in Bahasa Indonesia. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pilihan' })).toBeVisible();
    await expect(within(card(canvas, 'Milk')).getByText('Wajib')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tambah grup' })).toBeVisible();
  },
};
