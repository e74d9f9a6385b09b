import { CARD_VENDOR_LABELS, type CardVendor } from '../../../contract/cards/products';
import { escapeHtml as esc, PAGE_CSS } from '../../lib/html';

/**
 * The test partner page an install without a card partner sends customers to: it shows what the real
 * partner would receive (product, agent code, reference) and nothing about the customer.
 */
export function cardSandboxPage(r: { refNo: string; vendor: CardVendor; merchantCode: string }): string {
  const product = CARD_VENDOR_LABELS[r.vendor];
  return (
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test card partner — ${esc(product)}</title>
<style>
${PAGE_CSS}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}dt{color:#868e96}dd{margin:0;font-weight:600}
</style></head><body><main>
<h1>${esc(product)} application</h1>
<p class="note"><strong>This is a test page, not a real card partner.</strong> No card partner is set up on this portal ` +
    `(Data Setup → API Credentials, card_partner), so referrals come here instead. Nothing is applied for and no one is paid.</p>
<dl>
<dt>Product</dt><dd>${esc(product)}</dd>
<dt>Agent code</dt><dd><code>${esc(r.merchantCode)}</code></dd>
<dt>Reference</dt><dd><code>${esc(r.refNo)}</code></dd>
</dl>
<p>On a real partner's page the customer would now fill in the application. You can close this tab.</p>
</main></body></html>`
  );
}
