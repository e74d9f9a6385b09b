/** The policy for the web app's HTML; the configured live-chat origin is the only outside frame allowed. */
export function contentSecurityPolicy(chatUrl: string | null): string {
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
    "script-src 'self'",
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
