export const ROLES = ['admin', 'staff', 'merchant'] as const;

/** A role as the profile badge names it (a contract text: decision 0075 says it in the reader's language). */
export const ROLE_LABELS: Readonly<Record<string, string>> = { admin: 'admin', staff: 'staff', merchant: 'merchant' };
export type Role = (typeof ROLES)[number];

/** A merchant account is the shop owner, one of its staff, or a franchise member with its own wallet. */
export const MERCHANT_KINDS = ['owner', 'staff', 'franchise'] as const;
export type MerchantKind = (typeof MERCHANT_KINDS)[number];

export const BACKEND_ROLES: Role[] = ['admin', 'staff'];
export const MERCHANT_ROLES: Role[] = ['merchant'];

/** docs/product.md#where-each-role-lands: admin and staff → /backend, merchant → /merchant, any other role → /{role}, none → /. */
export function baseRouteFor(role: string | null | undefined): string {
  const r = (role ?? '').trim().toLowerCase();
  if (!r) return '/';
  if (r === 'admin' || r === 'staff') return '/backend';
  if (r === 'merchant') return '/merchant';
  return `/${r}`;
}

/** docs/product.md#where-each-role-lands: the protected layout compares allowed roles in lower case. */
export function roleAllowed(role: string | null | undefined, allowed: readonly string[]): boolean {
  if (!role) return false;
  const r = role.toLowerCase();
  return allowed.some((a) => a.toLowerCase() === r);
}
