import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_MEMBERS_API } from '../../../contract/merchant-members';
import { REPORTS_API } from '../../../contract/reports';
import { addUser, createTestApp, signedIn, type TestApp } from '../../test/app';

/*
 * Decision 0075: packages and ID types carry an optional Hindi name (name_hi); the back office's merchant page, an
 * owner's member page and the back-office dashboard's ID type figures show it to a Hindi reader, and the English name
 * to an English one, exactly as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HI = { 'accept-language': 'hi' };
const EN = { 'accept-language': 'en' };

async function master(table: 'packages' | 'id_types', name: string, nameHi: string | null): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `insert into ${table} (name, name_hi) values ($1, $2) returning id`,
    [name, nameHi],
  );
  return row.id;
}

/** A shop owner on that package and ID type. */
async function shop(packageId: number, idTypeId: number) {
  const owner = await signedIn(t, 'merchant', { kind: 'owner' });
  await t.database.query('insert into merchant_profiles (user_id, package_id, id_type_id) values ($1, $2, $3)', [
    owner.id,
    packageId,
    idTypeId,
  ]);
  return owner;
}

describe('master names in the reader’s language', () => {
  it('the back office’s merchant page names the package and ID type in Hindi for a Hindi reader', async () => {
    const pkg = await master('packages', 'Gold Retailer', 'गोल्ड रिटेलर');
    const idType = await master('id_types', 'Distributor ID', 'डिस्ट्रीब्यूटर आईडी');
    const owner = await shop(pkg, idType);
    const staff = await signedIn(t, 'staff');
    const page = async (lang: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/backend/user-management/merchant/${owner.id}`,
        headers: { ...staff.headers, ...lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { packageName: string | null; idTypeName: string | null };
    };
    expect(await page(HI)).toMatchObject({ packageName: 'गोल्ड रिटेलर', idTypeName: 'डिस्ट्रीब्यूटर आईडी' });
    expect(await page(EN)).toMatchObject({ packageName: 'Gold Retailer', idTypeName: 'Distributor ID' });
    expect(await page({})).toMatchObject({ packageName: 'Gold Retailer', idTypeName: 'Distributor ID' });
  });

  it('a master without a Hindi name stays English for a Hindi reader', async () => {
    const owner = await shop(
      await master('packages', 'Silver Plain', null),
      await master('id_types', 'Plain ID', null),
    );
    const staff = await signedIn(t, 'staff');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/backend/user-management/merchant/${owner.id}`,
      headers: { ...staff.headers, ...HI },
    });
    expect(res.json()).toMatchObject({ packageName: 'Silver Plain', idTypeName: 'Plain ID' });
  });

  it('an owner’s member page names the member’s package in the owner’s language', async () => {
    const pkg = await master('packages', 'Franchise Basic', 'फ़्रैंचाइज़ बेसिक');
    const owner = await shop(pkg, await master('id_types', 'Franchise ID', null));
    const member = await addUser(t, 'merchant', { kind: 'franchise', parentId: owner.id });
    await t.database.query('insert into merchant_profiles (user_id, package_id) values ($1, $2)', [member.id, pkg]);
    const page = async (lang: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${MERCHANT_MEMBERS_API}/${member.id}`,
        headers: { ...owner.headers, ...lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().packageName as string | null;
    };
    expect(await page(HI)).toBe('फ़्रैंचाइज़ बेसिक');
    expect(await page(EN)).toBe('Franchise Basic');
  });

  it('the back-office dashboard names each ID type’s figure in the reader’s language', async () => {
    await master('id_types', 'Dashboard Silver ID', 'डैशबोर्ड सिल्वर आईडी');
    await master('id_types', 'Dashboard Plain ID', null);
    const staff = await signedIn(t, 'staff');
    const names = async (lang: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: REPORTS_API.backendDashboard,
        headers: { ...staff.headers, ...lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().idDetail as { id: string }[]).map((i) => i.id);
    };
    const hindi = await names(HI);
    expect(hindi).toContain('डैशबोर्ड सिल्वर आईडी');
    expect(hindi).not.toContain('Dashboard Silver ID');
    expect(hindi).toContain('Dashboard Plain ID');
    const english = await names(EN);
    expect(english).toContain('Dashboard Silver ID');
    expect(english).toContain('Dashboard Plain ID');
    expect(english).not.toContain('डैशबोर्ड सिल्वर आईडी');
    expect(english.length).toBe(hindi.length);
  });
});
