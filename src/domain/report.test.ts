import { describe, expect, it } from 'vitest';
import { reportCsv, reportPeriod, shopDate, shopDateBefore, shopTimestamp } from './report';

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

describe('reportPeriod', () => {
  // Intl may put thin spaces around the range's dash; the words are what matter here.
  const plain = (period: { kind: string; text: string }) => ({ ...period, text: period.text.replace(/\s/g, ' ') });

  it('names a run of days by its first and last, never as a month', () => {
    expect(plain(reportPeriod('2026-11-15', '2026-11-20', 'en'))).toEqual({
      kind: 'days',
      text: 'November 15 – 20, 2026',
    });
    expect(plain(reportPeriod('2026-11-15', '2026-11-20', 'id'))).toEqual({
      kind: 'days',
      text: '15–20 November 2026',
    });
    expect(plain(reportPeriod('2026-11-01', '2026-11-29', 'en')).kind).toBe('days');
    expect(plain(reportPeriod('2025-12-28', '2026-01-02', 'id')).text).toBe('28 Desember 2025 – 2 Januari 2026');
  });

  it('names a whole calendar month by its month, leap years included', () => {
    expect(reportPeriod('2026-11-01', '2026-11-30', 'en')).toEqual({ kind: 'month', text: 'November 2026' });
    expect(reportPeriod('2028-02-01', '2028-02-29', 'id')).toEqual({ kind: 'month', text: 'Februari 2028' });
    expect(reportPeriod('2026-02-01', '2026-02-28', 'en').kind).toBe('month');
  });

  it('names one day by its date', () => {
    expect(reportPeriod('2026-11-20', '2026-11-20', 'en')).toEqual({ kind: 'day', text: 'November 20, 2026' });
    expect(reportPeriod('2026-11-20', '2026-11-20', 'id')).toEqual({ kind: 'day', text: '20 November 2026' });
  });
});

describe('shopTimestamp', () => {
  it('writes an instant in shop time with its offset, to the second', () => {
    expect(shopTimestamp('2026-11-20T07:47:22Z')).toBe('2026-11-20T14:47:22+07:00');
    expect(shopTimestamp('2026-11-20T07:47:22.999Z')).toBe('2026-11-20T14:47:22+07:00');
  });

  it('turns the date over at shop midnight, across a year', () => {
    expect(shopTimestamp('2026-12-31T17:00:00Z')).toBe('2027-01-01T00:00:00+07:00');
    expect(shopTimestamp('2026-12-31T16:59:59Z')).toBe('2026-12-31T23:59:59+07:00');
  });

  it('reads the same instant back', () => {
    const written = shopTimestamp('2026-11-20T07:47:22Z');
    expect(new Date(written).toISOString()).toBe('2026-11-20T07:47:22.000Z');
  });

  it('keeps a value that is not a time as it is', () => {
    expect(shopTimestamp('x')).toBe('x');
  });
});

describe('reportCsv', () => {
  it('writes a header, one row per order and the total, with CRLF line ends', () => {
    const csv = reportCsv([order(7, '2026-11-20T07:00:00.000Z'), order(8, '2026-11-21T07:00:00.000Z', 'budi', 10000)]);
    expect(csv).toBe(
      'order_id,created_at,paid_at,customer,delivery_method,status,total_idr,items\r\n' +
        '7,2026-11-20T14:00:00+07:00,2026-11-20T14:30:00+07:00,sari,dine in,paid,44000,\r\n' +
        '8,2026-11-21T14:00:00+07:00,2026-11-21T14:30:00+07:00,budi,dine in,paid,10000,\r\n' +
        'total,,,,,,54000,\r\n',
    );
  });

  it('lists what was ordered in one cell: each line with its size, choices and note', () => {
    const csv = reportCsv([
      {
        ...order(9, '2026-11-20T07:00:00.000Z'),
        lines: [
          { name: 'Caffe Latte', size: 'L', qty: 1, options: ['Oat', 'Less sugar', '+1 shot'], note: 'extra hot' },
          { name: 'Butter Croissant', size: '250', qty: 2, options: [] },
          { name: 'Old Brew', size: 'Tall', qty: 1, options: [], note: null },
        ],
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '9,2026-11-20T14:00:00+07:00,2026-11-20T14:30:00+07:00,sari,dine in,paid,44000,' +
        '"1 × Caffe Latte (L): Oat, Less sugar, +1 shot ""extra hot""; 2 × Butter Croissant (250g); 1 × Old Brew (Tall)"',
    );
  });

  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    const csv = reportCsv([order(1, '2026-11-20T07:00:00Z', 'Sari, "the regular"'), order(2, 'x', '=HYPERLINK("a")')]);
    expect(csv).toContain('"Sari, ""the regular"""');
    expect(csv).toContain(`"'=HYPERLINK(""a"")"`);
  });

  it('totals an empty report as 0', () => {
    expect(reportCsv([])).toBe(
      'order_id,created_at,paid_at,customer,delivery_method,status,total_idr,items\r\ntotal,,,,,,0,\r\n',
    );
  });
});
