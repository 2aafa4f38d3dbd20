import { ProductForm, type ProductDraft, type ProductFormProps } from './ProductForm';
import { StatusGate, type ScreenStatus } from './StatusGate';

/** Edit a product loaded by id: the same form with Save Change and Delete Product (confirmed first). */
export interface EditProductScreenProps extends Omit<ProductFormProps, 'initial' | 'submitLabel'> {
  status: ScreenStatus;
  product: ProductDraft | null;
  onRetry?: () => void;
}

export function EditProductScreen({ status, product, onRetry, ...props }: EditProductScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-title text-heading">Edit product</h1>
      <StatusGate status={status} onRetry={onRetry} loadingLabel="Loading the product">
        {() => (product ? <ProductForm {...props} initial={product} submitLabel="Save Change" /> : null)}
      </StatusGate>
    </div>
  );
}
