/**
 * Where the paperless NSDL PAN calls live (SPEC §2.3 product/nsdl-pan/paperless, §2.4
 * actions/nsdl-pan/paperless). Its own file with no imports: the web's service declarations (part of the
 * first load) read it without bringing zod and the form rules along.
 */
export const NSDL_PAPERLESS_API = {
  merchant: '/api/merchant/product/nsdl-pan/paperless',
  backend: '/api/backend/actions/nsdl-pan/paperless',
} as const;
