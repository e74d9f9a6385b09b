/*
 * The portal's pages outside the services' manifests that the server links to (the bell's links, the gateway's
 * return address) or the web names in several places, declared once so no module types a screen's address by
 * hand. A service's own pages are asked of its manifest (pageUrl). web/routes/portal-pages.test.ts checks each
 * address is a page of web/pages.
 */
export const PORTAL_PAGES = {
  merchant: {
    /** Add Payment: a deposit slip for the back office to approve (where a short balance sends the shop). */
    payment: '/merchant/accounting/payment',
    /** The shop's payment requests (Accounting › Payment list). */
    paymentList: '/merchant/accounting/payment/list',
    /** Where the UPI gateway sends the payer back. */
    paymentStatus: '/merchant/paymentgateway/payment-status',
  },
  backend: {
    /** Payment requests waiting for approval. */
    payments: '/backend/actions/payments',
    /** New shops waiting for approval. */
    registrations: '/backend/user-management/registration',
    /** KYC submissions waiting for verification. */
    kyc: '/backend/user-management/kyc',
  },
  /** The KYC form, outside both shells: a shop owner's and a staff account's. */
  kyc: { merchant: '/kyc/merchant', staff: '/kyc/staff' },
} as const;
