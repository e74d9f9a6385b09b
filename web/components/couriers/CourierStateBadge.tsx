import { Badge } from '@mantine/core';
import { COURIER_STATE_LABELS, type CourierState } from '../../../contract/couriers';
import { useLabel } from '../../i18n/labels';

const COLORS: Record<CourierState, string> = { dispatched: 'blue', received: 'green', returned: 'orange' };

export function CourierStateBadge({ state }: { state: string }) {
  const label = useLabel();
  return (
    <Badge variant="light" color={COLORS[state as CourierState] ?? 'gray'}>
      {label(COURIER_STATE_LABELS[state as CourierState] ?? state)}
    </Badge>
  );
}
