import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  ProfileDetailsSection,
  type ProfileDetailsSectionProps,
  type ProfileDetailsValues,
} from '../../src/components/ProfileDetailsSection';
import { MESSAGES } from '../../src/domain/messages';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

const zulaikha: ProfileDetailsValues = {
  username: 'zulaikha',
  firstName: 'Zulaikha',
  lastName: 'Rahma',
  bod: '1999-04-03',
  gender: 'female',
};

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The profile form's 'Details': display name, first and last name, date of birth and Male/Female, read as text or edited as fields while isEditing.",
  dos: ["Show each field's message under it, the gender's under the radios.", 'Pass the birth date as YYYY-MM-DD.'],
  donts: [
    "Don't add gender options without changing the domain's GENDERS.",
    "Don't validate on every key press: validate on save.",
  ],
  keyboard: [
    { key: 'Tab', does: 'While editing: moves through the text fields, then to the chosen gender.' },
    { key: 'Arrow keys', does: 'On Gender: move between Male and Female and choose.' },
    { key: 'Space', does: 'On Gender: chooses the focused option.' },
  ],
  screenReader: [
    { part: 'Section', role: 'region "Details"', announced: 'A named region.' },
    {
      part: 'Gender',
      role: 'radiogroup "Gender"',
      announced: "The options with their state; 'invalid' and the message when it has an error.",
    },
    { part: 'Read view', role: 'description list', announced: 'Each label with its value.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Profile/ProfileDetailsSection',
  tags: ['status:stable'],
  component: ProfileDetailsSection,
  parameters: { guide },
  args: { values: zulaikha, isEditing: false, onChange: fn() },
} satisfies Meta<typeof ProfileDetailsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values as the profile screen does, so typing and choosing show. */
function StatefulSection(props: ProfileDetailsSectionProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ProfileDetailsSection
      {...props}
      values={values}
      onChange={(change) => {
        setValues((current) => ({ ...current, [change.field]: change.value }));
        props.onChange(change);
      }}
    />
  );
}

export const Viewing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect(canvas.getByText('Zulaikha')).toBeVisible();
    await expect(canvas.getByText('1999-04-03')).toBeVisible();
    await expect(canvas.getByText('Female')).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const Editing: Story = {
  args: { isEditing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Zulaikha');
    await expect(canvas.getByLabelText('Date of birth')).toHaveValue('1999-04-03');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
  },
};

export const EditsNameBirthdayAndGender: Story = {
  tags: ['interaction'],
  args: { isEditing: true },
  render: (args) => <StatefulSection {...args} />,
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Zee');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'firstName', value: 'Zee' });

    const birth = canvas.getByLabelText('Date of birth');
    await expect(birth).toHaveAttribute('type', 'date');
    await expect(birth).toHaveValue('1999-04-03');
    await userEvent.clear(birth);
    await userEvent.type(birth, '2000-12-31');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'bod', value: '2000-12-31' });

    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await userEvent.click(canvas.getByText('Male'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'gender', value: 'male' });
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
  },
};

export const KeyboardGender: Story = {
  tags: ['interaction'],
  args: { isEditing: true, values: { ...zulaikha, gender: 'male' } },
  render: (args) => <StatefulSection {...args} />,
  play: async ({ canvas, args }) => {
    const male = canvas.getByRole('radio', { name: 'Male' });
    male.focus();
    await expect(male).toHaveFocus();
    // Held and released like a real key press.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Female' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'gender', value: 'female' });
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
  },
};

export const Errors: Story = {
  args: {
    isEditing: true,
    values: { ...zulaikha, username: '', lastName: '' },
    errors: { username: MESSAGES.profileEmpty, lastName: MESSAGES.profileEmpty },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Error! Field Can Not Be Empty')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const GenderError: Story = {
  args: { isEditing: true, errors: { gender: MESSAGES.profileEmpty } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription(
      'Error! Field Can Not Be Empty',
    );
  },
};

export const LongText: Story = {
  args: {
    values: {
      ...zulaikha,
      username: 'raden.ayu.kartika.sari.dewi.puspitasari',
      firstName: 'Raden Ayu Kartika Sari Dewi',
      lastName: 'Puspitasari Wulandari Kusumaningrum',
    },
  },
  play: async ({ canvas }) => {
    const last = canvas.getByText('Puspitasari Wulandari Kusumaningrum');
    await expect(last).toBeVisible();
    await expect(canvas.getByText('Raden Ayu Kartika Sari Dewi')).toBeVisible();
    await expectToWrapWithin(canvas.getByRole('region', { name: 'Details' }));
  },
};

export const PhoneWidth: Story = {
  args: { isEditing: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Zulaikha');
    await expect(canvas.getByLabelText('Date of birth')).toHaveValue('1999-04-03');
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
