import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditProductScreen } from '../../src/screens/EditProductScreen';
import { cupImage } from '../fixtures/images';
import { productFormGroups } from '../fixtures/products';
import { adminFrame, phone } from './frames';
import {
  expectLoadingScreen,
  expectPendingButton,
  expectPhoneWidthWithoutSidewaysScroll,
  expectSkeletonShape,
  skeletonPieces,
  rest,
} from '../support/expectations';
import { offersTryAgain, pressesTryAgain, restsOnNotFound } from '../support/statusStories';

const meta = {
  title: 'Screens/Admin/Edit product',
  component: EditProductScreen,
  args: {
    status: 'ready',
    product: {
      name: 'Hazelnut Latte',
      description: 'Espresso, steamed milk and roasted hazelnut syrup.',
      nameIndonesian: '',
      descriptionIndonesian: '',
      price: 40000,
      stock: 40,
      categoryId: 1,
      sizes: ['R', 'L', 'XL'],
      methods: ['home delivery', 'take away'],
      start: '13:00',
      end: '19:00',
      imageUrl: cupImage('#a9744f'),
      // Its page shows Sugar before Milk.
      optionGroupIds: [2, 1],
    },
    optionGroups: productFormGroups,
    optionGroupsHref: '/admin/option-groups',
    onSubmit: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  decorators: [adminFrame('products')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Hazelnut Latte');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('40000');
    await expect(canvas.getByRole('checkbox', { name: 'Home Delivery' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pick Up' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Dine In' })).not.toBeChecked();
    await expect(canvas.getByLabelText('Start delivery')).toHaveValue('13:00');
    await expect(canvas.getByLabelText('End delivery')).toHaveValue('19:00');
    await expect(canvas.getByRole('img', { name: 'Product photo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete Product' })).toBeEnabled();
  },
};

/** The form's Choices: the shop's groups in their order, the product's own ticked. */
export const ChoicesField: Story = {
  // Looks exactly like Filled, which is pictured: this story checks what differs underneath.
  tags: ['no-picture'],
  play: async ({ canvas }) => {
    const choices = canvas.getByRole('group', { name: 'Choices' });
    const boxes = within(choices).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Milk', 'Sugar', 'Extras', 'Syrup']);
    await expect(within(choices).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    await expect(within(choices).getByRole('checkbox', { name: 'Sugar' })).toBeChecked();
    await expect(within(choices).getByRole('checkbox', { name: 'Extras' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Manage option groups' })).toHaveAttribute(
      'href',
      '/admin/option-groups',
    );
  },
};

/** More than 10 groups ticked: said under the field, nothing sent. */
export const TooManyGroups: Story = {
  args: {
    optionGroups: Array.from({ length: 11 }, (_, index) => ({ id: index + 1, name: `Group ${index + 1}` })),
  },
  play: async ({ canvas, args, canvasElement }) => {
    const choices = canvas.getByRole('group', { name: 'Choices' });
    for (const number of [3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      await userEvent.click(within(choices).getByRole('checkbox', { name: `Group ${number}` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    await expect(within(choices).getByText('A product offers at most 10 option groups')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const TicksAGroupAndSaves: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const choices = canvas.getByRole('group', { name: 'Choices' });
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Extras' }));
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'Milk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    // The product's own order kept (Sugar first), the newly ticked group last.
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ optionGroupIds: [2, 3] }));
  },
};

export const SwitchesToDineInAndSaves: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    // Sold to stay only: the schedule goes with the methods that leave the shop.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dine In' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Home Delivery' }));
    await expect(canvas.getByLabelText('Start delivery')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pick Up' }));
    await expect(canvas.queryByLabelText('Start delivery')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        methods: ['dine in'],
        start: '',
        end: '',
        sizes: ['R', 'L', 'XL'],
      }),
    );
  },
};

export const EmptyNameIsRefused: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    await expect(canvas.getByText('Fill the product name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, canvasElement }) => {
    const save = canvas.getByRole('button', { name: /Save Change/ });
    await expectPendingButton(save, 'Saving');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Hazelnut Latte');
    rest(canvasElement);
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvas, args, canvasElement }) => {
    const remove = canvas.getByRole('button', { name: /Delete Product/ });
    await expectPendingButton(remove, 'Deleting');
    await userEvent.click(remove);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    rest(canvasElement);
  },
};

export const ServerError: Story = {
  args: { serverError: 'A product with that name already exists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A product with that name already exists');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Hazelnut Latte');
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeEnabled();
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', product: null },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the product');
    // The form's shape: the round photo and its fields.
    const skeleton = await expectSkeletonShape(canvasElement, 'product-form');
    await expect(skeletonPieces(skeleton, 'photo')).toHaveLength(1);
    await expect(skeletonPieces(skeleton, 'field')).toHaveLength(7);
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', product: null },
  play: offersTryAgain(),
};

/** What pressing does in the error state, which rests in its own story. */
export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** A 404 from the API (the item is gone or the link is wrong) rests on the not-found note. */
export const NotFound: Story = {
  args: { status: 'notFound', product: null },
  play: restsOnNotFound(),
};

export const PhoneWidth: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Hazelnut Latte');
    await expect(canvas.getByRole('button', { name: 'Save Change' })).toBeVisible();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The whole delivery date-time shows in each field ("11/23/2026, 01:00 PM", never cut to "01:"). */
async function expectDeliveryTimesWhole(canvasElement: HTMLElement) {
  for (const label of ['Start delivery', 'End delivery']) {
    const field = within(canvasElement).getByLabelText(label);
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(field.getBoundingClientRect().width).toBeGreaterThanOrEqual(DATE_TIME_MIN_WIDTH);
  }
}

/** About what a date-time input needs for "11/23/2026, 01:00 PM", its picker icon and padding at 16 px. */
const DATE_TIME_MIN_WIDTH = 240;

export const DeliveryTimesWholeOnAPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectDeliveryTimesWhole(canvasElement);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

export const DeliveryTimesWholeOnADesktop: Story = {
  // Looks exactly like Filled's 1280 px picture: this story checks what differs underneath.
  tags: ['no-picture'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectDeliveryTimesWhole(canvasElement);
  },
};

export const DeliveryTimesWholeOnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectDeliveryTimesWhole(canvasElement);
  },
};

/** The filled form in Bahasa Indonesia, with Save Change and Delete Product. */
export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ubah produk' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Harga' })).toHaveValue('40000');
    await expect(canvas.getByRole('button', { name: 'Simpan Perubahan' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Hapus Produk' })).toBeEnabled();
  },
};
