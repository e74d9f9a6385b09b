import type { MemberDetail } from '../../contract/merchant-members';
import type { MerchantStaffDetail } from '../../contract/merchant-staff';

/** A franchise member of the owner's shop as the server answers it: wallet, KYC, shop, applications and wallet entries. */
export const MEMBER: MemberDetail = {
  id: 42,
  code: 'PM1042',
  userName: 'sunita.j',
  displayName: 'Sunita Jadhav',
  email: 'sunita@example.in',
  mobile: '9822012345',
  active: true,
  createdAt: '2025-03-05T10:15:00.000Z',
  lastLoginAt: null,
  shop: {
    shopName: 'Jadhav Xerox',
    address1: 'Shop 4, Laxmi Road',
    address2: 'Sadashiv Peth',
    address3: '',
    district: 'Pune',
    state: 'Maharashtra',
    pin: '411030',
  },
  packageName: 'Standard',
  balance: 170,
  kycStatus: 'approved',
  applications: [
    { state: 'draft', count: 1 },
    { state: 'waiting', count: 2 },
  ],
  ledger: [
    {
      id: 7,
      at: '2025-03-06T09:30:00.000Z',
      direction: 'Dr',
      amount: 130,
      balanceAfter: 170,
      narration: 'NSDL PAN PT2500000007',
    },
    {
      id: 6,
      at: '2025-03-06T09:00:00.000Z',
      direction: 'Cr',
      amount: 300,
      balanceAfter: 300,
      narration: 'Payment request approved',
    },
  ],
};

/** A staff account of the owner's shop, allowed NSDL PAN. */
export const STAFF: MerchantStaffDetail = {
  id: 41,
  code: 'PM1041',
  userName: 'ravi.k',
  displayName: 'Ravi Kulkarni',
  email: 'ravi@shop.in',
  mobile: '9822012345',
  active: true,
  createdAt: '2025-02-01T05:30:00.000Z',
  lastLoginAt: null,
  services: ['nsdl_pan'],
};
