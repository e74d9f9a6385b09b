import { Badge } from '@mantine/core';
import { stateColor, useLookLabels, type RequestLook } from './look';

/** A request's state as a coloured badge, worded and coloured by the service's workflow. */
export function StateBadge({
  look,
  state,
  testId = 'request-state',
}: {
  look: RequestLook;
  state: string;
  testId?: string;
}) {
  const { stateLabel } = useLookLabels();
  return (
    <Badge color={stateColor(look, state)} variant="light" data-testid={testId}>
      {stateLabel(look, state)}
    </Badge>
  );
}
