import { Bean, Steam, type ArtProps } from './illustrations';

// The auth pages' side pictures, apart from the landing's (illustrations.tsx) so a first visit loads only its own art.

/** A barista's counter with an espresso machine and a fresh cup, for the sign-up and login panel. */
export function CounterArt({ className }: ArtProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 600" preserveAspectRatio="xMidYMid slice" className={className}>
      <rect width="400" height="600" className="fill-primary" />
      {/* shelf of jars */}
      <rect x="30" y="110" width="340" height="10" className="fill-overlay" />
      {[60, 130, 200, 270].map((x, index) => (
        <g key={x} transform={`translate(${x} 50)`}>
          <rect width="44" height="60" rx="8" className="fill-on-primary" opacity="0.85" />
          <rect y="28" width="44" height="32" rx="6" className={index % 2 ? 'fill-card-icon' : 'fill-on-accent'} />
        </g>
      ))}
      <circle cx="330" cy="190" r="34" className="fill-accent" opacity="0.85" />
      {/* espresso machine */}
      <g transform="translate(70 200)">
        <rect width="180" height="150" rx="16" className="fill-overlay" />
        <rect x="20" y="20" width="140" height="30" rx="8" className="fill-accent" />
        <circle cx="50" cy="35" r="8" className="fill-on-accent" />
        <circle cx="130" cy="35" r="8" className="fill-on-accent" />
        <rect x="70" y="60" width="40" height="24" rx="4" className="fill-on-primary" opacity="0.8" />
        <path d="M84 84v30M96 84v30" strokeWidth="4" className="stroke-card-icon" />
      </g>
      {/* counter */}
      <rect y="380" width="400" height="220" className="fill-overlay" />
      <rect y="372" width="400" height="14" className="fill-card-icon" opacity="0.7" />
      {/* the cup that is ready */}
      <g transform="translate(200 300)">
        <ellipse cx="70" cy="78" rx="100" ry="16" className="fill-on-primary" opacity="0.9" />
        <path d="M0 0h140l-14 64a16 16 0 0 1-16 12H30a16 16 0 0 1-16-12z" className="fill-on-primary" />
        <path d="M140 16c30 0 30 42 0 42" fill="none" strokeWidth="11" className="stroke-on-primary" />
        <ellipse cx="70" cy="2" rx="70" ry="12" className="fill-card-icon" />
        <Steam x={70} y={-20} spread={24} height={56} />
      </g>
      <Bean x={60} y={470} angle={30} />
      <Bean x={100} y={500} angle={-15} />
      <Bean x={320} y={520} angle={60} />
    </svg>
  );
}

/** A latte seen from above beside a key, for the forgot-password panel: another picture, as the old site had. */
export function KeyArt({ className }: ArtProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 600" preserveAspectRatio="xMidYMid slice" className={className}>
      <rect width="400" height="600" className="fill-primary" />
      {/* the gaps between the table's planks */}
      {[118, 238, 358, 478].map((y) => (
        <rect key={y} y={y} width="400" height="5" className="fill-overlay" />
      ))}
      {/* saucer, cup and latte art seen from above */}
      <circle cx="200" cy="250" r="150" className="fill-on-primary" opacity="0.9" />
      <circle cx="200" cy="250" r="104" className="fill-on-primary" />
      <circle cx="200" cy="250" r="88" className="fill-card-icon" />
      <path
        d="M200 190c-40 20-50 60-30 100 8-30 20-50 30-60 10 10 22 30 30 60 20-40 10-80-30-100z"
        className="fill-on-primary"
      />
      <path d="M200 230v96" strokeWidth="5" strokeLinecap="round" className="stroke-card-icon" />
      <rect x="296" y="232" width="70" height="36" rx="18" className="fill-on-primary" />
      {/* the key */}
      <g transform="translate(90 470) rotate(-12)">
        <circle cx="30" cy="30" r="28" className="fill-accent" />
        <circle cx="30" cy="30" r="12" className="fill-on-accent" />
        <path d="M58 24h150v14h-18v22h-16V38h-16v16h-16V38H58z" className="fill-accent" />
      </g>
      <Bean x={60} y={110} angle={40} />
      <Bean x={340} y={90} angle={-20} />
      <Bean x={350} y={450} angle={15} />
    </svg>
  );
}
