import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { AuthUser } from '../../server/lib/access';
import { createMemberService } from '../../server/modules/merchant-members/service';
import { createMerchantStaffService } from '../../server/modules/merchant-staff/service';
import type { StaffService } from '../../contract/staff-permissions';
import { actAs } from './context';

export type DemoAccount = { userName: string; role: string; created: boolean };

async function exists(database: Database, userName: string) {
  const [u] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  return !!u;
}

type StaffSpec = {
  owner: string;
  userName: string;
  displayName: string;
  email: string;
  mobile: string;
  services: StaffService[];
};

/** Counter staff with different ticks, so the owner's staff list and each staff member's menus differ. */
export const DEMO_STAFF: StaffSpec[] = [
  {
    owner: 'merchant1',
    userName: 'm1counter',
    displayName: 'Sunil Patil',
    email: 'sunil.patil@example.com',
    mobile: '9876500011',
    services: ['nsdl_pan', 'uti'],
  },
  {
    owner: 'merchant1',
    userName: 'm1gst',
    displayName: 'Kavita Joshi',
    email: 'kavita.joshi@example.com',
    mobile: '9876500012',
    services: ['gst'],
  },
  {
    owner: 'merchant2',
    userName: 'm2counter',
    displayName: 'Harsh Mehta',
    email: 'harsh.mehta@example.com',
    mobile: '9876500013',
    services: ['nsdl_pan', 'gst', 'uti'],
  },
];

/** A franchise member of merchant1: its own shop, wallet and work, seen read-only by the owner. */
export const DEMO_MEMBER = {
  owner: 'merchant1',
  userName: 'franchise1',
  displayName: 'Imran Shaikh',
  email: 'imran.shaikh@example.com',
  mobile: '9876500014',
  shopName: 'Shaikh Seva Point',
  address1: 'Near Bus Stand, Main Road',
  district: 'Satara',
  state: 'Maharashtra',
  pin: '415001',
} as const;

/** Created through the owners' own services (as the Add Staff and Add Member screens do), each once. */
export async function ensureTeam(database: Database, password: string): Promise<DemoAccount[]> {
  const out: DemoAccount[] = [];
  const staff = createMerchantStaffService(database.db);
  for (const s of DEMO_STAFF) {
    if (await exists(database, s.userName)) {
      out.push({ userName: s.userName, role: 'merchant staff', created: false });
      continue;
    }
    const owner: AuthUser = await actAs(database, s.owner);
    const { owner: _o, ...input } = s;
    await staff.create(owner, { ...input, password, confirm: password }, null);
    out.push({ userName: s.userName, role: 'merchant staff', created: true });
  }
  const { owner: ownerName, ...member } = DEMO_MEMBER;
  if (await exists(database, member.userName)) {
    out.push({ userName: member.userName, role: 'franchise member', created: false });
  } else {
    await createMemberService(database.db).create(
      await actAs(database, ownerName),
      { ...member, password, confirmPassword: password },
      null,
    );
    out.push({ userName: member.userName, role: 'franchise member', created: true });
  }
  return out;
}
