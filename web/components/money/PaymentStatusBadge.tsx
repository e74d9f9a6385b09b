import { useLabel } from '../../i18n/labels';
import { Badge } from '@mantine/core';
import { PAYMENT_STATUSES } from '../../../contract/payments';

const COLORS: Record<string, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export function PaymentStatusBadge({ status }: { status: string }) {
  const label = useLabel();
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'}>
      {label(PAYMENT_STATUSES.find((s) => s.value === status)?.label ?? status)}
    </Badge>
  );
}
