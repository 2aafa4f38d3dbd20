/**
 * A dynamic QRIS payload as Bank Indonesia's standard writes it (EMVCo merchant-presented mode): what a
 * provider's `qr_string` holds and every Indonesian e-wallet scans. The simulator's payloads are
 * well-formed, so the customer's screen draws and checks the same thing a real provider sends.
 */

/** One field: two-digit id, two-digit length, value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), the checksum EMVCo QR codes end with. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface QrisPayee {
  merchantName: string;
  city: string;
  /** The national merchant id (NMID) the shop's acquirer gave it. */
  merchantId: string;
}

export function qrisPayload(payee: QrisPayee, amount: number, reference: string): string {
  const body =
    field('00', '01') +
    // 12: dynamic, a code for one payment.
    field('01', '12') +
    field('26', field('00', 'ID.CO.QRIS.WWW') + field('01', payee.merchantId)) +
    // 5814: fast-food and coffee-shop counters.
    field('52', '5814') +
    field('53', '360') +
    field('54', String(amount)) +
    field('58', 'ID') +
    field('59', payee.merchantName.slice(0, 25)) +
    field('60', payee.city.slice(0, 15)) +
    field('62', field('01', reference.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}
