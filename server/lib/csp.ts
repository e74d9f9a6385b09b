/** The origin of a saved address, or '' when it is none (a policy never carries a malformed source). */
function originOf(url: string | null | undefined): string {
  if (!url) return '';
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : '';
  } catch {
    return '';
  }
}

/**
 * The policy for the web app's HTML. The configured live-chat origin is the only outside frame allowed;
 * the e-KYC provider's origin (Protean's saved api_url) the only outside form target, as the paperless
 * confirm page posts the applicant's encData there.
 */
export function contentSecurityPolicy(
  chatUrl: string | null,
  scriptHashes: readonly string[] = [],
  ekycUrl: string | null = null,
): string {
  // blob: lets a fetched document (a KYC PDF, a slip) show in a frame without opening it elsewhere.
  const frames = ["'self'", 'blob:', originOf(chatUrl)].filter(Boolean).join(' ');
  const forms = ["'self'", originOf(ekycUrl)].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // A prerendered page's own inline scripts are allowed by their hashes (decision 0048), nothing else inline.
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Mantine writes CSS variables at run time, and a prerendered page carries its first CSS inline (decision
    // 0066). No hash or nonce here: either would switch 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${forms}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy for a page the server draws itself (the sandboxes' test pages): no script, no outside
 * anything, inline styles only; its forms post to this server or to the given addresses' origins.
 */
export function serverPageContentSecurityPolicy(formTargets: readonly string[] = []): string {
  const forms = [...new Set(["'self'", ...formTargets.map(originOf).filter(Boolean)])].join(' ');
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${forms}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy for the OpenAPI pages under /api/docs (decision 0047). Swagger UI loads its scripts from
 * files beside the page, so scripts stay 'self' only; its rendered descriptions carry style attributes
 * and its CSS and logo use data: images.
 */
export function docsContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
