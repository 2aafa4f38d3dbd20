/** The shop's mark: a coffee cup in the brand colours, drawn so it needs no image file. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <circle cx="16" cy="16" r="16" className="fill-primary" />
      <path d="M9 12h12l-1.5 10a2 2 0 0 1-2 1.7h-5a2 2 0 0 1-2-1.7z" className="fill-accent" />
      <path d="M21 14c3 0 3 5 0 5" fill="none" strokeWidth="1.6" className="stroke-accent" />
      <path
        d="M13 9c-1-1.4 1-1.8 0-3.2M17 9c-1-1.4 1-1.8 0-3.2"
        fill="none"
        strokeWidth="1.4"
        strokeLinecap="round"
        className="stroke-on-primary"
      />
    </svg>
  );
}
