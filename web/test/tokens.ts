/** An unsigned JWT with the given claims: the client never verifies, so this is what it sees. */
export function makeToken(claims: Record<string, unknown>): string {
  const enc = (o: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`;
}

export function signIn(claims: { name?: string; sub?: string; role: string; kind?: string }): string {
  const token = makeToken({ name: 'Test User', sub: 'U0001', sid: 's1', ...claims });
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('refreshToken', 'refresh-1');
  return token;
}
