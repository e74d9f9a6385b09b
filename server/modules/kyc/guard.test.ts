import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, addUser, type TestApp } from '../../test/app';
import { requireApprovedKyc } from './guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function kyc(userId: number, status: 'submitted' | 'approved' | 'rejected') {
  const [f] = await t.database.query<{ id: string }>(
    `insert into stored_files (purpose, key, mime, size) values ('kyc', '00/x', 'image/jpeg', 1) returning id`,
  );
  await t.database.query(
    `insert into kyc_submissions (user_id, status, aadhaar_sealed, aadhaar_last4, pan_no, bank_name,
      account_holder, account_sealed, account_last4, ifsc, address_proof_file_id, photo_file_id, shop_photo_file_id)
     values ($1, $2, 'x', '2346', 'ABCPE1234F', 'SBI', 'A', 'x', '5678', 'SBIN0001234', $3, $3, $3)`,
    [userId, status, f.id],
  );
}

describe('paid services need approved KYC', () => {
  it('refuses an owner without approved KYC and lets it through once approved', async () => {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    const me = { id: owner.id, kind: 'owner' as const, merchantId: owner.id };
    await expect(requireApprovedKyc(t.database.db, me)).rejects.toMatchObject({
      status: 403,
      extra: { kycRequired: true },
    });
    await kyc(owner.id, 'submitted');
    await expect(requireApprovedKyc(t.database.db, me)).rejects.toMatchObject({ status: 403 });
    await kyc(owner.id, 'approved');
    await expect(requireApprovedKyc(t.database.db, me)).resolves.toBeUndefined();
  });

  it('needs both the staff member’s and the owner’s KYC for merchant staff', async () => {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    const staff = await addUser(t, 'merchant', { kind: 'staff', parentId: owner.id });
    const me = { id: staff.id, kind: 'staff' as const, merchantId: owner.id };
    await kyc(staff.id, 'approved');
    await expect(requireApprovedKyc(t.database.db, me)).rejects.toThrow(/merchant’s KYC/);
    await kyc(owner.id, 'approved');
    await expect(requireApprovedKyc(t.database.db, me)).resolves.toBeUndefined();
  });
});
