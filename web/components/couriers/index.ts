export { CourierDetails } from './CourierDetails';
export { CourierForm } from './CourierForm';
export { CourierList } from './CourierList';
export { CourierStateBadge } from './CourierStateBadge';
