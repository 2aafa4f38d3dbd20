import type { ReactNode } from 'react';

/**
 * A do/don't pair for the content guide: two texts side by side, marked ✓ Do (green) and ✕ Don't
 * (red), with a line on why. Its colours are the shop's tokens, so it reads in both docs themes.
 */
export function TextDoDont({ good, bad, why }: { good: ReactNode; bad: ReactNode; why?: ReactNode }) {
  return (
    <div
      className="sb-unstyled"
      data-text-do-dont
      style={{ margin: '12px 0 20px', fontSize: 14, lineHeight: 1.5, color: 'var(--cs-body)' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Side kind="do">{good}</Side>
        <Side kind="dont">{bad}</Side>
      </div>
      {why ? <p style={{ margin: '6px 0 0' }}>{why}</p> : null}
    </div>
  );
}

function Side({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  const accent = kind === 'do' ? 'var(--cs-success)' : 'var(--cs-danger)';
  return (
    <div
      data-example={kind}
      style={{
        flex: '1 1 240px',
        padding: '10px 14px',
        border: '1px solid var(--cs-border)',
        borderLeft: `6px solid ${accent}`,
        borderRadius: 10,
        background: 'var(--cs-surface)',
      }}
    >
      <strong style={{ display: 'block', color: accent, marginBottom: 4 }}>
        <span aria-hidden="true">{kind === 'do' ? '✓' : '✕'}</span> {kind === 'do' ? 'Do' : 'Don’t'}
      </strong>
      <span style={{ color: 'var(--cs-heading)' }}>{children}</span>
    </div>
  );
}
