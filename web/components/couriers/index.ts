export { CourierDetails } from './CourierDetails';
export { CourierForm } from './CourierForm';
export { CourierList } from './CourierList';
export { CourierStateBadge } from './CourierStateBadge';

/** A route's :id as a courier id, or null when it is not a positive whole number. */
export function courierIdParam(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
