import { consentOf } from '../../contract/privacy/notice';
import { CreateApplication } from '../../contract/nsdl-pan/detail';
import type { PanApplicationInput } from '../../contract/nsdl-pan';
import { couriers as courierTable, panApplicationEvents, panApplications } from '../../server/db/schema';
import { CourierForm } from '../../contract/couriers';
import { createCourierService } from '../../server/modules/couriers/service';
import { createMastersService } from '../../server/modules/masters/service';
import { createPanEngine } from '../../server/modules/nsdl-pan/workflow';
import type { AppContext } from '../../server/context';
import type { AuthUser } from '../../server/lib/access';
import { createPanService } from '../../server/modules/nsdl-pan/service';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DAY_MS, daysAgo, isoDay } from './context';
import { aadhaarFrom } from './kyc';
import { onePagePdf } from './pdf';
import { formScan } from './scans';

type Applicant = {
  first: string;
  middle: string;
  last: string;
  father: string;
  gender: 'M' | 'F';
  dob: string;
  mobile: string;
  aadhaar11: string;
  city: string;
  pin: string;
};

/** A complete individual Form 49A for a new PAN, proofs by Aadhaar. */
function form49A(a: Applicant): PanApplicationInput {
  const full = [a.first, a.middle, a.last].filter(Boolean).join(' ');
  return {
    aoCode: { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' },
    title: a.gender === 'M' ? 'Shri' : 'Smt',
    lastName: a.last,
    firstName: a.first,
    middleName: a.middle,
    nameOnCard: full.toUpperCase(),
    gender: a.gender,
    dob: a.dob,
    father: { lastName: a.last, firstName: a.father, middleName: '' },
    residence: {
      line1: '14',
      line2: 'Shivkrupa Apartments',
      line3: 'Station Road',
      area: 'Camp',
      city: a.city,
      state: 'Maharashtra',
      pin: a.pin,
    },
    communication: 'residence',
    mobile: a.mobile,
    email: `${a.first.toLowerCase()}.${a.last.toLowerCase()}@example.in`,
    aadhaar: aadhaarFrom(a.aadhaar11),
    aadhaarName: full,
    incomeSources: ['salary'],
    proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Aadhaar card' },
    declaration: { capacity: 'self', place: a.city },
  };
}

type Outcome =
  | 'draft'
  | 'waiting'
  | 'verified'
  | 'acknowledged'
  | 'rejected'
  | 'cancelled'
  | 'tin_rejected'
  | 'hardcopy_sent'
  | 'completed';
type Plan = { applicant: Applicant; daysAgo: number; outcome: Outcome };

const a = (
  first: string,
  middle: string,
  last: string,
  father: string,
  gender: 'M' | 'F',
  dob: string,
  n: number,
): Applicant => ({
  first,
  middle,
  last,
  father,
  gender,
  dob,
  mobile: `98901${String(n).padStart(5, '0')}`,
  aadhaar11: `${4 + (n % 5)}${String(83920174650 + n * 7919).slice(1, 11)}`,
  city: 'Pune',
  pin: '411001',
});

const PLANS: Record<string, Plan[]> = {
  merchant1: [
    { applicant: a('Vaishali', 'K', 'Jagtap', 'Kailas', 'F', '1987-02-19', 9), daysAgo: 27, outcome: 'completed' },
    { applicant: a('Mahesh', 'B', 'Thorat', 'Balasaheb', 'M', '1990-10-08', 10), daysAgo: 26, outcome: 'completed' },
    { applicant: a('Ajay', 'S', 'Mane', 'Shankar', 'M', '1996-04-27', 11), daysAgo: 12, outcome: 'hardcopy_sent' },
    { applicant: a('Sachin', 'R', 'Gaikwad', 'Ramesh', 'M', '1992-03-11', 1), daysAgo: 26, outcome: 'acknowledged' },
    { applicant: a('Pooja', 'S', 'Shinde', 'Suresh', 'F', '1995-07-02', 2), daysAgo: 22, outcome: 'tin_rejected' },
    { applicant: a('Amol', 'D', 'Chavan', 'Dattatray', 'M', '1988-11-23', 3), daysAgo: 19, outcome: 'rejected' },
    { applicant: a('Sneha', 'V', 'Kale', 'Vijay', 'F', '1999-01-30', 4), daysAgo: 13, outcome: 'cancelled' },
    { applicant: a('Nitin', 'P', 'Bhosale', 'Prakash', 'M', '1985-05-17', 5), daysAgo: 7, outcome: 'verified' },
    { applicant: a('Rupali', 'A', 'Deshpande', 'Anil', 'F', '1993-09-09', 6), daysAgo: 2, outcome: 'waiting' },
    { applicant: a('Kiran', 'M', 'Salunkhe', 'Madhav', 'M', '2001-12-05', 7), daysAgo: 0, outcome: 'draft' },
  ],
  merchant2: [{ applicant: a('Hetal', 'J', 'Parmar', 'Jayesh', 'F', '1991-08-14', 8), daysAgo: 5, outcome: 'waiting' }],
};

const REMARKS: Partial<Record<Outcome, string>> = {
  rejected: 'The photograph on the form is not clear; apply again with a fresh photo.',
  cancelled: 'Cancelled at the shop’s request: the applicant already holds a PAN.',
  tin_rejected: 'Signature on the form does not match the Aadhaar record.',
};

/**
 * NSDL PAN (physical) applications through the PAN service: a scanned form and proofs, the photo and
 * signature cropped from the form, charged on submit and moved by the back office (a rejection or
 * cancellation refunds), hard copies sent by courier. Called once per shop.
 */
export async function seedNsdlPan(ctx: AppContext, userName: string, shop: AuthUser, admin: AuthUser) {
  const plans = PLANS[userName];
  if (!plans) return;
  const pan = createPanService(ctx);
  const byCourier: Record<'hardcopy_sent' | 'completed', number[]> = { hardcopy_sent: [], completed: [] };
  for (const [i, p] of plans.entries()) {
    const draft = await pan.create(
      shop,
      CreateApplication.parse({ category: 'individual', appType: 'N', data: form49A(p.applicant) }),
    );
    const id = draft.id;
    const withForm = await pan.addFile(shop, id, { kind: 'form', data: await formScan(), filename: 'form-49a.jpg' });
    const aadhaar = await onePagePdf('Aadhaar', [`${p.applicant.first} ${p.applicant.last}`, `DOB ${p.applicant.dob}`]);
    for (const kind of ['identity', 'address', 'dob'] as const)
      await pan.addFile(shop, id, { kind, data: aadhaar, filename: `${kind}-aadhaar.pdf` });
    const fileId = withForm.files[0].id;
    await pan.crop(shop, 'merchant', id, { fileId, kind: 'photo', box: { x: 500, y: 80, width: 197, height: 276 } });
    await pan.crop(shop, 'merchant', id, {
      fileId,
      kind: 'signature',
      box: { x: 400, y: 900, width: 354, height: 157 },
    });
    if (p.outcome !== 'draft') await pan.submit(shop, id, consentOf());
    if (['verified', 'acknowledged', 'tin_rejected', 'hardcopy_sent', 'completed'].includes(p.outcome))
      await pan.decide(admin, id, 'verify', {});
    if (p.outcome === 'rejected' || p.outcome === 'cancelled')
      await pan.decide(admin, id, p.outcome === 'rejected' ? 'reject' : 'cancel', { remark: REMARKS[p.outcome] });
    if (['acknowledged', 'tin_rejected', 'hardcopy_sent', 'completed'].includes(p.outcome))
      await pan.decide(admin, id, 'acknowledge', { ackNo: `88103${String(shop.id * 1000 + i).padStart(10, '0')}` });
    if (p.outcome === 'tin_rejected') await pan.decide(admin, id, 'tin_reject', { remark: REMARKS.tin_rejected });
    await backdate(ctx, id, daysAgo(p.daysAgo, 11 + (i % 5)), 4);
    if (p.outcome === 'hardcopy_sent' || p.outcome === 'completed') byCourier[p.outcome].push(id);
  }
  await sendCouriers(ctx, shop, admin, byCourier);
}

/**
 * Hard copies sent by courier (couriers module): one courier received by the back office (its applications
 * completed), one still on its way. The dispatch dates are past ones; the moves' own stamps are moved back after.
 */
async function sendCouriers(
  ctx: AppContext,
  shop: AuthUser,
  admin: AuthUser,
  byCourier: Record<'hardcopy_sent' | 'completed', number[]>,
) {
  const masters = createMastersService(ctx.database.db, ctx.secrets.encryptionKey);
  const couriers = createCourierService(
    ctx.database.db,
    createPanEngine(ctx.database.db, (merchantId, code) => masters.priceFor(merchantId, code)),
  );
  const shipments = [
    {
      ids: byCourier.completed,
      company: 'DTDC',
      docketNo: `D${7_100_000 + shop.id * 10 + 1}`,
      daysAgo: 18,
      received: true,
    },
    {
      ids: byCourier.hardcopy_sent,
      company: 'Blue Dart',
      docketNo: `BD${88_000_000 + shop.id * 10 + 2}`,
      daysAgo: 3,
      received: false,
    },
  ];
  for (const c of shipments) {
    if (!c.ids.length) continue;
    const form = CourierForm.parse({
      company: c.company,
      docketNo: c.docketNo,
      dispatchDate: isoDay(daysAgo(c.daysAgo)),
      applicationIds: c.ids,
      remarks: null,
    });
    const courier = await couriers.create({ id: shop.merchantId!, code: shop.code }, form, { ...shop, ip: null });
    if (c.received)
      await couriers.receive(courier.id, 'Received at the Pune office in good order.', { ...admin, ip: null });
    const dispatched = daysAgo(c.daysAgo, 17);
    const received = c.received ? new Date(dispatched.getTime() + 3 * DAY_MS) : null;
    const db = ctx.database.db;
    await db
      .update(courierTable)
      .set({ createdAt: dispatched, updatedAt: received ?? dispatched, decidedAt: received })
      .where(eq(courierTable.id, courier.id));
    const inCourier = inArray(panApplicationEvents.applicationId, c.ids);
    await db
      .update(panApplicationEvents)
      .set({ at: dispatched })
      .where(and(inCourier, eq(panApplicationEvents.action, 'dispatch')));
    if (received)
      await db
        .update(panApplicationEvents)
        .set({ at: received })
        .where(and(inCourier, eq(panApplicationEvents.action, 'receive')));
    await db
      .update(panApplications)
      .set({ updatedAt: received ?? dispatched })
      .where(inArray(panApplications.id, c.ids));
  }
}

/** Dates an application and its history back: the service and the engine stamp "now" on every step. */
async function backdate(ctx: AppContext, id: number, at: Date, hoursBetweenSteps: number) {
  const db = ctx.database.db;
  const events = await db
    .select({ id: panApplicationEvents.id })
    .from(panApplicationEvents)
    .where(eq(panApplicationEvents.applicationId, id))
    .orderBy(asc(panApplicationEvents.id));
  const step = (n: number) => new Date(at.getTime() + n * hoursBetweenSteps * 3_600_000);
  for (const [n, e] of events.entries())
    await db
      .update(panApplicationEvents)
      .set({ at: step(n + 1) })
      .where(eq(panApplicationEvents.id, e.id));
  await db
    .update(panApplications)
    .set({
      createdAt: at,
      dated: isoDay(at),
      updatedAt: step(events.length),
      submittedAt: sql`case when ${panApplications.submittedAt} is null then null else ${step(1).toISOString()}::timestamptz end`,
    })
    .where(eq(panApplications.id, id));
}
