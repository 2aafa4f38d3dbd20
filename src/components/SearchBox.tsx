import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { cn } from './styles';

/** A collapsible product search: the icon opens a field, Enter searches, Escape closes. */
export interface SearchBoxProps {
  /** Raised on Enter with the trimmed text. */
  onSearch: (search: { query: string }) => void;
  /** Starts with the field open, e.g. on a results page that already has a query. */
  defaultExpanded?: boolean;
  defaultValue?: string;
  /** The accessible name of both the opener and the field. */
  label?: string;
  placeholder?: string;
  className?: string;
}

const iconButton =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-heading data-[hovered]:bg-surface-sunken data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The collapsible search box of both nav bars. */
export function SearchBox({
  onSearch,
  defaultExpanded = false,
  defaultValue = '',
  label = 'Search products',
  placeholder = 'Search by name',
  className,
}: SearchBoxProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const [value, setValue] = useState(defaultValue);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus follows the user's own toggle (never on first render), so keyboard users are not stranded on a removed node.
  const focusAfterToggle = useRef(false);

  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (isExpanded ? inputRef : openerRef).current?.focus();
  }, [isExpanded]);

  const toggle = (next: boolean) => {
    focusAfterToggle.current = true;
    setExpanded(next);
  };

  if (!isExpanded) {
    return (
      <AriaButton
        ref={openerRef}
        aria-label={label}
        aria-expanded={false}
        onPress={() => toggle(true)}
        className={cn(iconButton, className)}
      >
        <SearchIcon />
      </AriaButton>
    );
  }
  return (
    <SearchField
      aria-label={label}
      value={value}
      onChange={setValue}
      onSubmit={(text) => onSearch({ query: text.trim() })}
      onKeyDown={(event) => {
        // The field's own Escape only clears the text; here it also closes the box, as the nav bar expects.
        if (event.key === 'Escape') toggle(false);
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
      <AriaButton aria-label="Close search" onPress={() => toggle(false)} className={iconButton}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </AriaButton>
    </SearchField>
  );
}
