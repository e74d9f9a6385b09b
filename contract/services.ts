/** What the portal sells; a package holds a merchant price for each (docs/architecture.md#money). */
export const SERVICE_CODES = [
  { code: 'NSDL_PHYSICAL_NEW', label: 'NSDL PAN physical — new (49A)' },
  { code: 'NSDL_PHYSICAL_CHANGE', label: 'NSDL PAN physical — change/correction (CSF)' },
  { code: 'NSDL_PAPERLESS_NEW', label: 'NSDL PAN paperless — new' },
  { code: 'NSDL_PAPERLESS_CHANGE', label: 'NSDL PAN paperless — change/correction' },
  // The code stays UTI_COUPON (packages already hold prices for it); it is now the physical card's.
  { code: 'UTI_COUPON', label: 'UTI PAN coupon — physical card' },
  { code: 'UTI_COUPON_EPAN', label: 'UTI PAN coupon — e-PAN only' },
  { code: 'UTI_PSA_REGISTRATION', label: 'UTI PSA registration' },
  { code: 'GST_REGISTRATION', label: 'GST registration' },
  { code: 'GST_FILING', label: 'GST return filing' },
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number]['code'];
export const SERVICE_CODE_VALUES = SERVICE_CODES.map((s) => s.code) as [ServiceCode, ...ServiceCode[]];
