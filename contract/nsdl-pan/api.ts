/** Where the NSDL PAN physical calls live, per area. */

export const NSDL_PAN_API = {
  merchant: '/api/merchant/nsdl-pan/physical',
  backend: '/api/backend/nsdl-pan/physical',
} as const;
