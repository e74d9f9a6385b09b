/**
 * Where the GST calls live, per area; a service's own part follows: `${GST_API.merchant}/registration/…`.
 * Its own file with no imports: the web's service declarations (part of the first load) read it without
 * bringing zod and the GST rules along.
 */
export const GST_API = {
  merchant: '/api/merchant/product/gst',
  backend: '/api/backend/actions/gst',
} as const;
