import type { KycStatus } from '../../../contract/kyc';

/**
 * KYC workflow (docs/product.md#services-and-workflows): not_submitted → submitted → approved | rejected; rejected →
 * submitted again.
 */
const NEXT: Record<KycStatus, KycStatus[]> = {
  not_submitted: ['submitted'],
  submitted: ['approved', 'rejected'],
  approved: [],
  rejected: ['submitted'],
};

export function canMove(from: KycStatus, to: KycStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states a submission may move to `to` from. */
export function movesInto(to: KycStatus): KycStatus[] {
  return (Object.keys(NEXT) as KycStatus[]).filter((from) => canMove(from, to));
}
