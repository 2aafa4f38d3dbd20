/** Drawn pictures for the landing and auth pages: no image files, so the shop renders offline. */

/** A coffee table scene: cups, beans and a warm window, for behind the hero headline. */
export function CoffeeSceneArt({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" className={className}>
      <rect width="800" height="400" className="fill-primary" />
      <rect x="520" y="40" width="220" height="180" rx="16" className="fill-accent" opacity="0.35" />
      <path d="M520 130h220M630 40v180" strokeWidth="6" className="stroke-primary-deep" />
      <ellipse cx="400" cy="360" rx="420" ry="70" className="fill-primary-mid" opacity="0.6" />
      <g transform="translate(140 220)">
        <ellipse cx="60" cy="100" rx="85" ry="16" className="fill-primary-mid" />
        <path d="M0 20h120l-12 70a14 14 0 0 1-14 12H26a14 14 0 0 1-14-12z" className="fill-surface" />
        <ellipse cx="60" cy="22" rx="60" ry="10" className="fill-primary-mid" />
        <path d="M120 36c28 0 28 40 0 40" fill="none" strokeWidth="9" className="stroke-surface" />
      </g>
      <g transform="translate(430 250)">
        <path d="M0 10h80l-8 60a10 10 0 0 1-10 8H18a10 10 0 0 1-10-8z" className="fill-accent" />
        <ellipse cx="40" cy="12" rx="40" ry="7" className="fill-primary-mid" />
      </g>
      {[
        [330, 330],
        [360, 345],
        [600, 330],
        [630, 350],
        [100, 345],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="12" ry="8" className="fill-primary-deep" />
      ))}
    </svg>
  );
}

/** A barista's counter with a cup, for the sign-up and login side panel. */
export function CounterArt({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 600" preserveAspectRatio="xMidYMid slice" className={className}>
      <rect width="400" height="600" className="fill-primary" />
      <rect y="380" width="400" height="220" className="fill-primary-deep" />
      <circle cx="300" cy="120" r="60" className="fill-accent" opacity="0.85" />
      <g transform="translate(120 240)">
        <ellipse cx="80" cy="150" rx="110" ry="20" className="fill-primary-mid" />
        <path d="M0 20h160l-16 110a16 16 0 0 1-16 14H32a16 16 0 0 1-16-14z" className="fill-surface" />
        <ellipse cx="80" cy="22" rx="80" ry="12" className="fill-primary-mid" />
        <path d="M160 40c36 0 36 54 0 54" fill="none" strokeWidth="12" className="stroke-surface" />
        <path
          d="M50-10c-10-14 10-18 0-34M80-10c-10-14 10-18 0-34M110-10c-10-14 10-18 0-34"
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          className="stroke-surface"
          opacity="0.7"
        />
      </g>
    </svg>
  );
}

/** A moka pot and a key, for the forgot-password side panel: a different picture, as the old site had. */
export function KeyArt({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 600" preserveAspectRatio="xMidYMid slice" className={className}>
      <rect width="400" height="600" className="fill-primary-deep" />
      <circle cx="200" cy="300" r="150" className="fill-primary" />
      <path d="M150 180h100l-20 80h-60z" className="fill-accent" />
      <path d="M140 260h120l20 140H120z" className="fill-accent" />
      <rect x="185" y="150" width="30" height="30" rx="6" className="fill-primary-mid" />
      <g transform="translate(120 440)">
        <circle cx="30" cy="30" r="26" fill="none" strokeWidth="12" className="stroke-surface" />
        <path d="M56 30h110M140 30v24M160 30v18" strokeWidth="12" className="stroke-surface" />
      </g>
    </svg>
  );
}

/** Small icons for the store stats. */
export function StatIcon({
  kind,
  className = 'size-7',
}: {
  kind: 'staff' | 'stores' | 'customers';
  className?: string;
}) {
  const paths = {
    staff: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-4 3-6 7-6s7 2 7 6H5Z',
    stores: 'M3 9 5 4h14l2 5v2a3 3 0 0 1-2 2.8V20H5v-6.2A3 3 0 0 1 3 11V9Zm6 11h6v-5H9v5Z',
    customers:
      'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7 1a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5H2Zm15 0c0-2-1-3.6-2.4-4.6 3.3-.3 7.4 1 7.4 4.6h-5Z',
  } as const;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d={paths[kind]} />
    </svg>
  );
}
