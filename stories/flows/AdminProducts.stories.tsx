import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatSizeList } from '../../src/domain/categories';
import { productDraft } from '../../app/views/productDraft';
import { AddProductScreen } from '../../src/screens/AddProductScreen';
import { AdminProductsScreen } from '../../src/screens/AdminProductsScreen';
import { EditProductScreen } from '../../src/screens/EditProductScreen';
import type { ProductDraft, ProductSubmission } from '../../src/screens/ProductForm';
import { cupImage } from '../fixtures/images';
import { coffees, gridProductOf, type SampleProduct } from '../fixtures/products';

type Step = { name: 'list' } | { name: 'add' } | { name: 'edit'; productId: number };

/** What the edit form starts from: the app's own mapping of the product as the list has it. */
const draftOf = (product: SampleProduct): ProductDraft => productDraft(product);

/** What the app would send and the server store from Save (a new photo is not uploaded here). */
const productOf = (id: number, submission: ProductSubmission, images: string): SampleProduct => ({
  id,
  name: submission.name,
  description: submission.description,
  name_indonesian: submission.nameIndonesian.trim() || null,
  description_indonesian: submission.descriptionIndonesian.trim() || null,
  price: submission.price,
  images,
  size: formatSizeList(submission.sizes),
  category_id: submission.categoryId,
  stock: submission.stock,
  is_dine_in: submission.methods.includes('dine in') ? 1 : 0,
  is_home_delivery: submission.methods.includes('home delivery') ? 1 : 0,
  is_pick_up: submission.methods.includes('take away') ? 1 : 0,
  start_delivery: submission.start || null,
  end_delivery: submission.end || null,
  sold_out: false,
});

/**
 * The admin's product work with nothing but screen callbacks and in-memory state: the list, 'Add
 * new product' and Save, a card's edit form and Save Change, and Delete Product after its question.
 */
function AdminProducts() {
  const [step, setStep] = useState<Step>({ name: 'list' });
  const [products, setProducts] = useState<SampleProduct[]>(coffees);
  const nextId = Math.max(...products.map((product) => product.id), 0) + 1;

  if (step.name === 'add') {
    return (
      <AddProductScreen
        onCancel={() => setStep({ name: 'list' })}
        onSubmit={(submission) => {
          setProducts((list) => [productOf(nextId, submission, cupImage('#6f8f4e')), ...list]);
          setStep({ name: 'list' });
        }}
      />
    );
  }
  if (step.name === 'edit') {
    const product = products.find((item) => item.id === step.productId) ?? null;
    return (
      <EditProductScreen
        status={product ? 'ready' : 'notFound'}
        product={product && draftOf(product)}
        onCancel={() => setStep({ name: 'list' })}
        onSubmit={(submission) => {
          setProducts((list) =>
            list.map((item) => (item.id === step.productId ? productOf(item.id, submission, item.images) : item)),
          );
          setStep({ name: 'list' });
        }}
        onDelete={() => {
          setProducts((list) => list.filter((item) => item.id !== step.productId));
          setStep({ name: 'list' });
        }}
      />
    );
  }
  const shown = products.filter((product) => product.category_id === 1);
  return (
    <div
      // 'Add new product' is a plain link; in the flow it opens the form in place.
      onClickCapture={(event) => {
        const link = (event.target as HTMLElement).closest('a');
        if (link?.getAttribute('href') !== '#add-product') return;
        event.preventDefault();
        setStep({ name: 'add' });
      }}
    >
      <AdminProductsScreen
        status="ready"
        category={1}
        page={1}
        products={shown.slice(0, 10).map(gridProductOf)}
        totalCount={shown.length}
        addProductHref="#add-product"
        getProductHref={(product) => `#edit-product-${product.id}`}
        onOpenProduct={({ productId }) => setStep({ name: 'edit', productId })}
        onCategoryChange={() => {}}
        onPageChange={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Flows/Admin products',
  component: AdminProducts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price as a card shows it, whatever space the money format puts after IDR. */
const price = (digits: string) => new RegExp(`IDR\\s${digits.replace('.', '\\.')}`);

/** Add new product → Save → edit its price → Save Change → Delete Product → confirm. */
export const AddEditAndDelete: Story = {
  tags: ['interaction'],
  play: async ({ canvas, step }) => {
    await step('The list shows the coffees and Add new product', async () => {
      await expect(canvas.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Hazelnut Latte' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Es Kopi Pandan' })).not.toBeInTheDocument();
    });

    await step('Add new product: fill the form and save', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Add new product' }));
      await expect(await canvas.findByRole('heading', { name: 'Add new product' })).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Es Kopi Pandan');
      const priceField = canvas.getByRole('textbox', { name: 'Price' });
      await userEvent.clear(priceField);
      await userEvent.type(priceField, '27000');
      const stock = canvas.getByRole('textbox', { name: 'Stock' });
      await userEvent.clear(stock);
      await userEvent.type(stock, '25');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Iced coffee with pandan cream.');
      await userEvent.click(canvas.getByRole('button', { name: 'R (Regular)' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Dine In' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save Product' }));
    });

    await step('The new product is in the list with its price', async () => {
      const card = await canvas.findByRole('link', { name: 'Es Kopi Pandan' });
      await expect(card).toBeVisible();
      await expect(card.closest('[data-product-id]')).toHaveTextContent(price('27.000'));
    });

    await step('Open it, change the price and save', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Es Kopi Pandan' }));
      await expect(await canvas.findByRole('heading', { name: 'Edit product' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Es Kopi Pandan');
      const priceField = canvas.getByRole('textbox', { name: 'Price' });
      await userEvent.clear(priceField);
      await userEvent.type(priceField, '30000');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Change' }));
      const card = await canvas.findByRole('link', { name: 'Es Kopi Pandan' });
      await expect(card.closest('[data-product-id]')).toHaveTextContent(price('30.000'));
    });

    await step('Delete Product asks first; Yes removes it from the list', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Es Kopi Pandan' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Delete Product' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
      await expect(await canvas.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(canvas.queryByRole('link', { name: 'Es Kopi Pandan' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Hazelnut Latte' })).toBeVisible();
    });
  },
};
