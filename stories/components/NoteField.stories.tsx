import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NoteField } from '../../src/components/NoteField';
import { NOTE_MAX } from '../../src/domain/options';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "A line's note for the barista, the same on the product page and in the cart's Change dialog: one optional line with its count of characters. It looks like TextField on the native input, so a page that needs only this field does not load React Aria's field code.",
  dos: [
    'Say in the description that it is optional and how many characters are left.',
    'Give it a placeholder with a real example ("e.g. extra hot, no lid").',
  ],
  donts: [
    "Don't use it for a field that can be wrong: it shows no error, use TextField.",
    "Don't use it for several lines of text.",
  ],
  keyboard: [{ key: 'Tab', does: 'Moves into the field; typing stops at the limit.' }],
  screenReader: [
    { part: 'Input', role: 'text box, named by its label', announced: 'The label, the value, then the description.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Fields/NoteField',
  tags: ['status:stable'],
  component: NoteField,
  parameters: { guide },
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof NoteField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Note for the barista' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'e.g. extra hot, no lid');
    await expect(input).toHaveAccessibleDescription(`Optional, one line: 0 of ${NOTE_MAX} characters`);
  },
};

export const Written: Story = {
  args: { value: 'Extra hot, no lid' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Note for the barista' });
    await expect(input).toHaveValue('Extra hot, no lid');
    await expect(input).toHaveAccessibleDescription(`Optional, one line: 17 of ${NOTE_MAX} characters`);
  },
};

/** Typing reports each change and counts it; a longer text pasted stops at the limit. */
export const TypingStopsAtTheLimit: Story = {
  tags: ['interaction'],
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <NoteField
        {...args}
        value={value}
        onChange={(change) => {
          args.onChange?.(change);
          setValue(change.value);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Note for the barista' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('no lid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'no lid' });
    await expect(input).toHaveAccessibleDescription(`Optional, one line: 6 of ${NOTE_MAX} characters`);
    await userEvent.paste('x'.repeat(NOTE_MAX));
    await expect(input).toHaveValue(`no lid${'x'.repeat(NOTE_MAX - 6)}`);
    await expect(input).toHaveAccessibleDescription(`Optional, one line: ${NOTE_MAX} of ${NOTE_MAX} characters`);
  },
};
