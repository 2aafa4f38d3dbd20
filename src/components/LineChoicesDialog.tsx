import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CategoryId, Size } from '../domain/categories';
import {
  chosenOptions,
  defaultChoiceIds,
  optionGroupOf,
  unitPriceWithOptions,
  unmetGroup,
  type OptionGroupView,
} from '../domain/options';
import { SIZE_WORDS } from '../i18n/catalogueWords';
import { sayMessage } from '../i18n/messageWords';
import { useFormats } from '../i18n/useFormats';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';
import { NoteField } from './NoteField';
import { OptionGroupPicker } from './OptionGroupPicker';
import { SizePicker } from './SizePicker';

/** What a cart line's choices can become: the product as the shop sells it now. */
export interface LineChoicesOffer {
  /** The base price in rupiah; the size's tier and the choices are added to it. */
  price: number;
  categoryId: CategoryId;
  /** The sizes it is sold in. */
  sizes: Size[];
  /** Its option groups in the product page's order. */
  groups: OptionGroupView[];
}

/** The line's new choices, as Save raises them. */
export interface LineChoicesChange {
  size: Size;
  /** The chosen choices' ids, in the groups' order. */
  options: number[];
  /** The note for the barista, trimmed; empty for none. */
  note: string;
}

export interface LineChoicesDialogProps {
  isOpen: boolean;
  productName: string;
  offer: LineChoicesOffer;
  /** The line as it is: its size, its choice ids (left out: the groups' defaults), its note and amount. */
  size: Size;
  options?: readonly number[];
  note?: string;
  qty: number;
  /** The save is under way: Save shows it, and nothing can be changed or closed meanwhile. */
  isSaving?: boolean;
  /** The server's refusal (a choice sold out meanwhile), said in the dialog; the line stays as it was. */
  serverError?: string | null;
  onSave: (change: LineChoicesChange) => void;
  /** Cancel or Escape: nothing changes. */
  onClose: () => void;
}

/** Each group's chosen ids of the line (its defaults when it names none), by group id. */
function choicesByGroup(groups: readonly OptionGroupView[], options?: readonly number[]): Record<number, number[]> {
  const wanted = new Set(options ?? defaultChoiceIds(groups.map(optionGroupOf)));
  return Object.fromEntries(
    groups.map((group) => [group.id, group.choices.filter((c) => wanted.has(c.id)).map((c) => c.id)]),
  );
}

/**
 * A cart line's choices changed from the cart (docs/product.md, "Customisations"): the product page's
 * size, group pickers and note, started from the line's own, the line's price following each change.
 * A required group left empty is refused with the product page's words; a sold-out choice cannot be
 * chosen (one the line kept from before can still be unticked).
 */
export function LineChoicesDialog({
  isOpen,
  productName,
  offer,
  size: lineSize,
  options,
  note: lineNote = '',
  qty,
  isSaving = false,
  serverError = null,
  onSave,
  onClose,
}: LineChoicesDialogProps) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const [size, setSize] = useState<Size>(lineSize);
  const [choices, setChoices] = useState(() => choicesByGroup(offer.groups, options));
  const [note, setNote] = useState(lineNote);
  const [showUnmet, setShowUnmet] = useState(false);
  const groups = offer.groups.map(optionGroupOf);
  const chosenIds = groups.flatMap((group) => choices[group.id] ?? []);
  const unmet = unmetGroup(groups, chosenIds);
  const total = unitPriceWithOptions(offer.price, size, chosenOptions(groups, chosenIds)) * qty;
  const sizeWord = i18n._(SIZE_WORDS[size]);
  const save = () => {
    if (unmet) return setShowUnmet(true);
    onSave({ size, options: chosenIds, note: note.trim() });
  };
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && !isSaving && onClose()}
      isKeyboardDismissDisabled={isSaving}
      tone="info"
      title={t`Change ${productName}`}
      text={
        <div className="flex w-full flex-col gap-5 text-left">
          {offer.sizes.length > 1 ? (
            <SizePicker
              categoryId={offer.categoryId}
              available={offer.sizes}
              value={size}
              isDisabled={isSaving}
              onChange={(change) => setSize(change.size)}
            />
          ) : null}
          {offer.groups.map((group, index) => (
            <OptionGroupPicker
              key={group.id}
              group={group}
              value={choices[group.id] ?? []}
              isDisabled={isSaving}
              onChange={(change) => setChoices((previous) => ({ ...previous, [change.groupId]: change.ids }))}
              errorMessage={
                showUnmet && unmetGroup([groups[index]!], chosenIds) ? t`Choose ${group.name} first.` : null
              }
            />
          ))}
          {offer.groups.length > 0 || lineNote ? (
            <NoteField value={note} onChange={(change) => setNote(change.value)} />
          ) : null}
          <p data-line-total="" className="flex flex-wrap justify-between gap-x-3 font-semibold text-heading">
            <span>{t`${qty} × ${sizeWord}`}</span>
            <span>{f.money(total)}</span>
          </p>
          {serverError ? (
            <p role="alert" className="text-small font-medium break-words text-danger">
              {sayMessage(i18n, serverError)}
            </p>
          ) : null}
        </div>
      }
    >
      <Button variant="primary" onPress={save} isPending={isSaving} pendingLabel={t`Saving`}>
        {t`Save`}
      </Button>
      <Button variant="ghost" onPress={onClose} isDisabled={isSaving}>
        {t`Cancel`}
      </Button>
    </DialogFrame>
  );
}
