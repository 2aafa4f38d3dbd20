import { StatusBadge } from './GuideBlock';
import { STATUS_INFO, STATUSES, statusTag } from './status';

const cell = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '8px 12px',
  borderBottom: '1px solid var(--cs-border)',
} as const;

/** The status ladder as a table for the Status docs page: badge, tag, what it promises, where to use it. */
export function StatusLadder() {
  return (
    <table
      className="sb-unstyled"
      style={{
        borderCollapse: 'collapse',
        width: '100%',
        margin: '16px 0',
        fontSize: 14,
        lineHeight: 1.5,
        color: 'var(--cs-body)',
        background: 'var(--cs-surface)',
      }}
    >
      <thead>
        <tr>
          {['Status', 'Tag', 'What it promises', 'Use it'].map((heading) => (
            <th
              key={heading}
              scope="col"
              style={{ ...cell, background: 'var(--cs-surface-sunken)', color: 'var(--cs-heading)' }}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {STATUSES.map((status) => (
          <tr key={status}>
            <th scope="row" style={cell}>
              <StatusBadge status={status} />
            </th>
            <td style={cell}>
              <code style={{ color: 'var(--cs-heading)' }}>{statusTag(status)}</code>
            </td>
            <td style={cell}>{STATUS_INFO[status].meaning}</td>
            <td style={cell}>{STATUS_INFO[status].use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
