/**
 * Where the UTI PAN calls live, per area; a part follows: `${UTI_API.merchant}/psa/…`, `…/coupons/…`.
 * Its own file with no imports: the web's service declarations (part of the first load) read it without
 * bringing zod and the UTI rules along.
 */
export const UTI_API = {
  merchant: '/api/merchant/product/uti-pan',
  backend: '/api/backend/actions/uti-pan',
} as const;
