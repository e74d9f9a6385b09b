import { z } from 'zod';

/** The service areas a merchant owner can open to each of its staff accounts (docs/product.md#who-may-do-what). */
/** label: beside the tick; short: in lists. */
export const STAFF_SERVICES = [
  { value: 'nsdl_pan', label: 'NSDL PAN (physical): applications, documents, couriers', short: 'NSDL PAN' },
  { value: 'gst', label: 'GST: registration and return filing requests', short: 'GST' },
  { value: 'uti', label: 'UTI PAN: PSA registration and coupon requests', short: 'UTI PAN' },
] as const;
export type StaffService = (typeof STAFF_SERVICES)[number]['value'];
export const StaffServiceSchema = z.enum(STAFF_SERVICES.map((s) => s.value) as [StaffService, ...StaffService[]]);

export const STAFF_PERMISSIONS_API = '/api/merchant/user-management/staff';

export const StaffPermissions = z.object({ services: z.array(StaffServiceSchema).max(10) });
export type StaffPermissions = z.infer<typeof StaffPermissions>;
