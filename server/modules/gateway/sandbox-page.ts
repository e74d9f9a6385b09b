import { formatRupees } from '../../../contract/money';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const rupees = formatRupees;

/** The sandbox gateway's page: what a payer sees on a real UPI gateway, reduced to its two outcomes. */
export function sandboxPage(p: { txn: string; amountPaise: number; payee: string; status: string; action: string }): string {
  const done = p.status !== 'created';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox UPI payment</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1a1b1e}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 4px}p{margin:6px 0;color:#495057}.amount{font-size:32px;font-weight:700;color:#1c4e9c;margin:16px 0}
.note{background:#fff4e6;border:1px solid #ffd8a8;border-radius:8px;padding:10px 12px;font-size:14px;color:#7a4b00}
form{display:inline}button{font-size:16px;border:0;border-radius:8px;padding:12px 18px;margin:16px 8px 0 0;cursor:pointer}
.ok{background:#2b8a3e;color:#fff}.fail{background:#e03131;color:#fff}code{font-size:13px}
</style></head><body><main>
<h1>Pay ${esc(p.payee)}</h1>
<p>Transaction <code>${esc(p.txn)}</code></p>
<div class="amount">${rupees(p.amountPaise)}</div>
<p class="note"><strong>Test payment — sandbox gateway, no real money.</strong> This install has the sandbox turned on (UPI_SANDBOX) to try payments without the real UPI gateway; what it credits is test money.</p>
${done ? `<p><strong>This payment is already ${esc(p.status)}.</strong></p><form method="post" action="${esc(p.action)}/${esc(p.status)}"><button class="ok" type="submit">Return to the portal</button></form>` : `<form method="post" action="${esc(p.action)}/success"><button class="ok" type="submit">Pay ${rupees(p.amountPaise)}</button></form><form method="post" action="${esc(p.action)}/failure"><button class="fail" type="submit">Decline</button></form>`}
</main></body></html>`;
}
