import { useLingui } from '@lingui/react/macro';
import { EMPTY_PRODUCT, ProductForm, type ProductFormProps } from './ProductForm';
import { PageHeading } from '../components/PageHeading';

/** Add a product: photo, category, schedule, stock, name, price, description, sizes, delivery method. */
export type AddProductScreenProps = Omit<ProductFormProps, 'initial' | 'submitLabel' | 'onDelete' | 'isDeleting'>;

export function AddProductScreen(props: AddProductScreenProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t`Add new product`}</PageHeading>
      <ProductForm {...props} initial={EMPTY_PRODUCT} submitLabel={t`Save Product`} />
    </div>
  );
}
