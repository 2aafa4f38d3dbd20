import { useEffect, useRef, useState } from 'react';
import { contrastRatio, parseRgb } from './contrast';

/** Text-on-background pairs the components actually use, each checked against WCAG AA (4.5:1). */
const PAIRS = [
  { fg: 'on-primary', bg: 'primary', use: 'Primary button' },
  { fg: 'on-accent', bg: 'accent', use: 'Accent (yellow) button' },
  { fg: 'heading', bg: 'surface', use: 'Headings' },
  { fg: 'body', bg: 'surface', use: 'Body text' },
  { fg: 'muted', bg: 'surface', use: 'Muted text, hints' },
  { fg: 'primary-text', bg: 'surface', use: 'Brown text, links' },
  { fg: 'primary-deep', bg: 'surface-alt', use: 'Order summary' },
  { fg: 'danger', bg: 'surface', use: 'Error messages' },
  { fg: 'success', bg: 'surface', use: 'Success messages' },
  { fg: 'body', bg: 'surface-sunken', use: 'Text on sunken panels' },
] as const;

const SWATCHES = [
  'primary',
  'primary-deep',
  'primary-mid',
  'accent',
  'card-icon',
  'heading',
  'body',
  'muted',
  'border',
  'border-strong',
  'surface',
  'surface-alt',
  'surface-sunken',
  'placeholder',
  'chip',
  'danger',
  'success',
  'warning',
  'focus',
  'chart-income',
  'chart-outcome',
] as const;

const TYPE_SCALE = [
  ['text-display font-heading', 'Display — Start Your Day with Coffee'],
  ['text-title font-heading', 'Title — Favourite products'],
  ['text-section font-heading', 'Section — Order Summary'],
  ['text-lead', 'Lead — Poppins 18 for introductions'],
  ['text-copy', 'Copy — Poppins 16 for everything else'],
  ['text-small', 'Small — labels and hints'],
  ['text-caption', 'Caption — footnotes'],
] as const;

function ContrastRow({ fg, bg, use }: (typeof PAIRS)[number]) {
  const ref = useRef<HTMLTableRowElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);
  useEffect(() => {
    // Read the live values, and again when the theme class changes, so the ratio fits the theme on screen.
    const measure = () => {
      const sample = ref.current?.querySelector<HTMLElement>('[data-sample]');
      if (!sample) return;
      const style = getComputedStyle(sample);
      const a = parseRgb(style.color);
      const b = parseRgb(style.backgroundColor);
      if (a && b) setRatio(contrastRatio(a, b));
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return (
    <tr ref={ref}>
      <td className="py-2 pr-4">
        <span
          data-sample
          className="rounded-chip px-3 py-1"
          style={{ color: `var(--cs-${fg})`, background: `var(--cs-${bg})` }}
        >
          Aa {use}
        </span>
      </td>
      <td className="py-2 pr-4 font-mono text-small">
        {fg} on {bg}
      </td>
      <td className="py-2 font-semibold" data-testid={`ratio-${fg}-${bg}`}>
        {ratio === null ? '…' : `${ratio.toFixed(2)}:1 ${ratio >= 4.5 ? 'AA' : 'fails AA'}`}
      </td>
    </tr>
  );
}

/** Every design token as a designer sees it: colours with contrast, type, radii and shadows. */
export function TokenGallery() {
  return (
    <div className="flex flex-col gap-10 bg-surface p-6 text-body">
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours" className="mb-4 text-section">
          Colours
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {SWATCHES.map((name) => (
            <li key={name} className="flex flex-col gap-1">
              <span className="h-14 rounded-chip border border-border" style={{ background: `var(--cs-${name})` }} />
              <span className="font-mono text-caption text-heading">{name}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-contrast">
        <h2 id="tokens-contrast" className="mb-4 text-section">
          Contrast pairs (WCAG 2.2 AA needs 4.5:1 for text)
        </h2>
        <table className="text-left">
          <thead>
            <tr>
              <th className="pr-4">Sample</th>
              <th className="pr-4">Tokens</th>
              <th>Ratio</th>
            </tr>
          </thead>
          <tbody>
            {PAIRS.map((pair) => (
              <ContrastRow key={`${pair.fg}-${pair.bg}`} {...pair} />
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type" className="mb-4 text-section">
          Type scale (Rubik headings, Poppins body)
        </h2>
        <div className="flex flex-col gap-2">
          {TYPE_SCALE.map(([className, sample]) => (
            <p key={className} className={`${className} text-heading`}>
              {sample}
            </p>
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-shape">
        <h2 id="tokens-shape" className="mb-4 text-section">
          Radii and shadows
        </h2>
        <div className="flex flex-wrap gap-6">
          <div className="flex size-32 items-center justify-center rounded-card bg-surface-alt shadow-card">
            card 20px
          </div>
          <div className="flex size-32 items-center justify-center rounded-chip bg-surface-alt shadow-soft">
            chip 10px
          </div>
          <div className="flex size-32 items-center justify-center rounded-full bg-primary text-on-primary shadow-primary">
            size choice
          </div>
          <div className="flex size-32 items-center justify-center rounded-card bg-accent text-on-accent shadow-accent">
            accent
          </div>
        </div>
      </section>
    </div>
  );
}
