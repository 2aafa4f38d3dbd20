import { useEffect, useRef, useState } from 'react';
import tokenFile from '../../src/styles/tokens.json';
import {
  cssValue,
  cssVariable,
  groupOf,
  groupsOf,
  THEMES,
  tokensOf,
  type TokenFile,
} from '../../scripts/designTokens.ts';
import { contrastRatio, parseRgb } from './contrast';

const tokens = tokenFile as unknown as TokenFile;
const radii = new Map(tokensOf(groupOf(tokens, 'radius') ?? { $type: 'dimension' }));
const radius = (name: string) => String(radii.get(name)?.$value);

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

const GROUP_TITLES: Record<string, string> = {
  color: 'Colours',
  shadow: 'Shadows',
  font: 'Font families',
  text: 'Type steps',
  radius: 'Radii',
  spacing: 'Spacing',
  duration: 'Motion: durations',
  easing: 'Motion: easings',
  'z-index': 'Z-index',
  breakpoint: 'Breakpoints',
  viewport: 'Review widths',
};

/** A value as text: CSS where the token has a CSS form, the type step's parts otherwise. */
function shownValue(type: string, value: unknown): string {
  if (type === 'typography') {
    const { fontSize, lineHeight, fontWeight } = value as { fontSize: string; lineHeight: number; fontWeight?: number };
    return [fontSize, `/ ${lineHeight}`, fontWeight].filter((part) => part !== undefined).join(' ');
  }
  return cssValue(type, value as never);
}

/** A preview of one value, drawn from the value itself (not the live variable) so both themes show side by side. */
function Sample({ group, type, value }: { group: string; type: string; value: string }) {
  // A spacing as a bar of its length, so the card ladder reads as steps (capped so no long one widens the table).
  if (group === 'spacing') {
    return <span aria-hidden className="block h-3 max-w-24 shrink-0 bg-primary-mid" style={{ width: value }} />;
  }
  if (type === 'color') {
    return (
      <span aria-hidden className="block h-8 w-14 rounded-chip border border-border" style={{ background: value }} />
    );
  }
  if (type === 'shadow') {
    return <span aria-hidden className="block h-8 w-14 rounded-chip bg-surface-alt" style={{ boxShadow: value }} />;
  }
  return null;
}

/** One group of tokens: name, CSS variable, and its light and dark values (one value when both themes share it). */
function TokenTable({ group }: { group: string }) {
  const tokenGroup = groupOf(tokens, group);
  if (!tokenGroup) return null;
  const type = tokenGroup.$type;
  const id = `tokens-${group}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-section">
        {GROUP_TITLES[group] ?? group}
      </h2>
      {tokenGroup.$description ? <p className="mb-4 text-small">{tokenGroup.$description}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-small">
          <thead>
            <tr>
              <th className="py-2 pr-4">Token</th>
              <th className="py-2 pr-4">CSS variable</th>
              <th className="py-2 pr-4">Light</th>
              <th className="py-2 pr-4">Dark</th>
              <th className="py-2">Use</th>
            </tr>
          </thead>
          <tbody>
            {tokensOf(tokenGroup).map(([name, token]) => {
              const light = shownValue(type, token.$value);
              const themed = token.$extensions?.[THEMES]?.dark;
              const dark = themed ? shownValue(type, themed.$value) : light;
              const variable = cssVariable(group, name);
              return (
                <tr key={name} className="border-t border-border" data-testid={`token-${group}.${name}`}>
                  <td className="py-2 pr-4 font-mono text-heading">
                    {group}.{name}
                  </td>
                  <td className="py-2 pr-4 font-mono">{variable ?? '—'}</td>
                  <td className="py-2 pr-4">
                    <span className="flex items-center gap-2">
                      <Sample group={group} type={type} value={light} />
                      <span className="font-mono">{light}</span>
                    </span>
                  </td>
                  <td className="py-2 pr-4">
                    <span className="flex items-center gap-2">
                      <Sample group={group} type={type} value={dark} />
                      <span className="font-mono">{themed ? dark : 'same'}</span>
                    </span>
                  </td>
                  <td className="py-2">
                    {[token.$description, themed?.$description].filter(Boolean).join('; dark: ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Every design token as a designer sees it, read from src/styles/tokens.json: each group's table, contrast, type. */
export function TokenGallery() {
  return (
    <div className="flex flex-col gap-10 bg-surface p-6 text-body">
      {groupsOf(tokens).map(([group]) => (
        <TokenTable key={group} group={group} />
      ))}
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
            card {radius('card')}
          </div>
          <div className="flex size-32 items-center justify-center rounded-chip bg-surface-alt shadow-soft">
            chip {radius('chip')}
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
