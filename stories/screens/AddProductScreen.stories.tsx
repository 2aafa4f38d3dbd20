import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddProductScreen } from '../../src/screens/AddProductScreen';
import { pngFile } from '../fixtures/files';
import { productFormGroups } from '../fixtures/products';
import { adminFrame, phone } from './frames';
import { expectPendingButton, expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

const meta = {
  title: 'Screens/Admin/Add product',
  component: AddProductScreen,
  args: { onSubmit: fn(), onCancel: fn(), optionGroups: productFormGroups, optionGroupsHref: '/admin/option-groups' },
  decorators: [adminFrame('products')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input behind 'Choose from gallery'. */
const galleryInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"][data-source="gallery"]')!;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fillBasics = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Es Kopi Pandan');
  const price = canvas.getByRole('textbox', { name: 'Price' });
  await userEvent.clear(price);
  await userEvent.type(price, '27000');
  const stock = canvas.getByRole('textbox', { name: 'Stock' });
  await userEvent.clear(stock);
  await userEvent.type(stock, '25');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Iced coffee with pandan cream.');
};

export const FillsInAndSavesAProduct: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await fillBasics(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'R (Regular)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'L (Large)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pick Up' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dine In' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sugar' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Milk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Product' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Es Kopi Pandan',
      description: 'Iced coffee with pandan cream.',
      // Left empty: the Indonesian menu shows the English texts.
      nameIndonesian: '',
      descriptionIndonesian: '',
      price: 27000,
      stock: 25,
      categoryId: 1,
      sizes: ['R', 'L'],
      // In the form's order, whatever order they were ticked in; the hours are left empty: any time.
      methods: ['dine in', 'take away'],
      start: '',
      end: '',
      image: null,
      // The groups in the order they were ticked: the product page shows them so.
      optionGroupIds: [2, 1],
    });
  },
};

/** The optional Indonesian name and description go with the English ones. */
export const FillsInTheIndonesianTexts: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await fillBasics(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (Bahasa Indonesia)' }), 'Es Kopi Pandan');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description (Bahasa Indonesia)' }),
      'Es kopi dengan krim pandan.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'R (Regular)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dine In' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Product' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Es Kopi Pandan',
        description: 'Iced coffee with pandan cream.',
        nameIndonesian: 'Es Kopi Pandan',
        descriptionIndonesian: 'Es kopi dengan krim pandan.',
      }),
    );
  },
};

/** A shop with no option groups yet: the Choices field says so and links to where they are made. */
export const NoOptionGroups: Story = {
  args: { optionGroups: [] },
  play: async ({ canvas }) => {
    const choices = canvas.getByRole('group', { name: 'Choices' });
    await expect(choices).toHaveTextContent('The shop has no option groups yet.');
    await expect(within(choices).queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage option groups' })).toBeVisible();
  },
};

export const ScheduleOnlyForDelivery: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Start delivery')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Home Delivery' }));
    await expect(canvas.getByLabelText('Start delivery')).toBeVisible();
    await expect(canvas.getByLabelText('End delivery')).toBeVisible();
  },
};

export const CategoryChangeClearsSizes: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'XL (Extra Large)' }));
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Foods' }));
    await expect(canvas.getByRole('button', { name: '250g' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('button', { name: 'XL (Extra Large)' })).not.toBeInTheDocument();
  },
};

export const MissingFields: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Product' }));
    await expect(canvas.getByText('Fill the product name')).toBeVisible();
    await expect(canvas.getByText('Choose at least one size')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const NameTooLong: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'x'.repeat(51));
    await expect(canvas.getByText('51/50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Product' }));
    await expect(canvas.getByText('Name must be at most 50 characters')).toBeVisible();
    rest(canvasElement);
  },
};

/** Indonesian texts longer than the English ones may be: each field says so, and nothing is saved. */
export const IndonesianTextsTooLong: Story = {
  // The form pictured in full with two fields in another state: one picture, light at 360 px (docs/decisions/0028).
  tags: ['variant'],
  play: async ({ canvas, canvasElement, args }) => {
    await fillBasics(canvas);
    // Pasted, as a long text usually arrives: typing 200 characters one by one takes most of a test's time.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name (Bahasa Indonesia)' }));
    await userEvent.paste('n'.repeat(51));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description (Bahasa Indonesia)' }));
    await userEvent.paste('d'.repeat(151));
    await expect(canvas.getByText('51/50')).toBeVisible();
    await expect(canvas.getByText('151/150')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'R (Regular)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dine In' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Product' }));
    await expect(canvas.getByText('Indonesian name must be at most 50 characters')).toBeVisible();
    await expect(canvas.getByText('Indonesian description must be at most 150 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ImageTooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = galleryInput(canvasElement);
    await userEvent.upload(input, pngFile('big.png', 4388608));
    await expect(canvas.getByText('Image size is too large, it must be under 4MB')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ImageWrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Like choosing "All files" in the dialog: the picker itself must refuse the wrong type.
    const user = userEvent.setup({ applyAccept: false });
    const input = galleryInput(canvasElement);
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await expect(canvas.getByText('Only .png, .jpg and .jpeg format allowed!')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { serverError: 'A product with that name already exists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A product with that name already exists');
    await expect(canvas.getByRole('button', { name: 'Save Product' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const save = canvas.getByRole('button', { name: /Save Product/ });
    await expectPendingButton(save, 'Saving');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose from gallery' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Product' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The empty form in Bahasa Indonesia: fields, hints, sizes and buttons. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tambah produk baru' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nama (Bahasa Indonesia)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Deskripsi (Bahasa Indonesia)' })).toBeVisible();
    // Both descriptions, English and Indonesian, take up to 150 characters, and say so.
    await expect(canvas.getAllByText('Maks. 150 karakter')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'R (Reguler)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan Produk' })).toBeVisible();
  },
};
