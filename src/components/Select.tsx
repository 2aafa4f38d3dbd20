import { useLingui } from '@lingui/react/macro';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { FieldError } from './FieldError';
import { descriptionStyles, fieldStyles, inputStyles, labelStyles } from './fieldStyles';

/** One choice as data: the id reported on change and the label shown. */
export interface SelectOption<K extends Key> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

/** A labelled pick-one list (the product category) with the error pattern. */
export interface SelectProps<K extends Key> {
  label: string;
  options: readonly SelectOption<K>[];
  /** The chosen id; null shows the placeholder ('Choose one' in the page's language by default). */
  value: K | null;
  onChange?: (change: { value: K }) => void;
  placeholder?: string;
  /** A hint under the field. */
  description?: string;
  /** The validation message; the field reads as invalid while one is set. */
  errorMessage?: string | null;
  isDisabled?: boolean;
  /** Submitted with a native form under this name. */
  name?: string;
  className?: string;
}

/** A button that opens a listbox: type-ahead, arrows, Enter and Escape come from react-aria. */
export function Select<K extends Key>({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  name,
  className,
}: SelectProps<K>) {
  const { t } = useLingui();
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange?.({ value: key as K })}
      placeholder={placeholder ?? t`Choose one`}
      isDisabled={isDisabled}
      disabledKeys={disabledKeys}
      name={name}
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <AriaButton
        className={inputStyles({ className: 'flex cursor-pointer items-center justify-between gap-2 text-left' })}
      >
        <SelectValue className="min-w-0 flex-1 break-words data-[placeholder]:text-muted" />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
          <path d="M5 7l5 6 5-6H5Z" />
        </svg>
      </AriaButton>
      {description ? (
        <Text slot="description" className={descriptionStyles()}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="max-h-72 min-w-(--trigger-width) overflow-auto rounded-chip border border-border bg-surface p-1 shadow-soft">
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={String(option.id)}
              id={option.id}
              className="cursor-pointer rounded-chip px-3 py-2 text-heading data-[focused]:bg-surface-sunken data-[selected]:font-semibold data-[selected]:text-primary-text data-[disabled]:cursor-not-allowed data-[disabled]:text-muted"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
