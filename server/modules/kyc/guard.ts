import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access';
import { kycStatusOf } from './read-model';

const approved = async (db: Db | Tx, userId: number) => (await kycStatusOf(db, userId)) === 'approved';

/**
 * Paid services (every product a merchant is charged for) need approved KYC: the account's own, and for
 * merchant staff also their owner's, since they spend the owner's wallet.
 */
export async function requireApprovedKyc(
  db: Db | Tx,
  user: Pick<AuthUser, 'id' | 'kind' | 'merchantId'>,
): Promise<void> {
  if (!(await approved(db, user.id))) {
    throw new AppError(
      403,
      'Complete your KYC to use paid services: submit it under Account › My KYC and wait for approval.',
      undefined,
      {
        kycRequired: true,
      },
    );
  }
  if (user.kind === 'staff' && user.merchantId && !(await approved(db, user.merchantId))) {
    throw new AppError(
      403,
      'Your merchant’s KYC is not approved yet, so paid services are closed for this shop.',
      undefined,
      {
        kycRequired: true,
      },
    );
  }
}
