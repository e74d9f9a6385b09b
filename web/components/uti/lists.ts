/* How UTI's lists lay out: column widths and a phone's card, shared by the shop's and the back office's. */

export const COUPON_LIST = {
  sizes: {
    ref_no: 150,
    dated: 110,
    kind: 140,
    quantity: 110,
    allotted: 110,
    amount: 120,
    result: 160,
    state: 120,
    merchant_code: 120,
    merchant_name: 180,
    remark: 220,
    updated_at: 150,
  },
  cardRoles: {
    ref_no: 'title',
    state: 'badge',
    merchant_code: 'field',
    kind: 'field',
    quantity: 'field',
    allotted: 'field',
    amount: 'field',
    result: 'field',
    dated: 'field',
  },
} as const;

export const PSA_LIST = {
  sizes: {
    ref_no: 150,
    dated: 110,
    name: 180,
    subject: 130,
    state: 170,
    result: 150,
    merchant_code: 120,
    merchant_name: 180,
    amount: 110,
    remark: 220,
    updated_at: 150,
  },
  cardRoles: {
    ref_no: 'title',
    state: 'badge',
    name: 'field',
    subject: 'field',
    merchant_code: 'field',
    result: 'field',
    dated: 'field',
  },
} as const;
