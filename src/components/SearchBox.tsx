import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PressButton } from './PressButton';
import { SearchIcon, searchIconButton } from './searchBoxParts';
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

// Every signed-in page shows the closed box, few open it: the search field's code (about 7 kB gzip)
// loads on the first sign of use (hover, focus, press) rather than with the page.
const loadField = () => import('./SearchBoxField');
const SearchBoxField = lazy(async () => ({ default: (await loadField()).SearchBoxField }));

/** The collapsible search box of both nav bars. */
export function SearchBox({
  onSearch,
  defaultExpanded = false,
  defaultValue = '',
  label: labelGiven,
  placeholder: placeholderGiven,
  className,
}: SearchBoxProps) {
  const { t } = useLingui();
  const label = labelGiven ?? t`Search products`;
  const placeholder = placeholderGiven ?? t`Search by name`;
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  // Opened by the user (not at first render): the field takes focus as it appears.
  const [isOpenedByUser, setOpenedByUser] = useState(false);
  // The text outlives a close and reopen, as it did when the field lived here.
  const [value, setValue] = useState(defaultValue);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Focus follows the user's own toggle (never on first render), so keyboard users are not stranded on a removed node.
  const focusAfterToggle = useRef(false);

  useEffect(() => {
    // Opening: the field focuses itself once it is in (see SearchBoxField); closing: back to the opener.
    if (!focusAfterToggle.current || isExpanded) return;
    focusAfterToggle.current = false;
    openerRef.current?.focus();
  }, [isExpanded]);

  const toggle = (next: boolean) => {
    focusAfterToggle.current = true;
    setOpenedByUser(next);
    setExpanded(next);
  };

  const opener = (
    <PressButton
      ref={openerRef}
      aria-label={label}
      aria-expanded={false}
      onPointerEnter={() => void loadField()}
      onFocus={() => void loadField()}
      onPress={() => toggle(true)}
      className={cn(searchIconButton, className)}
    >
      <SearchIcon />
    </PressButton>
  );
  if (!isExpanded) return opener;
  return (
    // Until the field's code is in, the opener stays where it was.
    <Suspense fallback={opener}>
      <SearchBoxField
        onSearch={onSearch}
        onClose={() => toggle(false)}
        value={value}
        onValueChange={(change) => setValue(change.value)}
        label={label}
        placeholder={placeholder}
        focusOnMount={isOpenedByUser}
        className={className}
      />
    </Suspense>
  );
}
