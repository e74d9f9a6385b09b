/** The policy for the web app's HTML; the configured live-chat origin is the only outside frame allowed. */
export function contentSecurityPolicy(chatUrl: string | null, scriptHashes: readonly string[] = []): string {
  let chatOrigin = '';
  if (chatUrl) {
    try {
      chatOrigin = new URL(chatUrl).origin;
    } catch {
      chatOrigin = '';
    }
  }
  // blob: lets a fetched document (a KYC PDF, a slip) show in a frame without opening it elsewhere.
  const frames = ["'self'", 'blob:', chatOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // A prerendered page's own inline scripts are allowed by their hashes (decision 0048), nothing else inline.
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Mantine writes CSS variables at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
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
