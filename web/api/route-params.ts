/**
 * A record's id from the address (`/…/view/42`): a positive whole number, or null for anything else
 * (`abc`, `0`, `-1`, `1e3`, too long), which the page shows as "no such …" without asking the server.
 */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
