import { describe, expect, it } from 'vitest';
import { reportCsv, shopDate, shopDateBefore } from './report';

const order = (id: number, createdAt: string, customer = 'sari', total = 44000) => ({
  id,
  createdAt,
  paidAt: createdAt.replace('07:00', '07:30'),
  customer,
  deliveryMethod: 'dine in',
  status: 'paid',
  total,
});

describe('report dates in shop time (UTC+7)', () => {
  it('reads an instant as the Jakarta date', () => {
    expect(shopDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(shopDate(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('steps back whole days across months and years', () => {
    expect(shopDateBefore('2026-11-23', 6)).toBe('2026-11-17');
    expect(shopDateBefore('2026-03-02', 2)).toBe('2026-02-28');
    expect(shopDateBefore('2026-01-01', 1)).toBe('2025-12-31');
  });
});

describe('reportCsv', () => {
  it('writes a header, one row per order and the total, with CRLF line ends', () => {
    const csv = reportCsv([order(7, '2026-11-20T07:00:00.000Z'), order(8, '2026-11-21T07:00:00.000Z', 'budi', 10000)]);
    expect(csv).toBe(
      'order_id,created_at,paid_at,customer,delivery_method,status,total_idr\r\n' +
        '7,2026-11-20T07:00:00.000Z,2026-11-20T07:30:00.000Z,sari,dine in,paid,44000\r\n' +
        '8,2026-11-21T07:00:00.000Z,2026-11-21T07:30:00.000Z,budi,dine in,paid,10000\r\n' +
        'total,,,,,,54000\r\n',
    );
  });

  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    const csv = reportCsv([order(1, '2026-11-20T07:00:00Z', 'Sari, "the regular"'), order(2, 'x', '=HYPERLINK("a")')]);
    expect(csv).toContain('"Sari, ""the regular"""');
    expect(csv).toContain(`"'=HYPERLINK(""a"")"`);
  });

  it('totals an empty report as 0', () => {
    expect(reportCsv([])).toBe(
      'order_id,created_at,paid_at,customer,delivery_method,status,total_idr\r\ntotal,,,,,,0\r\n',
    );
  });
});
