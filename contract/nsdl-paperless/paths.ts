/**
 * Where the paperless NSDL PAN calls live (docs/product.md#merchant-portal product/nsdl-pan/paperless,
 * docs/product.md#back-office actions/nsdl-pan/paperless). Its own file with no imports: the web's service declarations (part of the
 * first load) read it without bringing zod and the form rules along.
 */
export const NSDL_PAPERLESS_API = {
  merchant: '/api/merchant/product/nsdl-pan/paperless',
  backend: '/api/backend/actions/nsdl-pan/paperless',
} as const;
