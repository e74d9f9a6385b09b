/** docs/product.md#records-and-fields session user, read from the access token's claims. */
export type SessionUser = {
  displayName: string;
  code: string;
  role: string;
  /** Merchant accounts only: owner, staff or franchise. */
  kind?: string;
};

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  // Names may be in Devanagari or carry accents, so decode the bytes as UTF-8 rather than Latin-1.
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload without verifying it: the server verifies every request, the client only needs
 * the name, code and role to pick screens.
 */
export function parseJwt(token: string | null | undefined): SessionUser | null {
  if (!token) return null;
  try {
    const parts = token.split('.');
    if (parts.length !== 3) throw new Error('A JWT has three parts');
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (typeof claims !== 'object' || claims === null) throw new Error('The payload is not an object');
    const { name, sub, role, kind } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof role !== 'string') throw new Error('The payload lacks sub or role');
    return {
      displayName: typeof name === 'string' ? name : sub,
      code: sub,
      role,
      ...(typeof kind === 'string' ? { kind } : {}),
    };
  } catch (e) {
    console.error('Error parsing JWT:', e);
    return null;
  }
}
