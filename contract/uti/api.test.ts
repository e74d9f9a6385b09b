import { describe, expect, it } from 'vitest';
import {
  COUPON_COLUMNS,
  PSA_COLUMNS,
  SavePsaRegistration,
  UtiBackendDashboard,
  UtiMerchantSummary,
  UtiRequestDetail,
  UtiRequestRow,
} from './api';
import { UTI_API } from './manifest';

const base = {
  id: 7,
  refNo: 'UP0000000007',
  state: 'approved',
  stateLabel: 'Approved',
  name: 'Umesh Patil',
  subject: 'ABCPE1234F',
  kind: '',
  period: '',
  quantity: 1,
  amount: 150,
  merchant: { code: 'PM1001', name: 'Patil Online' },
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T10:05:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  dated: '2026-11-20',
  remark: null,
  result: 'UTIPSA10023',
  result2: null,
  problems: [],
  missingDocuments: [],
  files: [],
  events: [],
  allowedActions: [],
};

describe('UTI answers', () => {
  it('lives under the product and actions paths of the merchant portal and back office', () => {
    expect(UTI_API).toEqual({ merchant: '/api/merchant/product/uti-pan', backend: '/api/backend/actions/uti-pan' });
  });
  it('a PSA registration carries its form data and the PSA id as its result', () => {
    const d = UtiRequestDetail.parse({
      ...base,
      service: 'uti-psa',
      data: { firstName: 'Umesh', pan: 'abcpe1234f' },
      allotted: 3,
    });
    expect(d.service === 'uti-psa' && [d.result, d.data.pan, d.data.lastName]).toEqual([
      'UTIPSA10023',
      'ABCPE1234F',
      '',
    ]);
    expect(d).not.toHaveProperty('allotted');
  });
  it('a coupon request keeps its allotment and the part refunded', () => {
    const d = UtiRequestDetail.parse({
      ...base,
      refNo: 'UC0000000003',
      service: 'uti-coupon',
      state: 'allotted',
      stateLabel: 'Allotted',
      kind: 'physical',
      quantity: 10,
      amount: 1125,
      result: 'UTI/2026/11-000245',
      data: { couponType: 'physical', quantity: 10, allotted: 7, orderRef: 'UTI/2026/11-000245' },
      allotted: 7,
      refunded: 337.5,
    });
    expect(d.service === 'uti-coupon' && [d.quantity, d.allotted, d.refunded]).toEqual([10, 7, 337.5]);
    expect(UtiRequestDetail.safeParse({ ...base, service: 'uti-coupon', data: {} }).success).toBe(false);
  });
  it('a draft is saved as {data}', () => {
    expect(SavePsaRegistration.parse({ data: { aadhaar: '2341 2341 2346' } }).data.aadhaar).toBe('234123412346');
  });
  it('list columns are the shared request columns, plus the allotment for coupons', () => {
    const shared = [
      'ref_no',
      'dated',
      'name',
      'subject',
      'kind',
      'period',
      'quantity',
      'state',
      'merchant_code',
      'merchant_name',
      'amount',
      'result',
      'result2',
      'remark',
      'updated_at',
    ];
    for (const c of PSA_COLUMNS) expect(shared).toContain(c.field);
    expect(COUPON_COLUMNS.map((c) => c.field).filter((f) => !shared.includes(f))).toEqual(['allotted']);
    expect(PSA_COLUMNS.find((c) => c.field === 'result')?.label).toBe('PSA Login Id');
    expect(COUPON_COLUMNS.find((c) => c.field === 'kind')?.options).toEqual([
      { value: 'physical', label: 'Physical PAN card' },
      { value: 'epan', label: 'e-PAN only' },
    ]);
    expect(
      UtiRequestRow.parse({
        id: 1,
        ref_no: 'UC0000000001',
        dated: '2026-11-20',
        name: '',
        subject: '',
        kind: 'epan',
        period: '',
        state: 'requested',
        merchant_code: 'PM1001',
        merchant_name: 'Patil Online',
        amount: 500,
        result: null,
        remark: null,
        updated_at: '2026-11-20 10:00',
        quantity: 5,
        allotted: null,
      }).quantity,
    ).toBe(5);
  });
  it("the shop's summary has no coupon balance, only what was asked and allotted per type", () => {
    const totals = { requested: 10, waiting: 0, allotted: 7 };
    const s = UtiMerchantSummary.parse({
      psa: {
        id: 7,
        refNo: 'UP0000000007',
        state: 'approved',
        stateLabel: 'Approved',
        psaId: 'UTIPSA10023',
        submittedAt: '2026-11-20T10:05:00.000Z',
        approvedAt: '2026-11-21T09:00:00.000Z',
        rejectionReason: null,
      },
      portalUrl: 'https://www.psaonline.utiitsl.com/',
      canRequestCoupons: true,
      prices: { psa: 0, physical: 112.5, epan: null },
      coupons: { physical: totals, epan: { requested: 0, waiting: 0, allotted: 0 } },
    });
    expect(Object.keys(s.coupons.physical)).toEqual(['requested', 'waiting', 'allotted']);
    expect(UtiMerchantSummary.safeParse({ ...s, psa: { ...s.psa, state: 'allotted' } }).success).toBe(false);
    expect(UtiMerchantSummary.parse({ ...s, psa: null }).psa).toBeNull();
  });
  it("the back office's dashboard counts its queues and the coupons allotted", () => {
    const d = {
      psaWaiting: 2,
      couponRequestsWaiting: 3,
      couponsAllottedToday: 40,
      couponsAllottedThisMonth: 410,
      psa: { submitted: 2 },
      coupons: { requested: 3 },
    };
    expect(UtiBackendDashboard.parse(d)).toEqual(d);
    expect(UtiBackendDashboard.safeParse({ ...d, couponsAllottedToday: 1.5 }).success).toBe(false);
  });
});
