import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { SearchIcon, searchIconButton } from './searchBoxParts';
import { cn } from './styles';

/** The open state of SearchBox, in its own module so its field code loads only once someone opens it. */
export interface SearchBoxFieldProps {
  onSearch: (search: { query: string }) => void;
  onClose: () => void;
  value: string;
  onValueChange: (change: { value: string }) => void;
  label: string;
  placeholder: string;
  /** Opened by the user (not at first render): the caret goes into the field. */
  focusOnMount: boolean;
  className?: string;
}

/** The open field of SearchBox: Enter searches, Escape or the close button closes. */
export function SearchBoxField({
  onSearch,
  onClose,
  value,
  onValueChange,
  label,
  placeholder,
  focusOnMount,
  className,
}: SearchBoxFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);

  // A layout effect, so the field has focus the moment it appears (it may appear a moment after the press).
  useLayoutEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
    // Only on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SearchField
      aria-label={label}
      value={value}
      onChange={(text) => onValueChange({ value: text })}
      onSubmit={(text) => onSearch({ query: text.trim() })}
      onKeyDown={(event) => {
        // The field's own Escape only clears the text; here it also closes the box, as the nav bar expects.
        if (event.key === 'Escape') onClose();
      }}
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-full border border-border-strong bg-surface pl-3 text-heading',
        'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-focus',
        className,
      )}
    >
      <SearchIcon />
      <Input
        ref={inputRef}
        placeholder={placeholder}
        className="h-10 w-36 min-w-0 bg-transparent px-2 text-copy text-heading placeholder:text-muted sm:w-56 [&::-webkit-search-cancel-button]:hidden"
      />
      <AriaButton aria-label={t`Close search`} onPress={onClose} className={searchIconButton}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </AriaButton>
    </SearchField>
  );
}
