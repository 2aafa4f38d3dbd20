import { useRef, useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { cn } from './styles';

/** A collapsible product search: the icon opens a field, Enter searches, Escape closes. */
export interface SearchBoxProps {
  onSearch: (query: { query: string }) => void;
  defaultExpanded?: boolean;
  defaultValue?: string;
  label?: string;
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

export function SearchBox({
  onSearch,
  defaultExpanded = false,
  defaultValue = '',
  label = 'Search products',
  className,
}: SearchBoxProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const [value, setValue] = useState(defaultValue);
  const openerRef = useRef<HTMLButtonElement>(null);
  if (!isExpanded) {
    return (
      <AriaButton
        ref={openerRef}
        aria-label={label}
        aria-expanded={false}
        onPress={() => setExpanded(true)}
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
      autoFocus={!defaultExpanded}
      onSubmit={(text) => onSearch({ query: text.trim() })}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !value) setExpanded(false);
      }}
      className={cn('flex items-center gap-1 rounded-full border border-border-strong bg-surface pl-3', className)}
    >
      <SearchIcon />
      <Input
        placeholder="Search by name"
        className="h-10 w-40 min-w-0 bg-transparent px-2 text-copy text-heading placeholder:text-muted sm:w-56 [&::-webkit-search-cancel-button]:hidden"
      />
      <AriaButton aria-label="Close search" onPress={() => setExpanded(false)} className={iconButton}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </AriaButton>
    </SearchField>
  );
}
