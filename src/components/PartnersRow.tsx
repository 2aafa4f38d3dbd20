import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from './styles';

/** The little drawn sign in front of a partner's name. */
export type PartnerGlyph = 'bean' | 'leaf' | 'cup' | 'mountain' | 'sun';

/** A partner: its name (the wordmark's text and accessible name) and its sign. */
export interface Partner {
  name: string;
  glyph: PartnerGlyph;
}

/** The partners the demo shop names. */
export const DEFAULT_PARTNERS: readonly Partner[] = [
  { name: 'Kopi Nusantara', glyph: 'bean' },
  { name: 'Java Roasters', glyph: 'cup' },
  { name: 'Sumatra Leaf', glyph: 'leaf' },
  { name: 'Toraja Highlands', glyph: 'mountain' },
  { name: 'Bali Sunrise Dairy', glyph: 'sun' },
];

const GLYPHS: Record<PartnerGlyph, React.ReactNode> = {
  bean: (
    <>
      <ellipse cx="20" cy="24" rx="11" ry="15" transform="rotate(25 20 24)" className="fill-current" />
      <path d="M15 12c8 6-2 18 8 26" fill="none" strokeWidth="2.5" className="stroke-surface" />
    </>
  ),
  leaf: (
    <>
      <path d="M8 40C8 18 22 8 36 8c0 18-10 32-28 32z" className="fill-current" />
      <path d="M10 38 30 14" fill="none" strokeWidth="2.5" className="stroke-surface" />
    </>
  ),
  cup: (
    <>
      <path d="M6 16h24l-3 18a5 5 0 0 1-5 4h-8a5 5 0 0 1-5-4z" className="fill-current" />
      <path d="M30 20c7 0 7 10 0 10" fill="none" strokeWidth="3" className="stroke-current" />
      <path d="M14 11c-2-3 2-4 0-7M22 11c-2-3 2-4 0-7" fill="none" strokeWidth="2" className="stroke-current" />
    </>
  ),
  mountain: <path d="M2 40 16 14l8 12 5-7 11 21z" className="fill-current" />,
  sun: (
    <>
      <circle cx="20" cy="30" r="10" className="fill-current" />
      <path
        d="M20 10v6M6 30H2M38 30h-4M9 19l4 4M31 19l-4 4M2 42h36"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-current"
      />
    </>
  ),
};

/** Width per letter at the wordmark's size, so the drawing's box fits its name. */
const LETTER_WIDTH = 13;

/** A partner's wordmark: its sign and name drawn as one picture, named for screen readers. */
function Wordmark({ partner }: { partner: Partner }) {
  const width = 48 + Math.ceil(partner.name.length * LETTER_WIDTH);
  return (
    <svg role="img" aria-label={partner.name} viewBox={`0 0 ${width} 48`} className="h-10 w-auto max-w-full text-muted">
      {GLYPHS[partner.glyph]}
      {/* text-lead is 18px, which inside the drawing is 18 units; textLength keeps any font inside the box. */}
      <text
        x="48"
        y="31"
        textLength={width - 52}
        lengthAdjust="spacingAndGlyphs"
        className="fill-current font-heading text-lead font-bold uppercase"
      >
        {partner.name}
      </text>
    </svg>
  );
}

/** The partners to show and the section's heading. */
export interface PartnersRowProps {
  partners?: readonly Partner[];
  title?: string;
  className?: string;
}

/** 'Our Partner': a wrapping row of drawn partner wordmarks, each a named image. */
export function PartnersRow({ partners = DEFAULT_PARTNERS, title, className }: PartnersRowProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 text-center', className)}
    >
      <h2 id={titleId} className="font-heading text-section break-words text-heading sm:text-title">
        {title ?? t`Our Partner`}
      </h2>
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {partners.map((partner) => (
          <li key={partner.name} className="max-w-full">
            <Wordmark partner={partner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
