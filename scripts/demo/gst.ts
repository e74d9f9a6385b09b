import { consentOf } from '../../contract/privacy/notice';
import { gstinCheckChar, type GstFilingInput, type GstRegistrationInput } from '../../contract/gst';
import { GST } from '../../contract/gst/manifest';
import type { AuthUser } from '../../server/lib/access';
import { createGstService } from '../../server/modules/gst/service';
import type { AppContext } from '../../server/context';
import { backdateRequest, daysAgo } from './context';
import { aadhaarFrom } from './kyc';
import { onePagePdf } from './pdf';
import { documentScan, portrait } from './scans';

const REGISTRATION = GST.requests.registration.key;
const FILING = GST.requests.filing.key;

type Business = {
  legalName: string;
  tradeName: string;
  pan: string;
  aadhaar11: string;
  mobile: string;
  email: string;
  district: string;
  line1: string;
  line2: string;
  pin: string;
};

/** A proprietorship in Maharashtra (state code 27): its PAN is the proprietor's, who also signs. */
function proprietorship(b: Business): GstRegistrationInput {
  const person = {
    role: 'proprietor' as const,
    name: b.legalName,
    pan: b.pan,
    aadhaar: aadhaarFrom(b.aadhaar11),
    mobile: b.mobile,
    email: b.email,
  };
  return {
    legalName: b.legalName,
    tradeName: b.tradeName,
    constitution: 'proprietorship',
    pan: b.pan,
    state: 'Maharashtra',
    district: b.district,
    address: { line1: b.line1, line2: b.line2, city: b.district, pin: b.pin },
    commencementDate: '2025-04-01',
    composition: false,
    persons: [person],
    signatory: {
      name: person.name,
      pan: person.pan,
      mobile: person.mobile,
      email: person.email,
      designation: 'Proprietor',
    },
    bank: { accountNo: `5010${b.aadhaar11.slice(0, 8)}`, ifsc: 'SBIN0001234', bankName: 'State Bank of India' },
  };
}

/** The GSTIN GSTN allots a Maharashtra proprietorship: 27, its PAN, entity 1, Z and the check character. */
const gstinFor = (pan: string) => `27${pan}1Z${gstinCheckChar(`27${pan}1Z`)}`;

/** An ARN for an application made in October 2026 in Maharashtra, unique by its number. */
const arnFor = (n: number) => `AA271026${String(n).padStart(6, '0')}5`;

const CUSTOMERS: Business[] = [
  {
    legalName: 'Ganesh Kulkarni',
    tradeName: 'Kulkarni Hardware',
    pan: 'ELKPK5123D',
    aadhaar11: '52918374610',
    mobile: '9822011001',
    email: 'ganesh.k@example.in',
    district: 'Pune',
    line1: '22 Laxmi Road',
    line2: 'Sadashiv Peth',
    pin: '411030',
  },
  {
    legalName: 'Meena Pawar',
    tradeName: 'Pawar Tailors',
    pan: 'FMNPP6234E',
    aadhaar11: '61827364519',
    mobile: '9822011002',
    email: 'meena.p@example.in',
    district: 'Pune',
    line1: '5 Karve Road',
    line2: 'Erandwane',
    pin: '411004',
  },
  {
    legalName: 'Rohit Jadhav',
    tradeName: 'Jadhav Mobile Point',
    pan: 'GRJPJ7345F',
    aadhaar11: '73916482057',
    mobile: '9822011003',
    email: 'rohit.j@example.in',
    district: 'Satara',
    line1: '9 Powai Naka',
    line2: '',
    pin: '415001',
  },
  {
    legalName: 'Bhavna Patel',
    tradeName: 'Patel Kirana',
    pan: 'HBPPP8456G',
    aadhaar11: '84027593168',
    mobile: '9825022001',
    email: 'bhavna.p@example.in',
    district: 'Nashik',
    line1: '3 College Road',
    line2: '',
    pin: '422005',
  },
];

type RegistrationPlan = {
  customer: number;
  daysAgo: number;
  outcome: 'draft' | 'submitted' | 'query_raised' | 'completed' | 'rejected';
};
type FilingPlan = {
  customer: number;
  daysAgo: number;
  period: string;
  outcome: 'submitted' | 'in_process' | 'completed';
};

const PLANS: Record<string, { registrations: RegistrationPlan[]; filings: FilingPlan[] }> = {
  merchant1: {
    registrations: [
      { customer: 0, daysAgo: 24, outcome: 'completed' },
      { customer: 2, daysAgo: 15, outcome: 'rejected' },
      { customer: 1, daysAgo: 9, outcome: 'query_raised' },
      { customer: 2, daysAgo: 0, outcome: 'draft' },
    ],
    filings: [
      { customer: 0, daysAgo: 17, period: '2026-09', outcome: 'completed' },
      { customer: 0, daysAgo: 3, period: '2026-10', outcome: 'in_process' },
    ],
  },
  merchant2: {
    registrations: [{ customer: 3, daysAgo: 2, outcome: 'submitted' }],
    filings: [{ customer: 3, daysAgo: 1, period: '2026-10', outcome: 'submitted' }],
  },
};

/**
 * GST registrations and filings through the GST service, each with the documents it needs, charged on submit
 * and moved by the back office through its states (a rejection refunds). Called once per shop.
 */
export async function seedGst(ctx: AppContext, userName: string, shop: AuthUser, admin: AuthUser) {
  const plan = PLANS[userName];
  if (!plan) return;
  const gst = createGstService(ctx).requests;
  let arns = shop.id * 100;
  for (const r of plan.registrations) {
    const c = CUSTOMERS[r.customer];
    const data = proprietorship(c);
    const { id } = await gst.create(shop, REGISTRATION, data);
    const add = (kind: string, file: Buffer, filename: string) =>
      gst.addFile(shop, REGISTRATION, 'merchant', id, { kind, data: file, filename });
    await add('pan_card', await documentScan(`PAN ${c.pan}`), 'pan-card.jpg');
    await add(
      'address_proof',
      await onePagePdf('Electricity bill', [c.tradeName, c.line1, `${c.district} ${c.pin}`]),
      'electricity-bill.pdf',
    );
    await add('photo', await portrait('#c49a74'), 'photo.jpg');
    await add(
      'bank_proof',
      await onePagePdf('Cancelled cheque', [c.legalName, `A/c ${data.bank?.accountNo ?? ''}`, 'IFSC SBIN0001234']),
      'cheque.pdf',
    );
    if (r.outcome !== 'draft') await gst.submit(shop, REGISTRATION, id, 'submit', consentOf());
    if (r.outcome === 'query_raised' || r.outcome === 'completed')
      await gst.move(admin, REGISTRATION, id, 'pick_up', {});
    if (r.outcome === 'query_raised')
      await gst.move(admin, REGISTRATION, id, 'raise_query', {
        remark: 'The electricity bill is older than two months; upload the latest one.',
      });
    if (r.outcome === 'rejected')
      await gst.move(admin, REGISTRATION, id, 'reject', {
        remark: 'The PAN card and the applicant’s name do not match.',
      });
    if (r.outcome === 'completed') {
      await gst.move(admin, REGISTRATION, id, 'complete', { arn: arnFor(++arns) });
      await gst.move(admin, REGISTRATION, id, 'record_gstin', { gstin: gstinFor(c.pan) });
    }
    await backdateRequest(ctx.database, id, daysAgo(r.daysAgo, 12), r.outcome === 'completed' ? 30 : 6);
  }
  for (const f of plan.filings) {
    const c = CUSTOMERS[f.customer];
    const data: GstFilingInput = {
      gstin: gstinFor(c.pan),
      legalName: c.legalName,
      returnType: 'GSTR-3B',
      period: f.period,
      qrmp: false,
      nilReturn: false,
      remarks: '',
    };
    const { id } = await gst.create(shop, FILING, data);
    await gst.submit(shop, FILING, id, 'submit', consentOf());
    if (f.outcome !== 'submitted') await gst.move(admin, FILING, id, 'pick_up', {});
    if (f.outcome === 'completed') await gst.move(admin, FILING, id, 'complete', { arn: arnFor(++arns) });
    await backdateRequest(ctx.database, id, daysAgo(f.daysAgo, 16));
  }
}
