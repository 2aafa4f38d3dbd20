import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';
import { cn } from './styles';

/** A QR code drawn from its text; the name says what it is for, since a screen reader cannot scan it. */
export interface QrCodeProps {
  value: string;
  label: string;
  className?: string;
}

/** The quiet zone scanners need around a code, in modules (the standard asks for four). */
const QUIET_ZONE = 4;

/**
 * Dark modules on white in both themes: phone cameras and wallet apps read dark-on-light codes, and a
 * QRIS code inverted for the dark theme fails in some of them. Drawn as one SVG path, so it stays sharp
 * at any size and prints from the page.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const code = generate(value);
    return { path: toSvgPath(code), size: code.size };
  }, [value]);
  const full = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${full} ${full}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square rounded-chip', className)}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={full} height={full} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
