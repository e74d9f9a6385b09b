import { formatRupees } from '../../../contract/money';
import { escapeHtml as esc, PAGE_CSS } from '../../lib/html';

const rupees = formatRupees;

/** The sandbox gateway's page: what a payer sees on a real UPI gateway, reduced to its two outcomes. */
export function sandboxPage(p: {
  txn: string;
  amountPaise: number;
  payee: string;
  status: string;
  action: string;
}): string {
  const done = p.status !== 'created';
  return (
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox UPI payment</title>
<style>
${PAGE_CSS}
.amount{font-size:32px;font-weight:700;color:#1c4e9c;margin:16px 0}
form{display:inline}button{margin:16px 8px 0 0}.ok{background:#2b8a3e;color:#fff}.fail{background:#e03131;color:#fff}
</style></head><body><main>
<h1>Pay ${esc(p.payee)}</h1>
<p>Transaction <code>${esc(p.txn)}</code></p>
<div class="amount">${rupees(p.amountPaise)}</div>
<p class="note"><strong>Test payment — sandbox gateway, no real money.</strong> This install has the sandbox turned on (UPI_SANDBOX) ` +
    `to try payments without the real UPI gateway; what it credits is test money.</p>
${
  done
    ? `<p><strong>This payment is already ${esc(p.status)}.</strong></p><form method="post" ` +
      `action="${esc(p.action)}/${esc(p.status)}"><button class="ok" type="submit">Return to the ` +
      `portal</button></form>`
    : `<form method="post" action="${esc(p.action)}/success"><button class="ok" ` +
      `type="submit">Pay ${rupees(p.amountPaise)}</button></form><form method="post" ` +
      `action="${esc(p.action)}/failure"><button class="fail" type="submit">Decline</button></form>`
}
</main></body></html>`
  );
}
