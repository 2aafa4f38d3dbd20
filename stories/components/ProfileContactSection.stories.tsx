import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfileContactSection, type ProfileContactSectionProps } from '../../src/components/ProfileContactSection';
import { MESSAGES } from '../../src/domain/messages';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The profile form's 'Contacts': email, mobile number and delivery address, read as text or edited as fields while isEditing.",
  dos: [
    "Show each field's message under it (errors).",
    'Keep the values in the caller and change them from onChange({ field, value }).',
  ],
  donts: [
    "Don't switch to editing one field at a time: the whole section edits together.",
    "Don't leave an empty value blank in the read view.",
  ],
  keyboard: [{ key: 'Tab', does: 'While editing: moves through Email address, Mobile number and Delivery address.' }],
  screenReader: [
    { part: 'Section', role: 'region "Contacts"', announced: 'A named region.' },
    {
      part: 'Fields',
      role: 'textbox, named by its label',
      announced: 'The label, its autocomplete kind, and the error when set.',
    },
    { part: 'Read view', role: 'description list', announced: 'Each label with its value.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Profile/ProfileContactSection',
  tags: ['status:stable'],
  component: ProfileContactSection,
  parameters: { guide },
  args: {
    values: {
      email: 'zulaikha@coffee.test',
      address: 'Jalan Kemang Raya 12, Jakarta Selatan',
      phoneNumber: '081348287878',
    },
    isEditing: false,
    onChange: fn(),
  },
} satisfies Meta<typeof ProfileContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values as the profile screen does, so typing shows. */
function StatefulSection(props: ProfileContactSectionProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ProfileContactSection
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
    await expect(canvas.getByRole('region', { name: 'Contacts' })).toBeVisible();
    await expect(canvas.getByText('zulaikha@coffee.test')).toBeVisible();
    await expect(canvas.getByText('081348287878')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Editing: Story = {
  args: { isEditing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('zulaikha@coffee.test');
    await expect(canvas.getByRole('textbox', { name: 'Delivery address' })).toHaveValue(
      'Jalan Kemang Raya 12, Jakarta Selatan',
    );
  },
};

export const EditsEmailAndAddress: Story = {
  tags: ['interaction'],
  args: { isEditing: true },
  render: (args) => <StatefulSection {...args} />,
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue('zulaikha@coffee.test');
    await userEvent.clear(email);
    await userEvent.type(email, 'zee@coffee.test');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'email', value: 'zee@coffee.test' });
    const address = canvas.getByRole('textbox', { name: 'Delivery address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Jalan Braga 8');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'address', value: 'Jalan Braga 8' });
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { isEditing: true },
  render: (args) => <StatefulSection {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.tab();
    const phone = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(phone).toHaveFocus();
    // Tabbing in selects the whole value, as browsers do; End keeps it and edits the last digit.
    await userEvent.keyboard('{End}{Backspace}9');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'phoneNumber', value: '081348287879' });
  },
};

export const Errors: Story = {
  args: {
    isEditing: true,
    values: { email: '', address: '', phoneNumber: '081348287878' },
    errors: { email: MESSAGES.profileEmpty, address: MESSAGES.profileEmpty },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Error! Field Can Not Be Empty')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).not.toHaveAttribute('aria-invalid');
  },
};

export const EmptyValues: Story = {
  args: { values: { email: 'zulaikha@coffee.test', address: '', phoneNumber: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not set')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    values: {
      email: 'raden.ayu.kartika.sari.dewi.puspitasari@a-very-long-company-domain.co.id',
      address:
        'Jalan Jenderal Sudirman Kavling 52-53, Gedung Sequis Center Lantai 11, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
      phoneNumber: '+6281348287878',
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByText('raden.ayu.kartika.sari.dewi.puspitasari@a-very-long-company-domain.co.id');
    await expect(email).toBeVisible();
    await expectToWrapWithin(email);
    await expectToWrapWithin(canvas.getByRole('region', { name: 'Contacts' }));
  },
};

export const PhoneWidth: Story = {
  args: { isEditing: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('zulaikha@coffee.test');
    await expect(canvas.getByRole('textbox', { name: 'Delivery address' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
