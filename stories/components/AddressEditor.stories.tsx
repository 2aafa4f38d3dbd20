import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressEditor } from '../../src/components/AddressEditor';
import { expectPhoneWidthWithoutSidewaysScroll, expectToWrapWithin } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

const home = { name: 'Iskandar', address: 'Jalan Kemang Raya 12, Jakarta Selatan', phone: '+6281348287878' };

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "The delivery address on the payment screen: read as text, edited in place with Edit and Save. On the admin's order detail it is read-only (isReadOnly), with no Edit button.",
  dos: [
    'Pass the saved address as value and store what onSave hands back.',
    'Start in edit mode (defaultEditing) when no address is known yet.',
    'Use isReadOnly wherever the viewer cannot change the address.',
  ],
  donts: [
    "Don't put it inside a form that submits on Enter: Save is its own action.",
    "Don't hide an empty field: it reads 'Not set' so the gap is visible.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves to Edit (or Save), then through Name, Full address and Phone number while editing.' },
    {
      key: 'Enter or Space',
      does: 'On Edit: opens the fields. On Save: hands the draft to onSave and shows it as text.',
    },
  ],
  screenReader: [
    { part: 'Block', role: 'region "Address Detail"', announced: 'A named region, reachable from the landmarks list.' },
    {
      part: 'Fields',
      role: 'textbox "Name", "Full address", "Phone number"',
      announced: 'Each field by its label, with its autocomplete kind (name, street address, tel).',
    },
    {
      part: 'Read view',
      role: 'description list',
      announced: "Each value with its label (visually hidden term); an empty one reads 'Not set'.",
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/AddressEditor',
  tags: ['status:stable'],
  component: AddressEditor,
  parameters: { guide },
  args: { value: home, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Address Detail' });
    await expect(within(block).getByText('Iskandar')).toBeVisible();
    await expect(within(block).getByText('Jalan Kemang Raya 12, Jakarta Selatan')).toBeVisible();
    await expect(within(block).getByText('+6281348287878')).toBeVisible();
    await expect(within(block).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(block).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const EditsAndSavesTheAddress: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('region', { name: 'Address Detail' });
    await userEvent.click(within(block).getByRole('button', { name: 'Edit' }));
    // The fields' code loads with the first Edit.
    const name = await within(block).findByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Iskandar');
    await userEvent.clear(name);
    await userEvent.type(name, 'Zulaikha');
    const address = within(block).getByRole('textbox', { name: 'Full address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Jalan Braga 8, Bandung');

    await userEvent.click(within(block).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Zulaikha',
      address: 'Jalan Braga 8, Bandung',
      phone: '+6281348287878',
    });
    // Back to reading, showing what was saved.
    await expect(within(block).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(within(block).getByText('Jalan Braga 8, Bandung')).toBeVisible();
  },
};

export const KeyboardEditAndSave: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Edit' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Save');
    // The fields' code started loading when Edit took focus; it is in before the next Tab.
    await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveFocus();
    await userEvent.clear(phone);
    await userEvent.keyboard('081234567890');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSave).toHaveBeenCalledWith({ ...home, phone: '081234567890' });
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, onSave: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Iskandar')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const EmptyStartsEditing: Story = {
  args: { value: { name: '', address: '', phone: '' }, defaultEditing: true },
  play: async ({ canvas, args }) => {
    // The fields' code loads as the editor opens in edit mode.
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Full address' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const FillsInAnEmptyAddress: Story = {
  tags: ['interaction'],
  args: { value: { name: '', address: '', phone: '' }, defaultEditing: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Budi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full address' }), 'Jalan Malioboro 3, Yogyakarta');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '0274123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Budi',
      address: 'Jalan Malioboro 3, Yogyakarta',
      phone: '0274123456',
    });
    await expect(canvas.getByText('Jalan Malioboro 3, Yogyakarta')).toBeVisible();
  },
};

export const NotSetYet: Story = {
  args: { value: { name: 'Budi', address: '', phone: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not set')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    value: {
      name: 'Raden Ayu Kartika Sari Dewi Puspitasari',
      address:
        'Jalan Jenderal Sudirman Kavling 52-53, Gedung Sequis Center Lantai 11, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
      phone: '+62 813 4828 7878',
    },
  },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Address Detail' });
    await expect(within(block).getByText('Raden Ayu Kartika Sari Dewi Puspitasari')).toBeVisible();
    await expect(within(block).getByText(/Kebayoran Baru, Jakarta Selatan 12190$/)).toBeVisible();
    await expectToWrapWithin(block);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
