import { Badge } from '@mantine/core';
import { COURIER_STATE_LABELS, type CourierState } from '../../../contract/couriers';

const COLORS: Record<CourierState, string> = { dispatched: 'blue', received: 'green', returned: 'orange' };

export function CourierStateBadge({ state }: { state: string }) {
  return (
    <Badge variant="light" color={COLORS[state as CourierState] ?? 'gray'}>
      {COURIER_STATE_LABELS[state as CourierState] ?? state}
    </Badge>
  );
}
