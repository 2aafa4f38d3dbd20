import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useOf } from '@storybook/addon-docs/blocks';
import type { CSSProperties } from 'react';
import type { ComponentGuide, GuideExample } from './guide';
import { STATUS_INFO, statusOf, type ComponentStatus } from './status';

/**
 * The component's guide on its autodocs page: status, usage, do's and don'ts (with pictured pairs),
 * and the keyboard and screen-reader tables. Reads `parameters.guide` and the `status:…` tag from the
 * page's meta; renders nothing without a guide.
 */
export function GuideBlock() {
  const resolved = useOf('meta', ['meta']);
  const guide = resolved.preparedMeta.parameters.guide as ComponentGuide | undefined;
  if (!guide) return null;
  return <GuideView guide={guide} status={statusOf(resolved.preparedMeta.tags)} />;
}

/**
 * Every colour is a token of the shop's theme (its CSS variables), text and background alike, so the
 * guide reads in the light and the dark docs page: never the page's inherited text on Storybook's
 * white (the dark theme's near-white body text on a white page was the bug this prevents).
 */
const colour = {
  heading: 'var(--cs-heading)',
  body: 'var(--cs-body)',
  surface: 'var(--cs-surface)',
  sunken: 'var(--cs-surface-sunken)',
  border: 'var(--cs-border)',
  good: 'var(--cs-success)',
  bad: 'var(--cs-danger)',
} as const;

const cell: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '8px 12px',
  borderBottom: `1px solid ${colour.border}`,
};
const headCell: CSSProperties = { ...cell, background: colour.sunken, color: colour.heading, fontWeight: 600 };
const h2: CSSProperties = { fontSize: 18, fontWeight: 700, margin: '24px 0 8px', color: colour.heading };
const mono: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 13,
  padding: '1px 6px',
  borderRadius: 4,
  background: colour.sunken,
  color: colour.heading,
  border: `1px solid ${colour.border}`,
  whiteSpace: 'nowrap',
};

/** A status as the page shows it: a badge (white on a fixed dark colour, AA on any page) and what it means. */
export function StatusBadge({ status }: { status: ComponentStatus }) {
  return (
    <span
      data-status={status}
      style={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 999,
        fontWeight: 700,
        fontSize: 12,
        textTransform: 'uppercase',
        letterSpacing: 0.5,
        background: STATUS_INFO[status].badge,
        color: '#ffffff',
      }}
    >
      {status}
    </span>
  );
}

function Marker({ kind }: { kind: 'do' | 'dont' }) {
  return (
    <span aria-hidden="true" style={{ color: kind === 'do' ? colour.good : colour.bad, fontWeight: 700 }}>
      {kind === 'do' ? '✓' : '✕'}
    </span>
  );
}

function RuleList({ kind, items }: { kind: 'do' | 'dont'; items: string[] }) {
  const label = kind === 'do' ? 'Do' : 'Don’t';
  return (
    <div
      style={{ flex: '1 1 260px', borderTop: `4px solid ${kind === 'do' ? colour.good : colour.bad}`, paddingTop: 8 }}
    >
      <h3 style={{ fontSize: 16, fontWeight: 700, margin: '0 0 8px', color: colour.heading }}>
        <Marker kind={kind} /> {label}
      </h3>
      <ul aria-label={label} style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
        {items.map((item) => (
          <li key={item} style={{ display: 'grid', gridTemplateColumns: '1.25em 1fr', gap: 4 }}>
            <Marker kind={kind} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One side of a pictured pair: the live example in a frame marked Do (✓, green) or Don't (✕, red). */
function ExampleFigure({ kind, example }: { kind: 'do' | 'dont'; example: GuideExample }) {
  const accent = kind === 'do' ? colour.good : colour.bad;
  const label = kind === 'do' ? 'Do' : 'Don’t';
  return (
    <figure
      data-example={kind}
      style={{ flex: '1 1 280px', margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <div
        className="bg-surface text-body font-sans"
        style={{
          flex: 1,
          padding: 20,
          border: `1px solid ${colour.border}`,
          borderTop: `6px solid ${accent}`,
          borderRadius: '10px 10px 0 0',
          background: colour.surface,
        }}
      >
        <I18nProvider i18n={i18n}>{example.render()}</I18nProvider>
      </div>
      <figcaption
        style={{
          padding: '8px 12px',
          border: `1px solid ${colour.border}`,
          borderTop: 0,
          borderRadius: '0 0 10px 10px',
          background: colour.sunken,
          color: colour.body,
        }}
      >
        <strong style={{ color: accent, marginRight: 6 }}>
          <Marker kind={kind} /> {label}
        </strong>
        {example.caption}
      </figcaption>
    </figure>
  );
}

/** The guide itself, without Storybook's docs context (so it can be shown anywhere). */
export function GuideView({ guide, status }: { guide: ComponentGuide; status?: ComponentStatus }) {
  return (
    <section
      aria-label="Guide"
      className="sb-unstyled"
      data-guide
      style={{
        margin: '24px 0',
        padding: '4px 0',
        fontSize: 14,
        lineHeight: 1.55,
        color: colour.body,
        background: colour.surface,
        fontFamily: 'var(--cs-font-body)',
      }}
    >
      {status ? (
        <p style={{ margin: '0 0 12px' }}>
          <StatusBadge status={status} /> {STATUS_INFO[status].meaning}{' '}
          <a
            href="./?path=/docs/docs-status--docs"
            target="_top"
            style={{ color: colour.heading, textDecoration: 'underline' }}
          >
            About statuses
          </a>
        </p>
      ) : null}
      <h2 style={h2}>Usage</h2>
      <p style={{ margin: 0 }}>{guide.usage}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginTop: 20 }}>
        <RuleList kind="do" items={guide.dos} />
        <RuleList kind="dont" items={guide.donts} />
      </div>
      {guide.examples?.map((pair) => (
        <div
          key={pair.do.caption}
          data-example-pair
          style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 20 }}
        >
          <ExampleFigure kind="do" example={pair.do} />
          <ExampleFigure kind="dont" example={pair.dont} />
        </div>
      ))}
      <h2 style={h2}>Keyboard</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={headCell}>
              Key
            </th>
            <th scope="col" style={headCell}>
              What it does
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.keyboard.map((row) => (
            <tr key={row.key + row.does}>
              <th scope="row" style={{ ...cell, whiteSpace: 'nowrap', fontWeight: 400 }}>
                <kbd style={mono}>{row.key}</kbd>
              </th>
              <td style={cell}>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={h2}>Screen reader</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={headCell}>
              Part
            </th>
            <th scope="col" style={headCell}>
              Role and name
            </th>
            <th scope="col" style={headCell}>
              What is announced
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.screenReader.map((row) => (
            <tr key={row.part + row.role}>
              <th scope="row" style={{ ...cell, color: colour.heading }}>
                {row.part}
              </th>
              <td style={cell}>
                <code style={{ ...mono, whiteSpace: 'normal' }}>{row.role}</code>
              </td>
              <td style={cell}>{row.announced}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
