import { EMPTY_PRODUCT, ProductForm, type ProductFormProps } from './ProductForm';

/** Add a product: photo, category, schedule, stock, name, price, description, sizes, delivery method. */
export type AddProductScreenProps = Omit<ProductFormProps, 'initial' | 'submitLabel' | 'onDelete' | 'isDeleting'>;

export function AddProductScreen(props: AddProductScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-title text-heading">Add new product</h1>
      <ProductForm {...props} initial={EMPTY_PRODUCT} submitLabel="Save Product" />
    </div>
  );
}
