import type { FastifyInstance } from 'fastify';

/**
 * The few pages the server draws itself, outside the web app: the sandboxes' test pages (payment,
 * e-KYC), plain HTML with no script, posted with plain forms.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text and in a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A white card on a grey page, and the orange note every sandbox page carries to say it is a test. */
export const PAGE_CSS =
  `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4f9;margin:0;` +
  `display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1a1b1e}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:460px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}p{margin:6px 0;color:#495057}code{font-size:13px}
.note{background:#fff4e6;border:1px solid #ffd8a8;border-radius:8px;padding:10px 12px;font-size:14px;color:#7a4b00}
button{font-size:16px;border:0;border-radius:8px;padding:12px 18px;cursor:pointer}`;

/**
 * Reads `application/x-www-form-urlencoded` bodies (what a plain HTML form posts) as an object of strings,
 * the last value winning for a repeated name. Call it inside an encapsulated scope: the rest of the API
 * takes JSON only.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
