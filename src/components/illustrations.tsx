/**
 * Drawn pictures for the landing and auth pages: no image files, so the shop renders offline.
 * They paint only with tokens that stay the same kind of colour in both themes (brown, yellow,
 * orange, white, and the translucent overlay for shade), so the scenes read the same in light and dark.
 */

export interface ArtProps {
  className?: string;
}

/** A coffee bean with its crease, placed by centre and turned by `angle` degrees. */
export function Bean({ x, y, angle = 0, scale = 1 }: { x: number; y: number; angle?: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle}) scale(${scale})`}>
      <ellipse rx="14" ry="9" className="fill-primary-mid" />
      <path d="M-11 0c6-4 16 4 22 0" fill="none" strokeWidth="2.5" strokeLinecap="round" className="stroke-overlay" />
    </g>
  );
}

/** Wavy steam lines rising from a cup. */
export function Steam({ x, y, spread = 26, height = 60 }: { x: number; y: number; spread?: number; height?: number }) {
  const wave = (dx: number) =>
    `M${x + dx} ${y}c-12-${height / 4} 12-${height / 4} 0-${height / 2}s12-${height / 4} 0-${height / 2}`;
  return (
    <path
      d={`${wave(-spread)}${wave(0)}${wave(spread)}`}
      fill="none"
      strokeWidth="6"
      strokeLinecap="round"
      className="stroke-on-primary"
      opacity="0.55"
    />
  );
}

/**
 * A café table by a sunny window: a latte with a heart, an espresso, a croissant and beans. The
 * scene sits on the right so the hero text on the left keeps a calm background.
 */
export function CoffeeSceneArt({ className }: ArtProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 1200 600" preserveAspectRatio="xMaxYMid slice" className={className}>
      <rect width="1200" height="600" className="fill-primary" />
      {/* window with morning light */}
      <rect x="660" y="50" width="460" height="330" rx="18" className="fill-accent" opacity="0.3" />
      <circle cx="1000" cy="150" r="58" className="fill-accent" opacity="0.9" />
      <path d="M660 215h460M890 50v330" strokeWidth="14" className="stroke-overlay" />
      <rect x="660" y="50" width="460" height="330" rx="18" fill="none" strokeWidth="16" className="stroke-overlay" />
      {/* a hanging lamp */}
      <path d="M520 0v90" strokeWidth="4" className="stroke-overlay" />
      <path d="M480 130a40 40 0 0 1 80 0z" className="fill-card-icon" />
      <ellipse cx="520" cy="132" rx="12" ry="6" className="fill-accent" />
      {/* table */}
      <rect y="440" width="1200" height="160" className="fill-overlay" />
      <rect y="432" width="1200" height="14" className="fill-card-icon" opacity="0.7" />
      {/* latte on its saucer */}
      <g transform="translate(700 300)">
        <ellipse cx="90" cy="150" rx="135" ry="22" className="fill-on-primary" opacity="0.9" />
        <path d="M0 30h180l-18 100a22 22 0 0 1-22 18H40a22 22 0 0 1-22-18z" className="fill-on-primary" />
        <path d="M180 52c44 0 44 62 0 62" fill="none" strokeWidth="14" className="stroke-on-primary" />
        <ellipse cx="90" cy="32" rx="90" ry="16" className="fill-card-icon" />
        <path d="M90 44c-26-10-22-26-8-24 4 0 7 3 8 6 1-3 4-6 8-6 14-2 18 14-8 24z" className="fill-on-primary" />
        <Steam x={90} y={0} spread={30} height={80} />
      </g>
      {/* espresso */}
      <g transform="translate(980 370)">
        <ellipse cx="45" cy="72" rx="70" ry="12" className="fill-on-primary" opacity="0.9" />
        <path d="M0 10h90l-10 52a12 12 0 0 1-12 10H22a12 12 0 0 1-12-10z" className="fill-accent" />
        <path d="M90 22c22 0 22 30 0 30" fill="none" strokeWidth="9" className="stroke-accent" />
        <ellipse cx="45" cy="12" rx="45" ry="8" className="fill-on-accent" />
      </g>
      {/* croissant on a plate */}
      <g transform="translate(520 470)">
        <ellipse cx="60" cy="30" rx="100" ry="26" className="fill-on-primary" opacity="0.9" />
        <path
          d="M-10 26c10-34 40-44 70-44s60 10 70 44c-14-8-26-10-34-6-8-14-22-18-36-18s-28 4-36 18c-8-4-20-2-34 6z"
          className="fill-accent"
        />
        <path
          d="M26 8c4 6 6 12 6 18M60-8v30M94 8c-4 6-6 12-6 18"
          fill="none"
          strokeWidth="4"
          className="stroke-card-icon"
        />
      </g>
      {/* beans spilled on the table */}
      <Bean x={900} y={520} angle={-20} />
      <Bean x={940} y={545} angle={25} />
      <Bean x={1080} y={520} angle={70} />
      <Bean x={1120} y={560} angle={-35} />
      <Bean x={420} y={560} angle={10} scale={0.9} />
      <Bean x={460} y={530} angle={-50} scale={0.9} />
    </svg>
  );
}

/** What a store stat counts, which picks its icon. */
export type StatIconKind = 'staff' | 'stores' | 'customers';

const STAT_ICON_PATHS: Record<StatIconKind, string> = {
  staff: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-4 3-6 7-6s7 2 7 6H5Z',
  stores: 'M3 9 5 4h14l2 5v2a3 3 0 0 1-2 2.8V20H5v-6.2A3 3 0 0 1 3 11V9Zm6 11h6v-5H9v5Z',
  customers:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7 1a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5H2Zm15 0c0-2-1-3.6-2.4-4.6 3.3-.3 7.4 1 7.4 4.6h-5Z',
};

/** Small icons for the store stats: a person, a shop front, a group. */
export function StatIcon({ kind, className = 'size-7' }: { kind: StatIconKind; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d={STAT_ICON_PATHS[kind]} />
    </svg>
  );
}

/** A member card with a chip and a cup stamp, for the member card note. */
export function MemberCardArt({ className = 'h-14 w-22' }: ArtProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 88 56" className={className}>
      <rect width="88" height="56" rx="8" className="fill-primary" />
      <rect x="10" y="12" width="16" height="12" rx="2" className="fill-accent" />
      <path d="M10 40h40M10 46h26" strokeWidth="3" strokeLinecap="round" className="stroke-on-primary" opacity="0.8" />
      <circle cx="68" cy="34" r="12" className="fill-accent" />
      <path d="M62 30h11l-1.5 8a2 2 0 0 1-2 1.5h-4a2 2 0 0 1-2-1.5z" className="fill-on-accent" />
    </svg>
  );
}

/** A coupon ticket with a percent sign, for the promo call-out. */
export function PromoTicketArt({ className = 'size-16' }: ArtProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <path
        d="M6 16a4 4 0 0 1 4-4h44a4 4 0 0 1 4 4v8a8 8 0 0 0 0 16v8a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4v-8a8 8 0 0 0 0-16z"
        className="fill-accent"
      />
      <path d="M24 42 40 22" strokeWidth="4" strokeLinecap="round" className="stroke-on-accent" />
      <circle cx="24" cy="25" r="4" className="fill-on-accent" />
      <circle cx="40" cy="39" r="4" className="fill-on-accent" />
    </svg>
  );
}
