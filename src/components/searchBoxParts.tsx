/** What SearchBox's opener and its lazily loaded field share, so both states look the same. */
export const searchIconButton =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-heading data-[hovered]:bg-surface-sunken data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
