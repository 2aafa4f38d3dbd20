import { useOf } from '@storybook/addon-docs/blocks';
import type { ComponentGuide } from './guide';

/**
 * The component's guide on its autodocs page: status, usage, do's and don'ts, and the keyboard and
 * screen-reader tables. Reads `parameters.guide` from the page's meta; renders nothing without one.
 */
export function GuideBlock() {
  const resolved = useOf('meta', ['meta']);
  const guide = resolved.preparedMeta.parameters.guide as ComponentGuide | undefined;
  if (!guide) return null;
  return <GuideView guide={guide} />;
}

const statusText = {
  stable: 'Stable: used on shipped screens, every state has a story.',
  beta: 'Beta: works and is tested, but its props or look may still change.',
} as const;

const cell: React.CSSProperties = { textAlign: 'left', verticalAlign: 'top', padding: '6px 10px' };

/** The guide itself, without Storybook's docs context (so it can be shown anywhere). */
export function GuideView({ guide }: { guide: ComponentGuide }) {
  return (
    <section aria-label="Guide" className="sb-unstyled" style={{ margin: '24px 0', fontSize: 14, lineHeight: 1.5 }}>
      <p style={{ margin: '0 0 12px' }}>
        <span
          style={{
            display: 'inline-block',
            padding: '2px 10px',
            borderRadius: 999,
            fontWeight: 700,
            fontSize: 12,
            textTransform: 'uppercase',
            letterSpacing: 0.5,
            background: guide.status === 'stable' ? '#1f6f43' : '#7a4b00',
            color: '#ffffff',
          }}
        >
          {guide.status}
        </span>{' '}
        {statusText[guide.status]}
      </p>
      <h2 style={{ fontSize: 18, margin: '16px 0 4px' }}>Usage</h2>
      <p style={{ margin: 0 }}>{guide.usage}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 16 }}>
        <div style={{ flex: '1 1 260px', borderTop: '4px solid #1f6f43', paddingTop: 8 }}>
          <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>Do</h3>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {guide.dos.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div style={{ flex: '1 1 260px', borderTop: '4px solid #a3261b', paddingTop: 8 }}>
          <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>Don’t</h3>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {guide.donts.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <h2 style={{ fontSize: 18, margin: '20px 0 4px' }}>Keyboard</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Key
            </th>
            <th scope="col" style={cell}>
              What it does
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.keyboard.map((row) => (
            <tr key={row.key + row.does}>
              <th scope="row" style={{ ...cell, whiteSpace: 'nowrap' }}>
                <kbd>{row.key}</kbd>
              </th>
              <td style={cell}>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ fontSize: 18, margin: '20px 0 4px' }}>Screen reader</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Part
            </th>
            <th scope="col" style={cell}>
              Role and name
            </th>
            <th scope="col" style={cell}>
              What is announced
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.screenReader.map((row) => (
            <tr key={row.part + row.role}>
              <th scope="row" style={cell}>
                {row.part}
              </th>
              <td style={cell}>
                <code>{row.role}</code>
              </td>
              <td style={cell}>{row.announced}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
