/** What GET /api/kyc/me answers for a merchant who has not submitted KYC, and for one waiting for review. */
export const KYC_BLANK = {
  id: null,
  status: 'not_submitted',
  remark: null,
  submittedAt: null,
  decidedAt: null,
  aadhaarMasked: null,
  panNo: null,
  bankName: null,
  accountHolder: null,
  accountMasked: null,
  ifsc: null,
};
export const KYC_SUBMITTED = {
  ...KYC_BLANK,
  id: 7,
  status: 'submitted',
  submittedAt: '2026-11-21T06:00:00.000Z',
  aadhaarMasked: 'XXXX XXXX 0124',
  panNo: 'ABCPE1234F',
  bankName: 'State Bank of India',
  accountHolder: 'Ravi Sharma',
  accountMasked: 'XXXXXX7890',
  ifsc: 'SBIN0001234',
};
