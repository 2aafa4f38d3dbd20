import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CheckboxChoices } from '../components/CheckboxChoices';
import { DeliveryScheduleFields } from '../components/DeliveryScheduleFields';
import { ImagePicker } from '../components/ImagePicker';
import { NumberField } from '../components/NumberField';
import { Select } from '../components/Select';
import { SizeToggleGroup } from '../components/SizeToggleGroup';
import { TextArea } from '../components/TextArea';
import { CATEGORY_IDS, type CategoryId, type Size } from '../domain/categories';
import { DELIVERY_METHODS, type DeliveryMethod } from '../domain/delivery';
import { takesLaterTime } from '../domain/deliveryWindow';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '../domain/limits';
import { MESSAGES } from '../domain/messages';
import { PRODUCT_GROUPS_MAX } from '../domain/options';
import { productDraftSchema, validate, type FieldErrors } from '../domain/validation';
import { CATEGORY_WORDS, DELIVERY_METHOD_WORDS } from '../i18n/catalogueWords';
import { sayMessage } from '../i18n/messageWords';

/** The product form's values as the screen keeps them. */
export interface ProductDraft {
  name: string;
  description: string;
  /** The name and description in Bahasa Indonesia, both optional: empty shows the English ones. */
  nameIndonesian: string;
  descriptionIndonesian: string;
  price: number;
  stock: number;
  categoryId: CategoryId;
  sizes: Size[];
  /** The ways it is sold: to stay, to go, delivered, any of them. */
  methods: DeliveryMethod[];
  /** Times of day (`13:00`) between which it can be picked up or delivered; empty for any time. */
  start: string;
  end: string;
  imageUrl: string | null;
  /** The option groups it offers (Milk, Sugar…), in the order its page shows them. */
  optionGroupIds: number[];
}

/** One of the shop's option groups, as the form offers it to tick. */
export interface ProductOptionGroup {
  id: number;
  name: string;
}

/** What Save raises: the checked draft with its delivery methods (one or more), the image only when one was chosen. */
export interface ProductSubmission {
  name: string;
  description: string;
  /** Empty for none: an Indonesian page then shows the English text. */
  nameIndonesian: string;
  descriptionIndonesian: string;
  price: number;
  stock: number;
  categoryId: CategoryId;
  sizes: Size[];
  methods: DeliveryMethod[];
  /** Delivery start and end as times of day; empty when only dine in, whose times do not matter. */
  start: string;
  end: string;
  image: File | null;
  /**
   * The option groups it offers, in the order its page shows them; left out when the form had no
   * groups to offer (not loaded), so a save keeps the product's groups as they are.
   */
  optionGroupIds?: number[];
}

export const EMPTY_PRODUCT: ProductDraft = {
  name: '',
  description: '',
  nameIndonesian: '',
  descriptionIndonesian: '',
  price: 0,
  stock: 0,
  categoryId: 1,
  sizes: [],
  methods: [],
  start: '',
  end: '',
  imageUrl: null,
  optionGroupIds: [],
};

/** The add and edit product form; delete only appears when editing. */
export interface ProductFormProps {
  initial: ProductDraft;
  submitLabel: string;
  onSubmit: (submission: ProductSubmission) => void;
  onCancel: () => void;
  onDelete?: () => void;
  isPending?: boolean;
  isDeleting?: boolean;
  canUseCamera?: boolean;
  serverError?: string | null;
  /** Called on every change the person makes, so an edit screen knows there is an unsaved draft. */
  onEdit?: () => void;
  /**
   * The shop's option groups in their order, to tick those the product offers; without them (still
   * loading, or not loaded) the form offers none and a save leaves the product's groups alone.
   */
  optionGroups?: readonly ProductOptionGroup[];
  /** The Choices page, where groups are made and changed. */
  optionGroupsHref?: string;
}

export function ProductForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  onDelete,
  isPending,
  isDeleting,
  canUseCamera,
  serverError,
  onEdit,
  optionGroups,
  optionGroupsHref,
}: ProductFormProps) {
  const { t, i18n } = useLingui();
  const categoryOptions = CATEGORY_IDS.map((id) => ({ id, label: i18n._(CATEGORY_WORDS[id]) }));
  const [draft, setDraft] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [groupsError, setGroupsError] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const update = (patch: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setGroupsError(false);
    onEdit?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schedule = draft.methods.some(takesLaterTime);
    const values = {
      name: draft.name,
      description: draft.description,
      nameIndonesian: draft.nameIndonesian,
      descriptionIndonesian: draft.descriptionIndonesian,
      price: draft.price,
      stock: draft.stock,
      categoryId: draft.categoryId,
      sizes: draft.sizes,
      methods: draft.methods,
      start: schedule ? draft.start : '',
      end: schedule ? draft.end : '',
    };
    const result = validate(productDraftSchema, values);
    const tooManyGroups = draft.optionGroupIds.length > PRODUCT_GROUPS_MAX;
    setGroupsError(tooManyGroups);
    if (!result.ok) return setErrors(result.errors);
    if (tooManyGroups) return;
    // The values as typed (the server trims).
    const submission: ProductSubmission = {
      ...values,
      image,
      ...(optionGroups ? { optionGroupIds: draft.optionGroupIds } : {}),
    };
    onSubmit(submission);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-8 lg:grid-cols-[1fr_2fr]">
      <div className="flex flex-col gap-6">
        <ImagePicker
          label={t`Product photo`}
          imageUrl={draft.imageUrl}
          canUseCamera={canUseCamera}
          onChange={({ file, previewUrl }) => {
            setImage(file);
            update({ imageUrl: previewUrl });
          }}
        />
        <Select
          label={t`Category`}
          options={categoryOptions}
          value={draft.categoryId}
          // Sizes belong to a category, so changing it clears the chosen sizes.
          onChange={({ value }) => update({ categoryId: value, sizes: [] })}
          errorMessage={errors.categoryId}
        />
        <DeliveryScheduleFields
          methods={draft.methods}
          start={draft.start}
          end={draft.end}
          onChange={({ start, end }) => update({ start, end })}
        />
        <NumberField
          label={t`Stock`}
          minValue={0}
          value={draft.stock}
          onChange={({ value: stock }) => update({ stock: Number.isNaN(stock) ? 0 : stock })}
          errorMessage={errors.stock}
        />
      </div>
      <div className="flex flex-col gap-6">
        <TextArea
          label={t`Name`}
          rows={1}
          maxLength={PRODUCT_NAME_MAX}
          placeholder={t`Type product name`}
          value={draft.name}
          onChange={({ value: name }) => update({ name })}
          errorMessage={errors.name}
        />
        <NumberField
          label={t`Price`}
          description={t`In rupiah, for the regular or 250 g size`}
          minValue={0}
          step={500}
          value={draft.price}
          onChange={({ value: price }) => update({ price: Number.isNaN(price) ? 0 : price })}
          errorMessage={errors.price}
        />
        <TextArea
          label={t`Description`}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          placeholder={t`Describe your product`}
          value={draft.description}
          onChange={({ value: description }) => update({ description })}
          errorMessage={errors.description}
        />
        <TextArea
          label={t`Name (Bahasa Indonesia)`}
          rows={1}
          maxLength={PRODUCT_NAME_MAX}
          placeholder={t`Optional: the name on the Indonesian menu`}
          value={draft.nameIndonesian}
          onChange={({ value: nameIndonesian }) => update({ nameIndonesian })}
          errorMessage={errors.nameIndonesian}
        />
        <TextArea
          label={t`Description (Bahasa Indonesia)`}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          placeholder={t`Optional: the description on the Indonesian menu`}
          value={draft.descriptionIndonesian}
          onChange={({ value: descriptionIndonesian }) => update({ descriptionIndonesian })}
          errorMessage={errors.descriptionIndonesian}
        />
        <SizeToggleGroup
          label={t`Input product size`}
          categoryId={draft.categoryId}
          value={draft.sizes}
          onChange={({ sizes }) => update({ sizes })}
          errorMessage={errors.sizes}
        />
        <CheckboxChoices
          label={t`Input delivery methods`}
          choices={DELIVERY_METHODS.map((method) => ({ value: method, label: i18n._(DELIVERY_METHOD_WORDS[method]) }))}
          values={draft.methods}
          onValuesChange={({ values: methods }) => update({ methods })}
          errorMessage={errors.methods ? sayMessage(i18n, MESSAGES.productDeliveryEmpty) : undefined}
        />
        {optionGroups ? (
          <OptionGroupChoices
            groups={optionGroups}
            href={optionGroupsHref}
            value={draft.optionGroupIds}
            onChange={({ optionGroupIds }) => update({ optionGroupIds })}
            errorMessage={groupsError ? t`A product offers at most ${PRODUCT_GROUPS_MAX} option groups` : undefined}
          />
        ) : null}
        {serverError ? (
          <p role="alert" className="text-small font-medium text-danger">
            {sayMessage(i18n, serverError)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary" size="lg" isPending={isPending} pendingLabel={t`Saving`}>
            {submitLabel}
          </Button>
          <Button variant="ghost" size="lg" onPress={onCancel}>
            {t`Cancel`}
          </Button>
          {onDelete ? (
            // The confirm dialog closes on 'Yes', so the delete in flight shows on this button.
            <Button
              variant="danger"
              size="lg"
              onPress={() => setConfirmOpen(true)}
              isPending={isDeleting}
              pendingLabel={t`Deleting`}
            >
              {t`Delete Product`}
            </Button>
          ) : null}
        </div>
      </div>
      {onDelete ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          isPending={isDeleting}
          onConfirm={() => {
            onDelete();
            setConfirmOpen(false);
          }}
          onCancel={() => setConfirmOpen(false)}
        />
      ) : null}
    </form>
  );
}

/**
 * The product's option groups as checkboxes in the shop's order. The ids keep the product's own order
 * (its page's): a group ticked now goes last, one unticked leaves its place.
 */
function OptionGroupChoices({
  groups,
  href,
  value,
  onChange,
  errorMessage,
}: {
  groups: readonly ProductOptionGroup[];
  href?: string;
  value: readonly number[];
  onChange: (change: { optionGroupIds: number[] }) => void;
  errorMessage?: string;
}) {
  const { t } = useLingui();
  const known = value.filter((id) => groups.some((group) => group.id === id));
  return (
    <div className="flex flex-col gap-2">
      {groups.length === 0 ? (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-small font-semibold text-heading">{t`Choices`}</legend>
          <p className="text-small text-body">{t`The shop has no option groups yet.`}</p>
        </fieldset>
      ) : (
        <CheckboxChoices
          label={t`Choices`}
          choices={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          values={known.map(String)}
          onValuesChange={({ values }) => {
            const ticked = values.map(Number);
            onChange({
              optionGroupIds: [
                ...value.filter((id) => ticked.includes(id)),
                ...ticked.filter((id) => !value.includes(id)),
              ],
            });
          }}
          errorMessage={errorMessage}
        />
      )}
      {href ? (
        <a
          href={href}
          className="self-start rounded-chip text-small font-semibold text-primary-text underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t`Manage option groups`}
        </a>
      ) : null}
    </div>
  );
}
