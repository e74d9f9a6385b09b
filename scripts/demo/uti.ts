import { consentOf } from '../../contract/privacy/notice';
import { UTI } from '../../contract/uti/manifest';
import type { PsaRegistrationInput } from '../../contract/uti/psa';
import type { AuthUser } from '../../server/lib/access';
import type { AppContext } from '../../server/context';
import { createUtiService } from '../../server/modules/uti/service';
import { backdateRequest, daysAgo } from './context';
import { aadhaarFrom } from './kyc';
import { onePagePdf } from './pdf';
import { documentScan } from './scans';

const PSA = UTI.requests.psa.key;
const COUPON = UTI.requests.coupon.key;

type Coupon = {
  daysAgo: number;
  couponType: 'physical' | 'epan';
  quantity: number;
  outcome: 'allotted' | 'part' | 'rejected' | 'requested';
};

type UtiPlan = { daysAgo: number; outcome: 'approved' | 'submitted'; data: PsaRegistrationInput; coupons: Coupon[] };

const PLANS: Record<string, UtiPlan> = {
  merchant1: {
    daysAgo: 25,
    outcome: 'approved',
    data: {
      firstName: 'Ravi',
      middleName: 'M',
      lastName: 'Sharma',
      dob: '1984-06-21',
      gender: 'M',
      mobile: '9876500002',
      email: 'ravi.sharma@example.com',
      pan: 'BQRPS4821K',
      aadhaar: aadhaarFrom('45873219064'),
      shopName: 'Sharma Digital Seva Kendra',
      address: 'Shop 4, Station Road',
      state: 'Maharashtra',
      district: 'Pune',
      pin: '411001',
    },
    coupons: [
      { daysAgo: 22, couponType: 'physical', quantity: 10, outcome: 'allotted' },
      { daysAgo: 14, couponType: 'epan', quantity: 5, outcome: 'part' },
      { daysAgo: 8, couponType: 'physical', quantity: 3, outcome: 'rejected' },
      { daysAgo: 1, couponType: 'physical', quantity: 5, outcome: 'requested' },
    ],
  },
  merchant2: {
    daysAgo: 4,
    outcome: 'submitted',
    data: {
      firstName: 'Anita',
      middleName: '',
      lastName: 'Desai',
      dob: '1990-02-14',
      gender: 'F',
      mobile: '9876500003',
      email: 'anita.desai@example.com',
      pan: 'CTMPD7314L',
      aadhaar: aadhaarFrom('68231947502'),
      shopName: 'Desai Online Services',
      address: '12 Ring Road',
      state: 'Gujarat',
      district: 'Surat',
      pin: '395002',
    },
    coupons: [],
  },
};

/**
 * UTI PSA registration and coupons through the UTI service: the registration charged on submit and approved
 * with a PSA login id, coupons charged on request and allotted in full, in part (the rest refunded), rejected
 * (refunded) or still waiting. Called once per shop (the caller's marker keeps a second run out).
 */
export async function seedUti(ctx: AppContext, userName: string, shop: AuthUser, admin: AuthUser) {
  const plan = PLANS[userName];
  if (!plan) return;
  const { database } = ctx;
  const uti = createUtiService(ctx);
  const psa = await uti.requests.create(shop, PSA, plan.data);
  await uti.requests.addFile(shop, PSA, 'merchant', psa.id, {
    kind: 'pan_card',
    data: await documentScan(`Income Tax PAN ${plan.data.pan}`),
    filename: 'pan-card.jpg',
  });
  await uti.requests.addFile(shop, PSA, 'merchant', psa.id, {
    kind: 'aadhaar_card',
    data: await onePagePdf('Aadhaar', [`${plan.data.firstName} ${plan.data.lastName}`, `DOB ${plan.data.dob}`]),
    filename: 'aadhaar.pdf',
  });
  await uti.requests.submit(shop, PSA, psa.id, 'submit', consentOf());
  if (plan.outcome === 'approved')
    await uti.requests.move(admin, PSA, psa.id, 'approve', { psaId: `UTIPSA${10000 + psa.id}` });
  await backdateRequest(database, psa.id, daysAgo(plan.daysAgo, 12));

  for (const [i, c] of plan.coupons.entries()) {
    const request = await uti.requestCoupons(shop, { couponType: c.couponType, quantity: c.quantity });
    const orderRef = `UTI/ORD/${2026}/${String(request.id).padStart(5, '0')}`;
    if (c.outcome === 'allotted')
      await uti.requests.move(admin, COUPON, request.id, 'allot', { allotted: c.quantity, orderRef });
    if (c.outcome === 'part')
      await uti.requests.move(admin, COUPON, request.id, 'allot', {
        allotted: c.quantity - 2,
        orderRef,
        remark: 'Two coupons short in this lot; the balance is refunded.',
      });
    if (c.outcome === 'rejected')
      await uti.requests.move(admin, COUPON, request.id, 'reject', {
        remark: 'UTIITSL has paused physical coupon orders for this week; the amount is refunded.',
      });
    await backdateRequest(database, request.id, daysAgo(c.daysAgo, 11 + i));
  }
}
