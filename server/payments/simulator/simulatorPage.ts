import { formatHourMinute } from '../../../src/domain/format.ts';
import { PAYMENT_METHOD } from '../../../src/domain/payments.ts';
import type { SimulatedPayment } from './simulatorProvider.ts';
import { escapeHtml } from '../../http/escapeHtml.ts';

const METHOD_NAMES: Record<number, string> = {
  [PAYMENT_METHOD.card]: 'Card',
  [PAYMENT_METHOD.bankTransfer]: 'Bank transfer (virtual account)',
  [PAYMENT_METHOD.qris]: 'QRIS',
};

/**
 * The simulator's own page: what a provider's payment page, or the customer's banking app, would do.
 * It is the provider's page, not the shop's, so it stays plain, in the provider's language (English).
 */
export function simulatorPage(payment: SimulatedPayment, now: Date): string {
  const open = payment.status === 'pending' && payment.expires_at > now.toISOString();
  const amount = `IDR ${payment.amount.toLocaleString('id-ID')}`;
  const action = `/api/payments/simulator/${encodeURIComponent(payment.reference)}`;
  const state = open
    ? `<p>Waiting for payment until ${escapeHtml(formatHourMinute(payment.expires_at))} WIB (shop time).</p>`
    : `<p role="status">This payment has ended: <strong>${escapeHtml(payment.status)}</strong>.</p>`;
  const form = open
    ? `<form method="post" action="${escapeHtml(action)}">
  <fieldset><legend>How the provider tells the shop</legend>
    <label><input type="checkbox" name="twice"> Send the notification twice</label>
    <label><input type="checkbox" name="out_of_order"> Then send a late "pending" (out of order)</label>
  </fieldset>
  <div class="actions">
    <button name="outcome" value="pay" class="pay">Pay ${escapeHtml(amount)}</button>
    <button name="outcome" value="fail">Fail the payment</button>
    <button name="outcome" value="expire">Let it expire</button>
  </div>
</form>`
    : `<p><a href="${escapeHtml(payment.finish_url)}">Back to the shop</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Payment simulator – ${escapeHtml(amount)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f4f1ec; color: #1f1a17; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0; }
  fieldset { border: 1px solid #8a7f76; border-radius: 8px; margin: 16px 0; display: grid; gap: 8px; }
  .actions { display: grid; gap: 8px; }
  button { font: inherit; min-height: 44px; border-radius: 8px; border: 1px solid #4a3b32; background: #fff; color: #1f1a17; cursor: pointer; }
  button.pay { background: #4a3b32; color: #fff; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #4a3b32; }
</style>
</head>
<body>
<main>
  <h1>Payment simulator</h1>
  <p>${escapeHtml(METHOD_NAMES[payment.method_id] ?? 'Payment')} · reference ${escapeHtml(payment.reference)}</p>
  <p class="amount">${escapeHtml(amount)}</p>
  ${state}
  ${form}
</main>
</body>
</html>`;
}
