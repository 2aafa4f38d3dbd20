import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import type { ProductDraft } from '../../src/screens/ProductForm';
import { EditProductScreen, type EditProductScreenProps } from '../../src/screens/EditProductScreen';
import { cupImage } from '../fixtures/images';
import { adminFrame } from './frames';

const stored: ProductDraft = {
  name: 'Hazelnut Latte',
  description: 'Espresso, steamed milk and roasted hazelnut syrup.',
  nameIndonesian: '',
  descriptionIndonesian: '',
  price: 40000,
  stock: 40,
  categoryId: 1,
  sizes: ['R', 'L', 'XL'],
  methods: ['dine in'],
  start: '',
  end: '',
  imageUrl: cupImage('#a9744f'),
  optionGroupIds: [],
};

/** The screen as the app feeds it: the same product arriving again, or a version someone else saved. */
function RefetchingScreen(props: Omit<EditProductScreenProps, 'product' | 'status'>) {
  const [product, setProduct] = useState(stored);
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Server" className="flex gap-3 p-4">
        {/* A refetch hands the screen a new object with the same content. */}
        <Button size="sm" variant="ghost" onPress={() => setProduct({ ...product })}>
          Refetch unchanged
        </Button>
        <Button size="sm" variant="ghost" onPress={() => setProduct({ ...product, price: product.price + 5000 })}>
          Someone else raises the price
        </Button>
      </div>
      <EditProductScreen {...props} status="ready" product={product} />
    </div>
  );
}

const meta = {
  title: 'Screens/Admin/Edit product while it changes',
  component: RefetchingScreen,
  args: { onSubmit: fn(), onCancel: fn(), onDelete: fn(), onRetry: fn() },
  decorators: [adminFrame('products')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RefetchingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const server = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('group', { name: 'Server' }));

export const DraftSurvivesARefetch: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hazelnut Latte Grande');
    await userEvent.click(server(canvas).getByRole('button', { name: 'Refetch unchanged' }));
    await expect(name).toHaveValue('Hazelnut Latte Grande');
    await expect(canvas.queryByRole('alert', { name: 'Changed by someone else' })).not.toBeInTheDocument();
  },
};

export const ChangedElsewhereKeepMine: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Grande');
    await userEvent.click(server(canvas).getByRole('button', { name: 'Someone else raises the price' }));
    const notice = canvas.getByRole('alert', { name: 'Changed by someone else' });
    await expect(notice).toHaveTextContent('This product was changed by someone else');
    await expect(name).toHaveValue('Hazelnut Latte Grande');
    await userEvent.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    await expect(canvas.queryByRole('alert', { name: 'Changed by someone else' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Hazelnut Latte Grande', price: 40000 }),
    );
  },
};

export const ChangedElsewhereLoadTheirs: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ' Grande');
    await userEvent.click(server(canvas).getByRole('button', { name: 'Someone else raises the price' }));
    const notice = canvas.getByRole('alert', { name: 'Changed by someone else' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Load theirs' }));
    await expect(canvas.queryByRole('alert', { name: 'Changed by someone else' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Hazelnut Latte');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('45000');
  },
};

export const UntouchedFormFollowsTheServer: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(server(canvas).getByRole('button', { name: 'Someone else raises the price' }));
    await expect(canvas.queryByRole('alert', { name: 'Changed by someone else' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('45000');
  },
};
