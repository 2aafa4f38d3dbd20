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

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
}

/** A labelled pick-one list (the product category) with the error pattern. */
export interface SelectProps<K extends Key> {
  label: string;
  options: readonly SelectOption<K>[];
  value: K | null;
  onChange?: (change: { value: K }) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

export function Select<K extends Key>({
  label,
  options,
  value,
  onChange,
  placeholder = 'Choose one',
  description,
  errorMessage,
  isDisabled,
  className,
}: SelectProps<K>) {
  return (
    <AriaSelect
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange?.({ value: key as K })}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles({ className })}
    >
      <Label className={labelStyles()}>{label}</Label>
      <AriaButton className={inputStyles({ className: 'flex cursor-pointer items-center justify-between text-left' })}>
        <SelectValue className="data-[placeholder]:text-muted" />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5 7l5 6 5-6H5Z" />
        </svg>
      </AriaButton>
      {description ? (
        <Text slot="description" className={descriptionStyles()}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="min-w-(--trigger-width) rounded-chip border border-border bg-surface p-1 shadow-soft">
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={String(option.id)}
              id={option.id}
              className="cursor-pointer rounded-chip px-3 py-2 text-heading outline-none data-[focused]:bg-surface-sunken data-[selected]:font-semibold data-[selected]:text-primary-text"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
