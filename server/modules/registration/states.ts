/** Registration workflow (docs/product.md#services-and-workflows): pending → approved | rejected; both are final. */
export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

const NEXT: Record<RegistrationStatus, RegistrationStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canMove(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states a registration may move to `to` from. */
export function movesInto(to: RegistrationStatus): RegistrationStatus[] {
  return (Object.keys(NEXT) as RegistrationStatus[]).filter((from) => canMove(from, to));
}
