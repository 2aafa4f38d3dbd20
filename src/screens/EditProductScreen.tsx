import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../components/Button';
import { ProductForm, type ProductDraft, type ProductFormProps } from './ProductForm';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { PageHeading } from '../components/PageHeading';

/** Edit a product loaded by id: the same form with Save Change and Delete Product (confirmed first). */
export interface EditProductScreenProps extends Omit<ProductFormProps, 'initial' | 'submitLabel' | 'onEdit'> {
  status: ScreenStatus;
  /** The product as the server has it now; a newer version may arrive while the admin is typing. */
  product: ProductDraft | null;
  onRetry?: () => void;
}

const sameDraft = (a: ProductDraft, b: ProductDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The product form's two columns (photo and short fields, then the long ones and the buttons) while it loads. */
const FORM_SKELETON = (
  <div aria-hidden="true" data-skeleton="product-form" className="grid gap-8 lg:grid-cols-[1fr_2fr]">
    <div className="flex flex-col items-center gap-6">
      {/* The image picker's round photo: as wide as the column, up to 16 rem. */}
      <Skeleton
        shape="photo"
        label={null}
        className="flex flex-col gap-3 w-full items-center"
        pieceClassName="aspect-square! size-auto! w-full! max-w-64! sm:size-auto!"
      />
      <Skeleton shape="field" count={3} label={null} className="flex flex-col w-full gap-6" />
    </div>
    <div className="flex flex-col gap-6">
      <Skeleton shape="field" count={4} label={null} className="flex flex-col gap-6" />
      <Skeleton shape="button" count={2} label={null} className="flex flex-row gap-3" pieceClassName="w-40!" />
    </div>
  </div>
);

export function EditProductScreen({ status, product, onRetry, ...props }: EditProductScreenProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t`Edit product`}</PageHeading>
      <StatusGate status={status} onRetry={onRetry} loadingLabel={t`Loading the product`} skeleton={FORM_SKELETON}>
        {() => (product ? <DraftKeepingForm {...props} product={product} /> : null)}
      </StatusGate>
    </div>
  );
}

/**
 * The form keeps what the admin typed when the product arrives again (a refetch on reconnect, a save
 * elsewhere). Untouched, the form quietly shows the newer version; with unsaved edits and a real
 * change on the server, it says so and lets the admin keep their draft or load the other version.
 */
function DraftKeepingForm({
  product,
  ...props
}: Omit<EditProductScreenProps, 'status' | 'onRetry'> & { product: ProductDraft }) {
  const { t } = useLingui();
  const [base, setBase] = useState(product);
  const [formKey, setFormKey] = useState(0);
  const [isEdited, setEdited] = useState(false);
  const isChangedElsewhere = !sameDraft(base, product);
  if (isChangedElsewhere && !isEdited) {
    // Nothing typed yet: start again from the newer version (render-time update, no effect needed).
    setBase(product);
    setFormKey((key) => key + 1);
  }
  const loadTheirs = () => {
    setBase(product);
    setEdited(false);
    setFormKey((key) => key + 1);
  };
  return (
    <div className="flex flex-col gap-6">
      {isChangedElsewhere && isEdited ? (
        <section
          role="alert"
          aria-label={t`Changed by someone else`}
          data-tone="warning"
          className="flex flex-col gap-3 rounded-card border border-border-strong bg-surface-sunken p-tile text-body"
        >
          <p>
            {t`This product was changed by someone else while you were editing it. Keep your changes, or load the newer version and lose them?`}
          </p>
          <div className="flex flex-wrap gap-3">
            {/* Keeping acknowledges the newer version: saving will write the admin's draft over it. */}
            <Button variant="primary" size="sm" onPress={() => setBase(product)}>
              {t`Keep mine`}
            </Button>
            <Button variant="ghost" size="sm" onPress={loadTheirs}>
              {t`Load theirs`}
            </Button>
          </div>
        </section>
      ) : null}
      <ProductForm
        key={formKey}
        {...props}
        initial={base}
        submitLabel={t`Save Change`}
        onEdit={() => setEdited(true)}
      />
    </div>
  );
}
