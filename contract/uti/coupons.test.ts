import { describe, expect, it } from 'vitest';
import { SERVICE_CODE_VALUES } from '../services';
import {
  AllotBody,
  CouponRequestBody,
  CouponRequestData,
  allottedProblem,
  couponListFields,
  couponProblems,
  couponServiceCode,
  orderRefProblem,
  quantityProblem,
  unallottedRefundPaise,
} from './coupons';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe('coupon request', () => {
  it('takes a coupon type and 1 to 500 coupons', () => {
    expect(CouponRequestBody.parse({ couponType: 'epan', quantity: 1 })).toEqual({ couponType: 'epan', quantity: 1 });
    expect(CouponRequestBody.parse({ couponType: 'physical', quantity: 500 }).quantity).toBe(500);
  });
  it('refuses 0, 501, fractions and unknown types with the words the form shows', () => {
    expect(firstMessage(CouponRequestBody.safeParse({ couponType: 'physical', quantity: 0 }))).toBe(
      'Ask for 1 to 500 coupons',
    );
    expect(firstMessage(CouponRequestBody.safeParse({ couponType: 'physical', quantity: 501 }))).toBe(
      'Ask for 1 to 500 coupons',
    );
    expect(firstMessage(CouponRequestBody.safeParse({ couponType: 'physical', quantity: 2.5 }))).toBe(
      'The number of coupons is a whole number',
    );
    expect(firstMessage(CouponRequestBody.safeParse({ couponType: 'physical', quantity: '5' }))).toBe(
      'Enter the number of coupons',
    );
    expect(firstMessage(CouponRequestBody.safeParse({ couponType: 'digital', quantity: 5 }))).toBe(
      'Choose the coupon type: physical card or e-PAN only',
    );
    expect(quantityProblem(1)).toBeNull();
    expect(quantityProblem(-3)).toBe('Ask for 1 to 500 coupons');
  });
  it('charges each type at its own package rate', () => {
    expect(couponServiceCode('physical')).toBe('UTI_COUPON');
    expect(couponServiceCode('epan')).toBe('UTI_COUPON_EPAN');
    for (const code of ['UTI_COUPON', 'UTI_COUPON_EPAN', 'UTI_PSA_REGISTRATION'])
      expect(SERVICE_CODE_VALUES).toContain(code);
  });
  it('stored data: problems and list fields', () => {
    const d = CouponRequestData.parse({ couponType: 'physical', quantity: 20 });
    expect(d).toEqual({ couponType: 'physical', quantity: 20, allotted: null, orderRef: '' });
    expect(couponProblems(d)).toEqual([]);
    expect(couponListFields(d)).toEqual({ name: '', subject: '', kind: 'physical', period: '' });
    expect(couponProblems(CouponRequestData.parse({ quantity: 600 }))).toEqual([
      {
        field: 'couponType',
        section: 'coupons',
        kind: 'missing',
        message: 'Choose the coupon type: physical card or e-PAN only',
      },
      { field: 'quantity', section: 'coupons', kind: 'format', message: 'Ask for 1 to 500 coupons' },
    ]);
  });
});

describe('allotment', () => {
  it("accepts UTIITSL's order reference: 6–30 letters, digits, - and /", () => {
    for (const ref of ['ORD123', 'uti/2026/11-000245', 'A'.repeat(30)]) expect(orderRefProblem(ref), ref).toBeNull();
    expect(AllotBody.parse({ orderRef: ' uti/2026/11-000245 ', allotted: 8 })).toEqual({
      orderRef: 'UTI/2026/11-000245',
      allotted: 8,
    });
  });
  it('refuses other order references', () => {
    expect(orderRefProblem('')).toBe("Enter UTIITSL's order reference");
    expect(orderRefProblem('ORD 123')).toBe('The order reference has letters, digits, - and / only');
    expect(orderRefProblem('ORD12')).toBe('The order reference is 6 to 30 characters');
    expect(orderRefProblem('A'.repeat(31))).toBe('The order reference is 6 to 30 characters');
    expect(orderRefProblem('/ORD123')).toBe('The order reference starts and ends with a letter or digit');
    expect(firstMessage(AllotBody.safeParse({ orderRef: 'ORD-1', allotted: 3 }))).toBe(
      'The order reference is 6 to 30 characters',
    );
  });
  it('allots 1 up to the number requested', () => {
    expect(allottedProblem(10, 10)).toBeNull();
    expect(allottedProblem(1, 10)).toBeNull();
    expect(allottedProblem(11, 10)).toBe('At most 10 coupons were requested');
    expect(allottedProblem(0, 10)).toBe('Allot at least 1 coupon (reject the request to allot none)');
    expect(firstMessage(AllotBody.safeParse({ orderRef: 'ORD123', allotted: 0 }))).toBe(
      'Allot at least 1 coupon (reject the request to allot none)',
    );
    expect(firstMessage(AllotBody.safeParse({ orderRef: 'ORD123', allotted: 501 }))).toBe(
      'At most 500 coupons were requested',
    );
  });
  it('gives back the charge of the coupons not allotted', () => {
    // 10 coupons at ₹112.50: ₹1,125 charged; 7 allotted gives back 3 × ₹112.50.
    expect(unallottedRefundPaise(112_500, 10, 7)).toBe(33_750);
    expect(unallottedRefundPaise(112_500, 10, 10)).toBe(0);
    expect(unallottedRefundPaise(0, 10, 4)).toBe(0);
    expect(unallottedRefundPaise(12_500, 1, 1)).toBe(0);
  });
});
