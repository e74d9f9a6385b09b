import { z } from 'zod';
import { STAFF_TICKS, type StaffService } from './services';

/**
 * The service areas a merchant owner can open to each of its staff accounts (docs/product.md#who-may-do-what), as
 * the manifests declare them (contract/services.ts). label: beside the tick; short: in lists.
 */
export const STAFF_SERVICES = STAFF_TICKS;
export type { StaffService };
export const StaffServiceSchema = z.enum(STAFF_SERVICES.map((s) => s.value) as [StaffService, ...StaffService[]]);

export const STAFF_PERMISSIONS_API = '/api/merchant/user-management/staff';

export const StaffPermissions = z.object({ services: z.array(StaffServiceSchema).max(10) });
export type StaffPermissions = z.infer<typeof StaffPermissions>;
